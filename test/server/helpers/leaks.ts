/**
 * Test helper: checks every message one seat received during a Ticket to Ride game against the game's
 * record: after each `state`, `delta` and replayed step the client's view is exactly
 * `view(state_at_seq, seat)` and its legal actions `legalActions(…, seat)`, other seats' events carry
 * no action, and no message mentions another seat's hand or tickets (kept or offered), nor the
 * remaining piles (TTR-124), before the game is over.
 */
import { expect } from 'vitest';
import type { AnyGameModule } from '../../../src/engine/contract.js';
import type { GameRecord } from '../../../src/engine/record.js';
import { applyViewPatch, type JsonPatch } from '../../../src/protocol/patch.js';
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
 * Asserts that `raw` (every text sent to one seat, in order, possibly over several connections) leaks
 * nothing of other seats, and that what a client renders after every `state`, `delta` and `replay`
 * step is exactly `view(state_at_seq, seat)` (deltas are applied to the previous view, and must start
 * at its `rev`). `secrets` are strings that must never appear (e.g. other seats' tokens). Every message
 * shape is covered by the text checks. Returns the number of states checked (full, delta, replayed).
 */
export function assertNoLeaks(module: AnyGameModule, record: GameRecord, seat: number | null, raw: string[], secrets: string[]): number {
  const states = statesOf(module, record);
  let checked = 0;
  let view: unknown = undefined;
  let rev: number | null = null;
  const viewAt = (seq: number) => {
    const state = states[seq];
    expect(state, `state for seq ${seq}`).toBeDefined();
    return JSON.parse(JSON.stringify(module.view(state, seat))) as unknown;
  };
  const checkText = (text: string, seq: number) => {
    const state = states[seq] as TtrState;
    if (state.stage.kind === 'gameOver') return;
    for (let other = 0; other < state.tickets.length; other++) {
      if (other === seat) continue;
      const hidden = [...(state.tickets[other] ?? []), ...(pendingOf(state, other) ?? [])];
      for (const id of hidden) expect(text.includes(`"${id}"`), `seat ${seat} saw ticket ${id} of seat ${other}`).toBe(false);
    }
  };
  const checkView = (v: unknown, seq: number) => {
    expect(v, `the rendered view at seq ${seq}`).toEqual(viewAt(seq));
    checked++;
    const state = states[seq] as TtrState;
    if (state.stage.kind === 'gameOver') return;
    // TTR-124: the remaining piles (draw and ticket pile order) are revealed only at the end.
    expect((v as { piles?: unknown }).piles, `piles before the end (seq ${seq})`).toBeNull();
    for (let other = 0; other < state.tickets.length; other++) {
      if (other === seat) continue;
      const p = (v as { players: { hand: unknown; tickets: unknown; pending: unknown }[] }).players[other]!;
      expect(p.hand).toBeNull();
      expect(p.tickets).toBeNull();
      expect(p.pending).toBeNull();
    }
  };
  const checkEvents = (events: Msg[]) => {
    for (const e of events) if (e.seat !== seat) expect(e.action, 'another seat’s action').toBeUndefined();
  };
  const checkLegal = (m: Msg) => {
    if (seat === null) expect(m.legal ?? null).toBeNull();
    else if (!m.outcome) {
      const state = states[m.seq];
      const expected = module.activeSeats(state).includes(seat) ? module.legalActions(state, seat) : [];
      expect(m.legal ?? [], `legal at seq ${m.seq}`).toEqual(JSON.parse(JSON.stringify(expected)));
      // Legal actions go only to seats that may act.
      if (m.type === 'delta' && expected.length === 0) expect(m.legal).toBeUndefined();
    }
  };
  for (const text of raw) {
    for (const s of secrets) expect(text.includes(s), `a message to seat ${seat} contains a secret`).toBe(false);
    const m = JSON.parse(text) as Msg;
    if (m.type === 'state') {
      checkText(text, m.seq);
      view = m.view;
      rev = m.rev;
      checkView(view, m.seq);
      checkLegal(m);
      checkEvents(m.events);
    } else if (m.type === 'delta') {
      checkText(text, m.seq);
      expect(m.base, 'a delta starts at the client’s rev').toBe(rev);
      view = applyViewPatch(view, m.patch as JsonPatch);
      rev = m.rev;
      checkView(view, m.seq);
      checkLegal(m);
      checkEvents(m.events);
    } else if (m.type === 'replay') {
      const last = (m.steps as Msg[]).at(-1)?.seq ?? m.from;
      checkText(text, last);
      let v = m.view;
      checkView(v, m.from);
      for (const step of m.steps as Msg[]) {
        v = applyViewPatch(v, step.patch as JsonPatch);
        checkView(v, step.seq);
        checkEvents(step.events);
      }
    }
  }
  return checked;
}
