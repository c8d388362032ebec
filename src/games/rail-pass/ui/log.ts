/** Plain-words game-log lines for Rail Pass actions (namespace `rp`, keys `log.*`). */
import type { LogLine } from '../../../web/table/plugin.js';
import type { RailPassAction, RailPassView } from '../types.js';
import { trainCity } from './actions.js';

const SOME = { load: 1, lift: 1, park: 1, send: 1, transfer: 1, moveEngineer: 1 };

/** The log line of `seat` playing `action`, from the public view just before it. */
export function logLine(before: RailPassView, seat: number, action: Partial<RailPassAction> & { type: string }): LogLine {
  const a = action as RailPassAction;
  // Online, other seats' actions may arrive as `{ type }` only: say what kind of move it was.
  const brief = a.type === 'transfer' ? !a.from : a.type === 'moveEngineer' ? !a.engineer : !(a as { train?: string }).train;
  if (brief) return { seat, key: a.type in SOME ? `log.some.${a.type}` : 'log.other' };
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
