/** One-line English descriptions of Rail Pass actions for logs and the CLI (docs/rules/rail-pass.md RP-7 to RP-13). */
import { seatLabel } from './queries.js';
import type { Cargo, RailPassAction, RailPassState } from './types.js';

const cargoText = (c: Cargo | undefined): string =>
  Object.entries(c ?? {})
    .filter(([, n]) => n)
    .map(([k, n]) => `${n}×${k}`)
    .join(' ') || 'nothing';

/** Describes `action` by contract seat `seatNo`, e.g. "P1 loads the head cube (E) of A's yard onto AL". */
export function describeAction(state: RailPassState, seatNo: number, action: RailPassAction): string {
  const who = seatLabel(seatNo);
  const z = 'train' in action ? state.trains[action.train] : undefined;
  const where = z && (z.loc.kind === 'track' || z.loc.kind === 'held') ? z.loc.city : '?';
  switch (action.type) {
    case 'LOAD': {
      const yard = where === '?' ? [] : state.yards[where];
      const cube = action.end === 'head' ? yard[0] : yard[yard.length - 1];
      return `${who} loads the ${action.end} cube${cube ? ` (${cube})` : ''} of ${where}'s yard onto ${action.train}`;
    }
    case 'LIFT':
      return `${who} lifts ${action.train} off its track at ${where}`;
    case 'PARK':
      return `${who} parks ${action.train} on ${where}'s ${action.track} track`;
    case 'SEND': {
      const type = where === '?' ? undefined : state.setup.adj[where]?.[action.to];
      return `${who} sends ${action.train} from ${where} to ${action.to}${type && type !== 'open' ? ` through the ${type}` : ''}${action.track ? ` (onto the ${action.track} track)` : ''}${action.express ? ', express' : ''}`;
    }
    case 'TRANSFER':
      return `${who} transfers ${cargoText(action.give)} from ${action.from} to ${action.to}${action.take ? ` and ${cargoText(action.take)} back` : ''}`;
    case 'MOVE_ENGINEER':
      return `${who} moves engineer ${action.engineer} to ${action.to === 'hotel' ? 'the hotel' : action.to}`;
    default:
      return `${who} does ${JSON.stringify(action)}`;
  }
}
