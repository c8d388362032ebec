/** Plain-words game-log lines for Rail Pass actions (namespace `rp`, keys `log.*`). */
import type { LogLine } from '../../../web/table/plugin.js';
import type { RailPassAction, RailPassView } from '../types.js';
import { trainCity } from './actions.js';

/** The log line of `seat` playing `action`, from the public view just before it. */
export function logLine(before: RailPassView, seat: number, action: Partial<RailPassAction> & { type: string }): LogLine {
  const a = action as RailPassAction;
  switch (a.type) {
    case 'load': {
      const z = before.trains[a.train];
      const x = z ? trainCity(z) : null;
      const yard = x ? before.yards[x] : [];
      const cube = a.end === 'head' ? yard[0] : yard[yard.length - 1];
      return { seat, key: 'log.load', params: { train: a.train, colour: cube ?? '?' } };
    }
    case 'lift':
      return { seat, key: 'log.lift', params: { train: a.train } };
    case 'park': {
      const z = before.trains[a.train];
      return { seat, key: 'log.park', params: { train: a.train, city: (z && trainCity(z)) ?? '?' } };
    }
    case 'send':
      return { seat, key: 'log.send', params: { train: a.train, to: a.to } };
    case 'transfer':
      return { seat, key: 'log.transfer', params: { from: a.from, to: a.to } };
    case 'moveEngineer':
      return { seat, key: 'log.moveEngineer', params: { engineer: a.engineer } };
    default:
      return { seat, key: 'log.other' };
  }
}
