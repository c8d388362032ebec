/**
 * Test helper: checks every message one seat received during a Ticket to Ride game against the game's
 * record: each `state` must carry exactly `view(state_at_seq, seat)` and `legalActions(…, seat)`, other
 * seats' events carry no action, and nothing mentions another seat's hand or tickets (kept or
 * offered) before the game is over.
 */
import { expect } from 'vitest';
import type { AnyGameModule } from '../../../src/engine/contract.js';
import type { GameRecord } from '../../../src/engine/record.js';
import type { Msg } from './client.js';
import { pendingOf } from '../../../src/games/ticket-to-ride/rules.js';
import type { TtrState } from '../../../src/games/ticket-to-ride/types.js';

/** Every state of a record by seq (index 0 = after setup). */
export function statesOf(module: AnyGameModule, record: GameRecord): unknown[] {
  const config = module.parseConfig(record.config, record.seats.length);
  let state = module.setup(config, record.seed, record.seats.length);
  const states = [state];
  for (const a of record.actions) {
    const r = module.apply(state, a.seat, module.parseAction(a.action), a.at);
    if (!r.ok) throw new Error(`record does not replay: ${r.error.code}`);
    state = r.value;
    states.push(state);
  }
  return states;
}

/**
 * Asserts that `messages` (all raw texts sent to `seat`, parsed) leak nothing of other seats.
 * `secrets` are strings that must never appear (e.g. other seats' tokens). Returns the number of
 * state messages checked.
 */
export function assertNoLeaks(module: AnyGameModule, record: GameRecord, seat: number | null, raw: string[], secrets: string[]): number {
  const states = statesOf(module, record);
  let checked = 0;
  for (const text of raw) {
    for (const s of secrets) expect(text.includes(s), `a message to seat ${seat} contains a secret`).toBe(false);
    const m = JSON.parse(text) as Msg;
    if (m.type !== 'state') continue;
    const state = states[m.seq] as TtrState;
    expect(state, `state for seq ${m.seq}`).toBeDefined();
    // Exactly the seat's view and legal actions at that seq.
    expect(m.view).toEqual(JSON.parse(JSON.stringify(module.view(state, seat))));
    if (seat === null) expect(m.legal).toBeNull();
    else if (!m.outcome)
      expect(m.legal).toEqual(JSON.parse(JSON.stringify(module.activeSeats(state).includes(seat) ? module.legalActions(state, seat) : [])));
    for (const e of m.events as Msg[]) if (e.seat !== seat) expect(e.action, 'another seat’s action').toBeUndefined();
    if (state.stage.kind !== 'gameOver') {
      for (let other = 0; other < state.tickets.length; other++) {
        if (other === seat) continue;
        const hidden = [...(state.tickets[other] ?? []), ...(pendingOf(state, other) ?? [])];
        for (const id of hidden) expect(text.includes(`"${id}"`), `seat ${seat} saw ticket ${id} of seat ${other}`).toBe(false);
        const p = (m.view as { players: { hand: unknown; tickets: unknown; pending: unknown }[] }).players[other]!;
        expect(p.hand).toBeNull();
        expect(p.tickets).toBeNull();
        expect(p.pending).toBeNull();
      }
    }
    checked++;
  }
  return checked;
}
