/** Plain-words game-log lines for Rail Pass actions (namespace `rp`, keys `log.*`). Rules: docs/rules/rail-pass.md. */
import type { LogLine } from '../../../web/table/plugin.js';
import type { RailPassAction, RailPassView } from '../types.js';
import { trainCity } from './actions.js';

/** The i18n key suffix (`log.some.*`) of each action type. */
const SOME: Readonly<Record<string, string>> = {
  LOAD: 'load',
  LIFT: 'lift',
  PARK: 'park',
  SEND: 'send',
  TRANSFER: 'transfer',
  MOVE_ENGINEER: 'moveEngineer',
};

/** The log line of `seat` playing `action`, from the public view just before it. */
export function logLine(before: RailPassView, seat: number, action: Partial<RailPassAction> & { type: string }): LogLine {
  const a = action as RailPassAction;
  // Online, other seats' actions may arrive as `{ type }` only: say what kind of move it was.
  const brief = a.type === 'TRANSFER' ? !a.from : a.type === 'MOVE_ENGINEER' ? !a.engineer : !(a as { train?: string }).train;
  if (brief) {
    const some = Object.hasOwn(SOME, a.type) ? SOME[a.type] : undefined;
    return { seat, key: some !== undefined ? `log.some.${some}` : 'log.other' };
  }
  switch (a.type) {
    case 'LOAD': {
      const z = before.trains[a.train];
      const x = z ? trainCity(z) : null;
      const yard = x ? before.yards[x] : [];
      const cube = a.end === 'head' ? yard[0] : yard[yard.length - 1];
      return { seat, key: 'log.load', params: { train: a.train, colour: cube ?? '?' } };
    }
    case 'LIFT':
      return { seat, key: 'log.lift', params: { train: a.train } };
    case 'PARK': {
      const z = before.trains[a.train];
      return { seat, key: 'log.park', params: { train: a.train, city: (z && trainCity(z)) ?? '?' } };
    }
    case 'SEND':
      return { seat, key: 'log.send', params: { train: a.train, to: a.to } };
    case 'TRANSFER':
      return { seat, key: 'log.transfer', params: { from: a.from, to: a.to } };
    case 'MOVE_ENGINEER':
      return { seat, key: 'log.moveEngineer', params: { engineer: a.engineer } };
    default:
      return { seat, key: 'log.other' };
  }
}
