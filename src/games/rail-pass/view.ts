/**
 * The public view (docs/rules/rail-pass.md RP-18.1): everything is public in this co-operative game except the round
 * generator and the match seed (which would let players foresee handling-mode draws). The view
 * shares the state's (immutable) sub-objects, so building it costs a few object spreads.
 */
import type { RailPassState, RailPassView, SeatView } from './types.js';

/** What contract seat `seatNo` (or a spectator, null) sees. */
export function view(state: RailPassState, seatNo: number | null): RailPassView {
  const seats: SeatView[] = [];
  for (const st of state.seats) {
    seats.push({ cities: st.cities, held: st.held, busyUntil: st.busyUntil, seat: seats.length, handLoad: st.held.length });
  }
  for (const id in state.trains) {
    const loc = state.trains[id]?.loc;
    if (loc?.kind !== 'transit') continue;
    const receiver = seats[state.setup.controller[loc.to]];
    if (receiver !== undefined) receiver.handLoad += 1;
  }
  const { matchSeed: _seed, ...config } = state.config;
  return {
    you: seatNo === null || state.seats[seatNo] === undefined ? null : seatNo,
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
