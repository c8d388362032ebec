/**
 * Property tests (fast-check) over random games with varied configurations (HR-16):
 * - every listed legal action is accepted; random illegal actions are rejected with an HR_ code and
 *   leave the state unchanged (HR-5.9);
 * - the 45 rail cards are conserved (hands, draw pile, discard, table stacks, trains, set-out piles);
 * - the 15 effect tokens, the special tokens and the 8 Checks are conserved (HR-2, HR-9.1);
 * - track respects adjacency (HR-6.3) and the strict-superset upgrade rule (HR-6.4); engines on rail
 *   stand on a port, one engine per rail cell (HR-3.7, HR-3.8);
 * - views never leak another player's hand, set-out cards, the reserve or the draw pile (HR-15).
 * Rules: docs/rules/hellrail.md.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_IDS, CARD_MASKS, CIRCLE_AT, EDGE_INDEX, PORTS, WIDTH, type CardId } from './data.js';
import { parseConfig } from './config.js';
import { legalActions } from './legal.js';
import { apply, actor } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';
import { allCards } from './test-helpers.js';
import { isAdjacent, isStrictSuperset } from './track.js';
import { cellMask } from './state.js';
import { openRng } from '../../engine/rng.js';
import { heuristicBot } from './bots/heuristic.js';
import { PROPERTY_CONFIGS } from './test-helpers.js';
import type { HrAction, HrState } from './types.js';

const SORTED = [...CARD_IDS].sort();

function checkInvariants(s: HrState): void {
  expect([...allCards(s)].sort()).toEqual(SORTED);
  const tokens = [...s.circleTokens, ...s.reserve, ...s.players.map((p) => p.engineToken).filter((t) => t !== null)];
  if (s.floating) tokens.push(s.floating);
  expect(tokens).toHaveLength(15);
  expect(new Set(tokens).size).toBe(15);
  const held = (k: 'heresy' | 'boatman' | 'tender' | 'soulCatcher') => s.players.reduce((t, p) => t + p[k], 0);
  expect(held('heresy') + s.supply.HERESY).toBe(2);
  expect(held('boatman') + s.supply.BOATMAN).toBe(2);
  expect(held('tender') + s.supply.TENDER).toBe(2);
  expect(held('soulCatcher') + s.supply.SOUL_CATCHER).toBe(2);
  expect(s.players.every((p) => p.soulCatcher <= 1)).toBe(true);
  expect(s.board.filter((c) => c?.check).length + s.supply.CHECK).toBe(8);
  s.board.forEach((c, i) => {
    if (c) expect(CIRCLE_AT[i]).toBeNull();
  });
  const onRail = new Set<number>();
  for (const p of s.players) {
    const i = p.pos.y * WIDTH + p.pos.x;
    if (p.pos.entry === null) expect(CIRCLE_AT[i]).not.toBeNull();
    else {
      expect(onRail.has(i)).toBe(false);
      onRail.add(i);
      expect(PORTS[cellMask(s.board[i]!)]! & (1 << EDGE_INDEX[p.pos.entry])).not.toBe(0);
    }
    if (s.config.maxCars !== null) expect(p.train.length + p.tender).toBeLessThanOrEqual(s.config.maxCars);
  }
}

function checkTrackRule(before: HrState, a: HrAction, after: HrState): void {
  if (a.type === 'LAY_RAIL') {
    const i = a.cell.y * WIDTH + a.cell.x;
    expect(before.board[i]).toBeNull();
    expect(isAdjacent(before, i)).toBe(true);
  }
  if (a.type === 'UPGRADE_RAIL') {
    const i = a.cell.y * WIDTH + a.cell.x;
    expect(isStrictSuperset(CARD_MASKS[a.card]![a.rotation]!, cellMask(before.board[i]!))).toBe(true);
    expect(after.board[i]?.stack.length).toBe(before.board[i]!.stack.length + 1);
  }
}

function checkViews(s: HrState): void {
  for (let seat = -1; seat < s.seats; seat++) {
    const v = view(s, seat < 0 ? null : seat);
    const json = JSON.stringify(v);
    expect(json).not.toContain('"reserve"');
    expect(json).not.toContain('"drawPile"');
    const allowed = new Set<CardId>();
    for (const e of v.events) {
      if ('hand' in e) e.hand.forEach((c) => allowed.add(c));
      if ('cards' in e) e.cards.forEach((c) => allowed.add(c));
      if (e.kind === 'STEAL') allowed.add(e.card);
    }
    s.players.forEach((p, k) => {
      if (k === seat) return;
      for (const c of p.hand) if (!allowed.has(c)) expect(json).not.toContain(`"${c}"`);
      if (s.phase !== 'GAME_OVER') for (const c of p.setOut) expect(json).not.toContain(`"${c}"`);
    });
  }
}

/** Random actions that are often illegal: wrong seat, wrong phase, bad fields, random targets. */
function fuzzAction(rng: ReturnType<typeof openRng>, s: HrState): unknown {
  const card = CARD_IDS[rng.int(45)]!;
  const cell = { x: rng.int(8) - 1, y: rng.int(15) - 1 };
  const edges = ['N', 'E', 'S', 'W', 'X'];
  const pool: unknown[] = [
    { type: 'PICK_UP', card },
    { type: 'SET_OUT', car: card },
    { type: 'LAY_RAIL', card, cell, rotation: rng.int(5) },
    { type: 'UPGRADE_RAIL', card, cell, rotation: rng.int(4) },
    { type: 'MOVE_START', card, cerberusCards: rng.int(2) ? [CARD_IDS[rng.int(45)]] : undefined },
    { type: 'STEP', exit: edges[rng.int(5)], pushExit: rng.int(2) ? edges[rng.int(4)] : undefined },
    { type: 'JUMP', exit: edges[rng.int(4)], card },
    { type: 'STOP' },
    { type: 'USE_CIRCLE_EFFECT', params: rng.int(2) ? { card, cell } : { target: rng.int(5) } },
    { type: 'USE_ENGINE_TOKEN' },
    { type: 'DECLINE_EFFECT', extra: 1 },
    { type: 'ROTATE', card, cell, rotation: rng.int(4) },
    { type: 'STEAL', from: rng.int(5) },
    { type: 'GIVE_CAR', car: card },
    { type: 'HERESY_BLOCK' },
    { type: 'STOKE', card },
    { type: 'END_TURN' },
    { type: 'DISCARD', card },
    { type: 'NOPE' },
  ];
  void s;
  return pool[rng.int(pool.length)];
}

/**
 * Canonical key of an action up to the equivalences of legal.ts: same path set for lays and upgrades,
 * any toll set for MOVE_START, an explicit single push exit, `params: {}` for a parameterless effect.
 */
function canonical(a: HrAction): string {
  switch (a.type) {
    case 'LAY_RAIL':
    case 'UPGRADE_RAIL':
      return `${a.type}|${a.card}|${a.cell.x},${a.cell.y}|${CARD_MASKS[a.card]![a.rotation]}`;
    case 'MOVE_START':
      return `${a.type}|${a.card}`;
    case 'STEP':
      return `${a.type}|${a.exit}|${a.soulCatcherCar ?? ''}`;
    case 'USE_CIRCLE_EFFECT':
    case 'USE_ENGINE_TOKEN':
      return JSON.stringify(a.params && Object.keys(a.params).length > 0 ? a : { type: a.type });
    default:
      return JSON.stringify(a);
  }
}

/** One field of a legal action replaced by a random value. */
function perturb(rng: ReturnType<typeof openRng>, a: HrAction): unknown {
  const b = structuredClone(a) as unknown as Record<string, unknown>;
  const keys = Object.keys(b).filter((k) => k !== 'type');
  const edges = ['N', 'E', 'S', 'W'];
  if (keys.length === 0) return rng.int(2) ? { ...b, card: CARD_IDS[rng.int(45)] } : b;
  const k = keys[rng.int(keys.length)]!;
  const v = b[k];
  if (k === 'card' || k === 'car' || k === 'soulCatcherCar') b[k] = CARD_IDS[rng.int(45)];
  else if (k === 'cell') b[k] = { x: rng.int(7) - 1, y: rng.int(14) - 1 };
  else if (k === 'rotation') b[k] = rng.int(4);
  else if (k === 'exit' || k === 'pushExit') b[k] = edges[rng.int(4)];
  else if (k === 'from') b[k] = rng.int(4);
  else if (k === 'cerberusCards') b[k] = (v as string[]).slice(0, rng.int((v as string[]).length + 1));
  else if (k === 'params' && typeof v === 'object' && v !== null) {
    const pv = v as Record<string, unknown>;
    const pk = Object.keys(pv)[rng.int(Object.keys(pv).length)];
    if (pk === 'card' || pk === 'car') pv[pk] = CARD_IDS[rng.int(45)];
    else if (pk === 'cell' || pk === 'moveFrom') pv[pk] = { x: rng.int(6), y: rng.int(13) };
    else if (pk === 'rotation') pv[pk] = rng.int(4);
    else if (pk === 'circle') pv[pk] = rng.int(11);
    else if (pk === 'target') pv[pk] = rng.int(2) ? rng.int(4) : { kind: 'circle', circle: rng.int(10) };
  }
  return b;
}

/** Picks an action type uniformly, then an action of that type (explores effects and moves). */
function pickRandom(rng: ReturnType<typeof openRng>, legal: HrAction[]): HrAction {
  const types = [...new Set(legal.map((a) => a.type))];
  const t = types[rng.int(types.length)]!;
  const of = legal.filter((a) => a.type === t);
  return of[rng.int(of.length)]!;
}

describe('HellRail properties (fast-check)', () => {
  it('HR-19.2, HR-5.9: random games: legal accepted, illegal rejected unchanged, conservation, track rules, no leaks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: PROPERTY_CONFIGS.length - 1 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (seats, ci, seed) => {
          const config = parseConfig({ roundLimit: 30, ...PROPERTY_CONFIGS[ci] }, seats);
          let s = setup(config, seed, seats);
          const rng = openRng(setup(config, seed + '/bot', seats).rng);
          checkInvariants(s);
          const bots = [0, 1, 2, 3].map((k) => heuristicBot(k));
          // 60 % heuristic (reaches circles and effects), 40 % random by action type.
          const pick = (st: HrState, seat: number, legal: HrAction[]): HrAction =>
            rng.int(10) < 6 ? bots[seat]!.act({ seat, legal, rng, now: 0, view: () => view(st, seat) })! : pickRandom(rng, legal);
          for (let n = 0; n < 1500 && s.phase !== 'GAME_OVER'; n++) {
            const seat = actor(s);
            const legal = legalActions(s, seat);
            expect(legal.length).toBeGreaterThan(0);
            for (let k = 0; k < s.seats; k++) if (k !== seat) expect(legalActions(s, k)).toEqual([]);
            // An illegal or random action: random fields, or one field of a legal action perturbed.
            const fz = (rng.int(2) === 0 ? fuzzAction(rng, s) : perturb(rng, legal[rng.int(legal.length)]!)) as HrAction;
            const fseat = rng.int(4) === 0 ? (seat + 1) % seats : seat;
            const before = JSON.stringify(s);
            const fr = apply(s, fseat, fz);
            if (!fr.ok) expect(fr.error.code).toMatch(/^HR_/);
            else {
              // Accepted ⇒ the actor's action, listed by legalActions or equivalent to a listed one.
              expect(fseat).toBe(seat);
              expect(legal.map(canonical)).toContain(canonical(fz));
            }
            expect(JSON.stringify(s)).toBe(before);
            const a = pick(s, seat, legal);
            const r = apply(s, seat, a);
            if (!r.ok) throw new Error(`legal action rejected: ${JSON.stringify(a)} → ${r.error.code}`);
            expect(JSON.stringify(s)).toBe(before);
            checkTrackRule(s, a, r.value);
            s = r.value;
            checkInvariants(s);
            if (n % 8 === 0) checkViews(s);
          }
          checkViews(s);
        },
      ),
      { numRuns: 10, seed: 20261130 },
    );
  });
});
