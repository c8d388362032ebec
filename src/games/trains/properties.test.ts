/**
 * Property tests (fast-check) over random playouts on both boards, 2–4 seats and random kingdoms:
 * legal actions are accepted; illegal ones are rejected with a code and change nothing; 500 cards are
 * conserved (TR-9); at most 20 rails per seat (TR-6) and 30 stations (TR-7); views never leak another
 * seat's hand or deck order (TR-111).
 * Rules: docs/rules/trains.md.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openRng } from '../../engine/rng.js';
import { CARDS, CARD_IDS, type CardId } from './cards.js';
import { parseConfig } from './config.js';
import { legalActions } from './legal.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { must, at, cardTotal } from './test-helpers.js';
import type { TrainsAction, TrainsState } from './types.js';
import { view } from './view.js';

/** Canonical key of an action (multisets sorted; a no-effect card's `apply` is irrelevant, TR-41 step 4). */
function key(a: TrainsAction): string {
  if (a.type === 'DISCARD_FROM_HAND') return JSON.stringify({ ...a, cards: a.cards.slice().sort() });
  if (a.type === 'PLAY' && !CARDS[a.card].hasEffect) return JSON.stringify({ ...a, apply: false });
  return JSON.stringify(a);
}

/** Candidate actions, many of them illegal, built from the state and a generator. */
function candidates(s: TrainsState, pick: (n: number) => number): TrainsAction[] {
  const card = (): CardId => at(CARD_IDS, pick(CARD_IDS.length));
  const hex = (): number => pick(76);
  return [
    { type: 'PLAY', card: card(), apply: pick(2) === 0 },
    { type: 'BUY', pile: card() },
    { type: 'RECYCLE' },
    { type: 'END_TURN' },
    { type: 'START_RAIL', hex: hex() },
    { type: 'CHOOSE_RAIL_HEX', hex: hex() },
    { type: 'CHOOSE_STATION_CITY', hex: hex() },
    { type: 'CHOOSE_TRAIN_IN_PLAY', card: card() },
    { type: 'DISCARD_FROM_HAND', cards: [card(), card()] },
    { type: 'RETURN_WASTE_COUNT', count: pick(6) },
    { type: 'NAME_CARD', card: card() },
    { type: 'TAKE_ONE_AND_ORDER', take: card(), order: [card()] },
    { type: 'DISCARD_OR_KEEP_TOP', choice: pick(2) ? 'keep' : 'discard' },
    { type: 'CHOOSE_OPTION', option: must((['draw', 'money', 'returnWaste'] as const)[pick(3)]) },
    { type: 'CHOOSE_ACTION_IN_HAND', card: card() },
    { type: 'CHOOSE_TRAIN_IN_HAND', card: card() },
    { type: 'TRASH_AND_GAIN_TRAIN', trash: card(), gain: card() },
    { type: 'CHOOSE_TRAIN_IN_DISCARD', card: card() },
    { type: 'CHOOSE_BUY_DESTINATION', destination: pick(2) ? 'deckTop' : 'gained' },
    ...(at(s.players, s.current).hand.length ? [{ type: 'PLAY' as const, card: must(at(s.players, s.current).hand[0]), apply: true }] : []),
  ];
}

/** Invariants that hold in every reachable state. */
function checkInvariants(s: TrainsState): void {
  expect(cardTotal(s)).toBe(500);
  let stations = 0;
  for (const n of s.stations) stations += n;
  expect(stations + s.stationPool).toBe(30);
  expect(s.stationPool).toBeGreaterThanOrEqual(0);
  s.players.forEach((p, seat) => {
    const onBoard = s.rails.reduce((a, r) => a + ((r >> seat) & 1), 0);
    expect(onBoard + p.reserve).toBe(20);
    expect(onBoard).toBeLessThanOrEqual(20);
    expect(p.reserve).toBeGreaterThanOrEqual(0);
  });
  for (const id in s.supply) expect(s.supply[id as CardId]).toBeGreaterThanOrEqual(0);
  expect(s.turn.money).toBeGreaterThanOrEqual(0);
}

/** A view for `seat` contains no other seat's hand and no deck order beyond public placements. */
function checkViews(s: TrainsState): void {
  for (const viewer of [null, ...s.players.map((_, i) => i)]) {
    const v = view(s, viewer);
    v.players.forEach((pv, seat) => {
      const p = at(s.players, seat);
      if (seat === viewer) expect(pv.hand).toEqual(p.hand);
      else {
        expect(pv.hand).toBeNull();
        expect(pv.knownTop.length).toBeLessThanOrEqual(p.publicTop);
      }
      expect(pv.handCount).toBe(p.hand.length);
      expect(pv.deckCount).toBe(p.deck.length);
      expect(pv).not.toHaveProperty('deck');
      expect(pv).not.toHaveProperty('discard');
    });
    const pend = s.turn.pending;
    if (
      pend &&
      viewer !== s.current &&
      (pend.kind === 'TAKE_ONE_AND_ORDER' || pend.kind === 'DISCARD_OR_KEEP_TOP' || pend.kind === 'CHOOSE_ACTION_IN_HAND')
    ) {
      expect(v.pending).toHaveProperty('hidden', true);
      expect(v.pending).not.toHaveProperty('cards');
      expect(v.pending).not.toHaveProperty('card');
    }
    expect(v).not.toHaveProperty('rng');
  }
}

describe('property tests', () => {
  it('random playouts: legal accepted, illegal rejected unchanged, cards/rails/stations conserved, views private', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (seats, osaka, seed, botSeed) => {
          const cfg = parseConfig({ map: osaka ? 'osaka' : 'tokyo', preset: 'random' }, seats);
          let s = setup(cfg, seed, seats);
          const rng = openRng([botSeed, botSeed ^ 0x5bd1e995, 7, 11]);
          checkInvariants(s);
          for (let step = 0; step < 300 && s.phase !== 'over'; step++) {
            const legal = legalActions(s, s.current);
            expect(legal.length).toBeGreaterThan(0);
            for (const other of s.players.keys()) if (other !== s.current) expect(legalActions(s, other)).toEqual([]);
            const keys = new Set(legal.map(key));
            const before = JSON.stringify(s);
            for (const c of candidates(s, (n) => rng.int(n))) {
              if (keys.has(key(c))) continue;
              const r = apply(s, s.current, c);
              if (r.ok) throw new Error(`illegal action accepted: ${JSON.stringify(c)} pending=${JSON.stringify(s.turn.pending)}`);
              expect(r.error.code).toMatch(/^[A-Z_]+$/);
            }
            expect(JSON.stringify(s)).toBe(before);
            // A few legal actions are all accepted.
            for (let i = 0; i < 3; i++) expect(apply(s, s.current, at(legal, rng.int(legal.length))).ok).toBe(true);
            // Prefer turn-ending actions sometimes so games progress.
            const ends = legal.filter((a) => a.type === 'END_TURN');
            const a = ends.length && rng.int(6) === 0 ? at(ends, 0) : at(legal, rng.int(legal.length));
            const r = apply(s, s.current, a);
            expect(r.ok).toBe(true);
            if (r.ok) s = r.value;
            checkInvariants(s);
            if (step % 8 === 0) checkViews(s);
          }
        },
      ),
      { numRuns: 8, seed: 20261130 },
    );
  });
});
