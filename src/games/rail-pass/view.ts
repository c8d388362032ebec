/**
 * The public view (RP-18.1): everything is public in this co-operative game except the round
 * generator and the match seed (which would let players foresee handling-mode draws). The view
 * shares the state's (immutable) sub-objects, so building it costs a few object spreads.
 */
import { seatName } from './state.js';
import type { RailPassState, RailPassView, SeatView } from './types.js';

/** What contract seat `seatNo` (or a spectator, null) sees. */
export function viewOf(state: RailPassState, seatNo: number | null): RailPassView {
  const loads: Record<string, number> = {};
  for (const name in state.seats) loads[name] = state.seats[name]!.held.length;
  for (const id in state.trains) {
    const loc = state.trains[id]!.loc;
    if (loc.kind === 'transit') loads[state.setup.controller[loc.to]]! += 1;
  }
  const seats: Record<string, SeatView> = {};
  for (const name in state.seats) seats[name] = { ...state.seats[name]!, seat: name, handLoad: loads[name]! };
  const { matchSeed: _seed, ...config } = state.config;
  return {
    you: seatNo === null || !state.seats[seatName(seatNo)] ? null : seatName(seatNo),
    config,
    setupId: state.setupId,
    setup: state.setup,
    round: state.round,
    roundStart: state.roundStart,
    clock: state.clock,
    endsAt: state.endsAt,
    over: state.over,
    events: state.events,
    yards: state.yards,
    storage: state.storage,
    tracks: state.tracks,
    hotels: state.hotels,
    trains: state.trains,
    engineers: state.engineers,
    seats,
    pile: state.pile,
    results: state.results,
  };
}
