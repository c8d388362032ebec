/**
 * One test (or more) per numbered rule HR-1 … HR-17 not already shown by the worked examples
 * (examples.test.ts), with the exact values of the spec.
 * Rules: docs/rules/hellrail.md.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_IDS,
  CARD_MASKS,
  CIRCLE_AT,
  EFFECT_IDS,
  HELLRAIL_DATA,
  NEIGH,
  RAIL_CARDS,
  SHAPE_MASK,
  circleDistance,
  pairBit,
  rotateMask,
  type CircleId,
} from './data.js';
import { DEFAULT_CONFIG, parseConfig } from './config.js';
import { legalActions } from './legal.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';
import { describeAction } from './describe.js';
import { hellrail } from './index.js';
import { act, at, entering, rej, table, type TableSpec, seatOf } from './test-helpers.js';
import type { HrAction, HrState } from './types.js';
import { idle } from './state.js';

const N = 0,
  E = 1,
  S = 2,
  W = 3;

describe('HR-1/HR-2 components and deck', () => {
  it('HR-1.1, HR-1.4, HR-2, HR-21.1: ten circles, 45 rail cards, 15 effect tokens, 17 special tokens', () => {
    expect(CIRCLE_AT.filter((c) => c !== null)).toHaveLength(10);
    expect(RAIL_CARDS).toHaveLength(45);
    expect(new Set(CARD_IDS).size).toBe(45);
    expect(EFFECT_IDS).toHaveLength(15);
    expect(HELLRAIL_DATA.specialTokens.reduce((t, x) => t + x.count, 0)).toBe(17);
  });
  it('HR-2.1: nine shapes with their counts and rotation-0 paths', () => {
    const count: Record<string, number> = {};
    for (const c of RAIL_CARDS) count[c.shape] = (count[c.shape] ?? 0) + 1;
    expect(count).toEqual({ STRAIGHT: 10, CURVE: 12, SWITCH_R: 4, SWITCH_L: 4, WYE: 3, TEE: 5, CROSSING: 3, DOUBLE_CURVE: 2, STAR: 2 });
    expect(SHAPE_MASK.STRAIGHT).toBe(pairBit(N, S));
    expect(SHAPE_MASK.SWITCH_R).toBe(pairBit(N, S) | pairBit(S, E));
    expect(SHAPE_MASK.SWITCH_L).toBe(pairBit(N, S) | pairBit(S, W));
    expect(SHAPE_MASK.WYE).toBe(pairBit(S, E) | pairBit(S, W));
    expect(SHAPE_MASK.TEE).toBe(pairBit(W, E) | pairBit(S, W) | pairBit(S, E));
    expect(SHAPE_MASK.CROSSING).toBe(pairBit(N, S) | pairBit(E, W));
    expect(SHAPE_MASK.DOUBLE_CURVE).toBe(pairBit(N, E) | pairBit(S, W));
    expect(SHAPE_MASK.STAR).toBe(63);
  });
  it('HR-2.2, HR-21.3: deck balance per circle, car values and brimstone counts', () => {
    for (let c = 1; c <= 9; c++) {
      expect(
        RAIL_CARDS.filter((r) => r.pickup === c)
          .map((r) => r.brimstone)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5]);
      expect(
        RAIL_CARDS.filter((r) => r.setOut === c)
          .map((r) => r.brimstone)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5]);
    }
    const vc: Record<number, number> = {};
    for (const r of RAIL_CARDS) vc[r.carValue] = (vc[r.carValue] ?? 0) + 1;
    expect(vc).toEqual({ 3: 6, 4: 6, 5: 6, 6: 7, 7: 7, 8: 6, 9: 7 });
    for (let b = 1; b <= 5; b++) expect(RAIL_CARDS.filter((r) => r.brimstone === b)).toHaveLength(9);
    expect(RAIL_CARDS.every((r) => r.pickup !== r.setOut && r.pickup >= 1 && r.setOut <= 9)).toBe(true);
  });
  it('HR-2.3: carValue = clamp(tripSteps + 1 + (setOut > pickup), 3, 9); R05 capped at 9', () => {
    for (const r of RAIL_CARDS) {
      expect(r.tripSteps).toBe(circleDistance(r.pickup as CircleId, r.setOut as CircleId));
      expect(r.carValue).toBe(Math.min(9, Math.max(3, r.tripSteps + 1 + (r.setOut > r.pickup ? 1 : 0))));
    }
    const r05 = RAIL_CARDS.find((r) => r.id === 'R05')!;
    expect([r05.tripSteps, r05.carValue]).toEqual([10, 9]);
  });
});

describe('HR-3 table geometry', () => {
  it('HR-3.1, HR-3.2, HR-21.2: 6 × 13 play area, circle positions, 68 empty cells, no two circles touch', () => {
    const pos = HELLRAIL_DATA.circles.map((c) => [c.id, c.x, c.y]);
    expect(pos).toEqual([
      ['G', 2, 1],
      ['1', 1, 3],
      ['2', 4, 3],
      ['3', 1, 5],
      ['4', 4, 5],
      ['5', 1, 7],
      ['6', 4, 7],
      ['7', 1, 9],
      ['8', 4, 9],
      ['9', 3, 11],
    ]);
    expect(CIRCLE_AT.length - 10).toBe(68);
    CIRCLE_AT.forEach((c, i) => {
      if (c !== null) for (let e = 0; e < 4; e++) if (NEIGH[i * 4 + e]! >= 0) expect(CIRCLE_AT[NEIGH[i * 4 + e]!]).toBeNull();
    });
  });
  it('HR-3.3: neighbours and opposite edges; outside the area there is no cell', () => {
    const i = 3 * 6 + 2;
    expect([NEIGH[i * 4 + N], NEIGH[i * 4 + E], NEIGH[i * 4 + S], NEIGH[i * 4 + W]]).toEqual([2 * 6 + 2, 3 * 6 + 3, 4 * 6 + 2, 3 * 6 + 1]);
    expect(NEIGH[0 * 4 + N]).toBe(-1);
    expect(NEIGH[0 * 4 + W]).toBe(-1);
  });
  it('HR-3.4: rotation turns CURVE N–E into E–S, S–W, W–N', () => {
    const c = SHAPE_MASK.CURVE;
    expect([0, 1, 2, 3].map((r) => rotateMask(c, r))).toEqual([pairBit(N, E), pairBit(E, S), pairBit(S, W), pairBit(W, N)]);
    expect(CARD_MASKS['R19']).toEqual([pairBit(N, E), pairBit(E, S), pairBit(S, W), pairBit(W, N)]);
  });
  it('HR-3.5, HR-3.9: a circle links on all four sides; track pointing at nothing is an open end', () => {
    // (2,2) E–W straight next to G: stepping N from (2,2) is not an allowed exit; a step from G S is an open end.
    let s = table({ hands: [['R18']], rail: [[2, 2, 'R28', 1]] });
    s = act(s, 0, { type: 'MOVE_START', card: 'R18' });
    const t = act(s, 0, { type: 'STEP', exit: 'S' });
    expect(t.stats.derailments).toBe(1);
    // Every side of G is a port: W, E, N from G lead off track but each is an allowed exit.
    expect(legalActions(s, 0).filter((a) => a.type === 'STEP')).toHaveLength(4);
  });
  it('HR-3.6: only the top card of a stack counts (upgraded cell keeps covered cards out of play)', () => {
    const s = act(table({ hands: [['R12']], rail: [[2, 3, 'R38', 0]] }), 0, {
      type: 'UPGRADE_RAIL',
      card: 'R12',
      cell: at(2, 3),
      rotation: 1,
    });
    const v = view(s, 1);
    expect(v.board[3 * 6 + 2]?.stack.map((x) => x.card)).toEqual(['R38', 'R12']);
  });
  it('HR-3.7/HR-7.4: no reversing; loops may be followed and cells revisited', () => {
    // A 2 × 2 loop of curves in the top-left corner: (0,0) E–S, (1,0) S–W, (1,1) N–W, (0,1) N–E.
    let s = table({
      rail: [
        [0, 0, 'R01', 1],
        [1, 0, 'R02', 2],
        [1, 1, 'R07', 3],
        [0, 1, 'R11', 0],
      ],
      pos: [[0, 0, 'S']],
      move: { mp: 9, stepsTaken: 1 },
    });
    rej(s, 0, { type: 'STEP', exit: 'S' }, 'HR_BAD_EXIT');
    for (const exit of ['E', 'S', 'W', 'N', 'E'] as const) s = act(s, 0, { type: 'STEP', exit });
    expect(seatOf(s, 0).pos).toEqual({ x: 1, y: 0, entry: 'W' });
    expect(s.move?.mp).toBe(4);
  });
  it('HR-3.10: circle distances G–1 = 3, 1–3 = 2, 1–2 = 3, 1–9 = 10, G–9 = 11', () => {
    expect([circleDistance('G', 1), circleDistance(1, 3), circleDistance(1, 2), circleDistance(1, 9), circleDistance('G', 9)]).toEqual([
      3, 2, 3, 10, 11,
    ]);
  });
});

describe('HR-4 setup', () => {
  it('HR-4.1, HR-4.2, HR-4.3, HR-4.4, HR-4.5, HR-4.6, HR-4.7, HR-5.2: hands, tokens, supply, engines in G, first player draws', () => {
    for (const n of [2, 3, 4]) {
      const s = setup(parseConfig({}, n), 'setup', n);
      expect(s.players).toHaveLength(n);
      expect(s.circleTokens).toHaveLength(9);
      expect(s.reserve).toHaveLength(6);
      expect(new Set([...s.circleTokens, ...s.reserve]).size).toBe(15);
      expect(s.supply).toEqual({ HERESY: 2, BOATMAN: 2, TENDER: 2, SOUL_CATCHER: 2, CHECK: 8 });
      expect(s.cerberus).toBeNull();
      s.players.forEach((p, k) => {
        expect(p.hand).toHaveLength(k === s.firstSeat ? 4 : 3);
        expect(p.pos).toEqual({ x: 2, y: 1, entry: null });
        expect(p.train.length + p.setOut.length + p.heresy + p.boatman + p.tender + p.soulCatcher).toBe(0);
      });
      expect(s.drawPile).toHaveLength(45 - 3 * n - 1);
      expect(s.discard).toEqual([]);
      expect(s.active).toBe(s.firstSeat);
      expect(s.turn).toBe(1);
    }
  });
  it('HR-4.8: the same seed gives the same game; the first player is random', () => {
    expect(setup(parseConfig({}, 3), 'x', 3)).toEqual(setup(parseConfig({}, 3), 'x', 3));
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => setup(parseConfig({}, 4), `f${i}`, 4).firstSeat));
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe('HR-5 turn structure and validation', () => {
  it('HR-5.8, HR-5.9: validation order GAME_OVER, NOT_YOUR_TURN, WRONG_PHASE, BAD_PARAMS', () => {
    const s = table({ hands: [['R28']] });
    rej(s, 1, { type: 'STEP', exit: 'Q' }, 'HR_NOT_YOUR_TURN');
    rej(s, 0, { type: 'STEP', exit: 'Q' }, 'HR_WRONG_PHASE');
    rej(s, 0, { type: 'LAY_RAIL', card: 'R28', cell: at(2, 2), rotation: 0, extra: 1 }, 'HR_BAD_PARAMS');
    rej(s, 0, { type: 'LAY_RAIL', card: 'R28', cell: { x: 2.5, y: 2 }, rotation: 0 }, 'HR_BAD_PARAMS');
    rej(s, 0, { type: 'LAY_RAIL', card: 'R28', rotation: 0 }, 'HR_BAD_PARAMS');
    rej(s, 0, { type: 'FLY' }, 'HR_BAD_PARAMS');
    const over: HrState = { ...s, ...idle('GAME_OVER') };
    rej(over, 1, { type: 'END_TURN' }, 'HR_GAME_OVER');
  });
  it('HR-5.3: any number of card actions in any order in ACTIONS', () => {
    let s = table({ hands: [['R28', 'R38', 'R18']] });
    s = act(s, 0, { type: 'LAY_RAIL', card: 'R28', cell: at(2, 2), rotation: 0 });
    s = act(s, 0, { type: 'LAY_RAIL', card: 'R38', cell: at(2, 3), rotation: 0 });
    s = act(s, 0, { type: 'MOVE_START', card: 'R18' });
    s = act(s, 0, { type: 'STEP', exit: 'S' });
    s = act(s, 0, { type: 'STOP' });
    expect(s.phase).toBe('ACTIONS');
  });
  it('HR-4.7, HR-5.4, HR-5.5: turns wrap in seat order; a round ends after the seat before the first', () => {
    let s = table({ seats: 3, active: 1 });
    s = act(s, 1, { type: 'END_TURN' });
    expect([s.active, s.round]).toEqual([2, 0]);
    s = act(s, 2, { type: 'END_TURN' });
    expect([s.active, s.round]).toEqual([0, 0]);
    expect(seatOf(s, 0).hand).toHaveLength(1);
    s = act(s, 0, { type: 'END_TURN' });
    expect([s.active, s.round, s.turn]).toEqual([1, 1, 4]);
  });
  it('HR-5.5 step 2 (handLimit): the player discards down to the limit, choosing which', () => {
    let s = table({ config: { handLimit: 2 }, hands: [['R01', 'R02', 'R03', 'R04']] });
    s = act(s, 0, { type: 'END_TURN' });
    expect(s.phase).toBe('HAND_LIMIT');
    rej(s, 0, { type: 'DISCARD', card: 'R09' }, 'HR_CARD_NOT_IN_HAND');
    s = act(s, 0, { type: 'DISCARD', card: 'R03' });
    expect(s.phase).toBe('HAND_LIMIT');
    s = act(s, 0, { type: 'DISCARD', card: 'R01' });
    expect(seatOf(s, 0).hand).toEqual(['R02', 'R04']);
    expect(s.active).toBe(1);
  });
  it('HR-5.5 step 3, HR-13.4: roundLimit ends the game after that turn', () => {
    let s = table({ seats: 2, config: { roundLimit: 1 } });
    s = act(s, 0, { type: 'END_TURN' });
    s = act(s, 1, { type: 'END_TURN' });
    expect(s.phase).toBe('GAME_OVER');
    expect(s.endReason).toBe('ROUND_LIMIT');
  });
  it('HR-5.7: only the active player, or the reacting player in REACTION, acts', () => {
    const s = table();
    expect(legalActions(s, 1)).toEqual([]);
    expect(hellrail.activeSeats(s)).toEqual([0]);
  });
});

describe('HR-6 card actions', () => {
  it('HR-6.1: PICK_UP needs a circle, the right pickup circle (never G) and room', () => {
    rej(table({ hands: [['R03']], rail: [[2, 2, 'R28', 0]], pos: [[2, 2, 'N']] }), 0, { type: 'PICK_UP', card: 'R03' }, 'HR_NOT_IN_CIRCLE');
    rej(table({ hands: [['R03']] }), 0, { type: 'PICK_UP', card: 'R03' }, 'HR_WRONG_PICKUP_CIRCLE');
    rej(table({ hands: [['R03']], pos: [1] }), 0, { type: 'PICK_UP', card: 'R04' }, 'HR_CARD_NOT_IN_HAND');
    rej(
      table({ hands: [['R03']], pos: [1], trains: [['R11', 'R12']], players: [{ tender: 2 }], config: { maxCars: 4 } }),
      0,
      { type: 'PICK_UP', card: 'R03' },
      'HR_TRAIN_FULL',
    );
    const s = act(table({ hands: [['R03', 'R01']], pos: [1], trains: [['R11']] }), 0, { type: 'PICK_UP', card: 'R01' });
    expect(seatOf(s, 0).train).toEqual(['R11', 'R01']);
  });
  it('HR-6.2: SET_OUT from anywhere in the train at its set-out circle; the car is hidden from others', () => {
    rej(table({ trains: [['R03']], pos: [3] }), 0, { type: 'SET_OUT', car: 'R03' }, 'HR_WRONG_SETOUT_CIRCLE');
    rej(table({ trains: [['R03']], rail: [[2, 2, 'R28', 0]], pos: [[2, 2, 'N']] }), 0, { type: 'SET_OUT', car: 'R03' }, 'HR_NOT_IN_CIRCLE');
    const s = act(table({ trains: [['R03', 'R13', 'R11']], pos: [5] }), 0, { type: 'SET_OUT', car: 'R03' });
    expect(seatOf(s, 0).train).toEqual(['R13', 'R11']);
    expect(view(s, 1).players[0]!.setOut).toBeNull();
    expect(view(s, 1).players[0]?.setOutCount).toBe(1);
    expect(view(s, 0).players[0]?.setOut).toEqual(['R03']);
  });
});

describe('HR-7 movement details', () => {
  it('HR-7.3: railStepCost 2 — a step into rail costs 2, into a circle 1; HR_NO_MP', () => {
    let s = table({
      config: { railStepCost: 2 },
      hands: [['R02']],
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R12', 1],
      ],
    });
    s = act(s, 0, { type: 'MOVE_START', card: 'R02' });
    s = act(s, 0, { type: 'STEP', exit: 'S' });
    expect(s.move?.mp).toBe(2);
    s = act(s, 0, { type: 'STEP', exit: 'S' });
    expect(s.move).toBeNull();
    expect(s.phase).toBe('ACTIONS');
    const u = table({
      config: { railStepCost: 2 },
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R12', 1],
      ],
      pos: [[2, 2, 'N']],
      move: { mp: 1, stepsTaken: 1 },
    });
    rej(u, 0, { type: 'STEP', exit: 'S' }, 'HR_NO_MP');
  });
  it('HR-7.6 step 6: Check tokens trigger for the pushed engine first, then for the mover', () => {
    const s = table({
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
        [2, 4, 'R39', 0],
      ],
      checks: [
        [2, 3],
        [2, 4],
      ],
      pos: [
        [2, 2, 'N'],
        [2, 3, 'N'],
      ],
      trains: [['R21'], ['R26']],
      drawTop: ['R06', 'R13'],
      move: { mp: 3, stepsTaken: 1 },
    });
    const t = act(s, 0, { type: 'STEP', exit: 'S' });
    // Q (seat 1) revealed R06 (b3): keeps R26; M revealed R13 (b1): keeps R21 (load 1 ≤ 1).
    expect(t.events.filter((e) => e.kind === 'REVEAL').map((e) => (e as { card: string }).card)).toEqual(['R06', 'R13']);
    expect(t.events.filter((e) => e.kind === 'CHECK').map((e) => (e as { seat: number }).seat)).toEqual([1, 0]);
  });
  it('HR-7.7: a cell beyond with an engine but no port is an open end: Q derails', () => {
    const s = table({
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
        [2, 4, 'R26', 1],
      ],
      pos: [
        [2, 2, 'N'],
        [2, 3, 'N'],
        [2, 4, 'W'],
      ],
      hands: [[], ['R01']],
      move: { mp: 3, stepsTaken: 1 },
    });
    const t = act(s, 0, { type: 'STEP', exit: 'S' });
    expect(seatOf(t, 1).pos).toEqual({ x: 2, y: 1, entry: null });
    expect(seatOf(t, 1).hand).toEqual([]);
  });
  it('HR-7.8: in upTo mode STOP needs a step first', () => {
    const s = table({ rail: [[2, 2, 'R28', 0]], move: { mp: 3, stepsTaken: 0 } });
    rej(s, 0, { type: 'STOP' }, 'HR_STOP_NOT_ALLOWED');
  });
  it('HR-7.9, HR-7.10, HR-11.3: jump checks; landing in a circle gives the circle entry; reusableTokens keeps the Boatman', () => {
    const spec: TableSpec = {
      hands: [['R27', 'R09']],
      pos: [[2, 2, 'N']],
      rail: [[2, 2, 'R28', 0]],
      move: { mp: 4, stepsTaken: 1 },
      players: [{ boatman: 1 }],
    };
    rej(table({ ...spec, players: [{}] }), 0, { type: 'JUMP', exit: 'S', card: 'R27' }, 'HR_NO_BOATMAN');
    rej(table({ ...spec, move: { mp: 0, stepsTaken: 1 } }), 0, { type: 'JUMP', exit: 'S', card: 'R27' }, 'HR_NO_MP');
    rej(
      table({
        ...spec,
        rail: [
          [2, 2, 'R28', 0],
          [2, 3, 'R38', 0],
        ],
      }),
      0,
      { type: 'JUMP', exit: 'S', card: 'R27' },
      'HR_JUMP_NO_GAP',
    );
    rej(table(spec), 0, { type: 'JUMP', exit: 'S', card: 'R01' }, 'HR_CARD_NOT_IN_HAND');
    // (2,3)…(2,12) are empty down to the edge: no landing.
    rej(table(spec), 0, { type: 'JUMP', exit: 'S', card: 'R09' }, 'HR_JUMP_TOO_FAR');
    // From (1,4) heading S over nothing: circle 3 is adjacent, so no gap. From (1,2) S: (1,3) is circle 1 → no gap.
    const c = table({
      hands: [['R27']],
      rail: [[1, 1, 'R28', 0]],
      pos: [[1, 1, 'N']],
      move: { mp: 4, stepsTaken: 1 },
      players: [{ boatman: 1 }],
    });
    const t = act(c, 0, { type: 'JUMP', exit: 'S', card: 'R27' });
    expect(seatOf(t, 0).pos).toEqual({ x: 1, y: 3, entry: null });
    expect(['CIRCLE_ENTRY', 'ACTIONS']).toContain(t.phase);
    const r = act(
      table({
        ...c,
        config: { reusableTokens: true },
        hands: [['R27']],
        rail: [[1, 1, 'R28', 0]],
        pos: [[1, 1, 'N']],
        move: { mp: 4, stepsTaken: 1 },
        players: [{ boatman: 1 }],
      } as TableSpec),
      0,
      { type: 'JUMP', exit: 'S', card: 'R27' },
    );
    expect(seatOf(r, 0).boatman).toBe(1);
  });
  it('HR-7.9/HR-11.7: landing a jump on a Check triggers it', () => {
    const s = table({
      hands: [['R27']],
      trains: [['R21', 'R15']],
      rail: [
        [2, 4, 'R39', 0],
        [2, 7, 'R28', 0],
      ],
      checks: [[2, 7]],
      pos: [[2, 4, 'N']],
      move: { mp: 4, stepsTaken: 1 },
      players: [{ boatman: 1 }],
      drawTop: ['R13'],
    });
    const t = act(s, 0, { type: 'JUMP', exit: 'S', card: 'R27' });
    expect(seatOf(t, 0).train).toEqual(['R21']);
  });
  it('HR-7.11: the Cerberus toll is paid even when the first step derails; derailing out costs nothing', () => {
    const s = table({ hands: [['R15', 'R02', 'R17']], pos: [7], cerberus: 7 });
    let t = act(s, 0, { type: 'MOVE_START', card: 'R15', cerberusCards: ['R02', 'R17'] });
    t = act(t, 0, { type: 'STEP', exit: 'W' });
    expect(t.stats.derailments).toBe(1);
    expect(t.discard).toEqual(expect.arrayContaining(['R15', 'R02', 'R17']));
  });
});

describe('HR-8 derailment', () => {
  it('HR-8.1 (pushDerailDiscardsHand = false): a pushed engine keeps its hand but loses cars and Tenders', () => {
    const s = table({
      config: { pushDerailDiscardsHand: false },
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
      ],
      pos: [
        [2, 2, 'N'],
        [2, 3, 'N'],
      ],
      hands: [[], ['R01', 'R02']],
      trains: [[], ['R26']],
      players: [{}, { tender: 1, heresy: 1, boatman: 1, engineToken: 'LUST' }],
      move: { mp: 3, stepsTaken: 1 },
    });
    const t = act(s, 0, { type: 'STEP', exit: 'S' });
    const q = seatOf(t, 1);
    expect(q.hand).toEqual(['R01', 'R02']);
    expect(q.train).toEqual([]);
    expect(q.tender).toBe(0);
    // HR-8.2: tokens and the engine card token are kept.
    expect([q.heresy, q.boatman, q.engineToken]).toEqual([1, 1, 'LUST']);
    expect(t.active).toBe(0);
  });
});

describe('HR-9 circle effects: general rules', () => {
  it('HR-9.2: no available option skips CIRCLE_ENTRY; the engine token is usable in G', () => {
    let s = table({ hands: [['R18']], rail: [[2, 2, 'R28', 0]], pos: [[2, 2, 'S']], move: { mp: 3, stepsTaken: 1 } });
    expect(act(s, 0, { type: 'STEP', exit: 'N' }).phase).toBe('ACTIONS');
    s = table({ rail: [[2, 2, 'R28', 0]], pos: [[2, 2, 'S']], move: { mp: 3, stepsTaken: 1 }, players: [{ engineToken: 'GUARD_DUTY' }] });
    const t = act(s, 0, { type: 'STEP', exit: 'N' });
    expect(t.phase).toBe('CIRCLE_ENTRY');
    rej(t, 0, { type: 'USE_CIRCLE_EFFECT' }, 'HR_EFFECT_UNAVAILABLE');
    const u = act(t, 0, { type: 'USE_ENGINE_TOKEN', params: { circle: 9 } });
    expect(u.cerberus).toBe(9);
    expect(u.reserve).toContain('GUARD_DUTY');
  });
  it('HR-9.2: unavailable effect and missing engine token codes', () => {
    const s = entering({}, 3, 'GERYON');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { car: 'R01' } }, 'HR_EFFECT_UNAVAILABLE');
    rej(s, 0, { type: 'USE_ENGINE_TOKEN' }, 'HR_NO_ENGINE_TOKEN');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT' }, 'HR_BAD_PARAMS');
  });
  it('HR-9.3: one decision per entry', () => {
    const s = act(entering({}, 3, 'BOATMAN'), 0, { type: 'DECLINE_EFFECT' });
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT' }, 'HR_WRONG_PHASE');
  });
  it('HR-9.2: a pushed engine gets no circle entry (E9), a self-move does', () => {
    const s = table({
      rail: [[1, 4, 'R28', 0]],
      pos: [[1, 4, 'S']],
      move: { mp: 3, stepsTaken: 1 },
      circleTokens: ['BOATMAN', 'ABYSS', 'CHAOS_REIGNS', 'DELINQUENCY', 'FALSE_PATH', 'GERYON', 'GLUTTONY', 'GUARD_DUTY', 'HERESY'],
    });
    expect(act(s, 0, { type: 'STEP', exit: 'N' }).phase).toBe('CIRCLE_ENTRY');
  });
  it('HR-9.6: firstVisitorOnly — a claimed circle offers no token; Chaos Reigns unclaims', () => {
    const spec: TableSpec = {
      config: { firstVisitorOnly: true },
      rail: [[1, 4, 'R28', 0]],
      pos: [[1, 4, 'S']],
      move: { mp: 3, stepsTaken: 1 },
      circleTokens: ['BOATMAN', 'ABYSS', 'CHAOS_REIGNS', 'DELINQUENCY', 'FALSE_PATH', 'GERYON', 'GLUTTONY', 'GUARD_DUTY', 'HERESY'],
    };
    const first = act(table(spec), 0, { type: 'STEP', exit: 'N' });
    expect(first.phase).toBe('CIRCLE_ENTRY');
    expect(first.claimed[0]).toBe(true);
    const again = table(spec);
    again.claimed[0] = true;
    expect(act(again, 0, { type: 'STEP', exit: 'N' }).phase).toBe('ACTIONS');
    const chaos = act(entering({ config: { firstVisitorOnly: true } }, 4, 'CHAOS_REIGNS'), 0, { type: 'USE_CIRCLE_EFFECT' });
    expect(chaos.claimed.every((c) => !c)).toBe(true);
  });
  it('HR-9.7: a reveal that empties the draw pile reshuffles the discards without the revealed card', () => {
    const s = entering({ trains: [['R36']], drawTop: ['R45'], drawSize: 1, discard: ['R01', 'R02'] }, 3, 'GERYON');
    const t = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { car: 'R36' } });
    expect(seatOf(t, 0).setOut).toContain('R36');
    expect([...t.drawPile].sort()).toEqual(['R01', 'R02']);
    expect(t.discard).toEqual(['R45']);
  });
  it('HR-9.9: a car moving into a full train is discarded', () => {
    const s = entering({ config: { maxCars: 2 }, trains: [['R07', 'R01'], ['R20']], drawTop: ['R05'] }, 3, 'THIEVERY');
    const t = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { car: 'R20' } });
    expect(seatOf(t, 0).train).toEqual(['R07', 'R01']);
    expect(seatOf(t, 1).train).toEqual([]);
    expect(t.discard).toContain('R20');
  });
  it('HR-9.10: a stolen card taken by Lust loses its mark', () => {
    let s = act(entering({ hands: [['R02'], ['R03', 'R04', 'R05']] }, 3, 'GLUTTONY'), 0, { type: 'USE_CIRCLE_EFFECT' });
    s = act(s, 0, { type: 'STEAL', from: 1 });
    expect(seatOf(s, 0).stolen).toHaveLength(1);
  });
});

describe('HR-10 every circle effect', () => {
  it('HR-10.1 Abyss with abyssRemovesStack = false removes only the top card', () => {
    const s = entering(
      { config: { abyssRemovesStack: false }, hands: [['R02']], rail: [[2, 5, ['R28', 'R34'], [1, 0]]], checks: [[2, 5]] },
      3,
      'ABYSS',
    );
    const t = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R02', cell: at(2, 5) } });
    expect(t.board[5 * 6 + 2]).toEqual({ stack: [{ card: 'R28', rot: 1 }], check: true });
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R02', cell: at(3, 5) } }, 'HR_NO_RAIL_HERE');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R13', cell: at(2, 5) } }, 'HR_CARD_NOT_IN_HAND');
  });
  it('HR-10.2 Boatman, HR-10.10 Heresy, HR-11.1 holding limits: take a token; several may be held; unavailable when the supply is empty', () => {
    const s = act(entering({ players: [{ boatman: 1 }] }, 3, 'BOATMAN'), 0, { type: 'USE_CIRCLE_EFFECT' });
    expect([seatOf(s, 0).boatman, s.supply.BOATMAN]).toEqual([2, 0]);
    rej(entering({ players: [{ boatman: 1 }, { boatman: 1 }] }, 3, 'BOATMAN'), 0, { type: 'USE_CIRCLE_EFFECT' }, 'HR_EFFECT_UNAVAILABLE');
    const h = act(entering({}, 3, 'HERESY'), 0, { type: 'USE_CIRCLE_EFFECT' });
    expect([seatOf(h, 0).heresy, h.supply.HERESY]).toEqual([1, 1]);
  });
  it('HR-10.3 Brimstone Tender: needs load + 1 ≤ maxCars; draws 3 and forbids STOKE', () => {
    const s = act(entering({ hands: [['R01']] }, 3, 'BRIMSTONE_TENDER'), 0, { type: 'USE_CIRCLE_EFFECT' });
    expect(seatOf(s, 0).tender).toBe(1);
    rej(s, 0, { type: 'STOKE', card: 'R01' }, 'HR_STOKE_WITH_TENDER');
    rej(
      entering({ trains: [['R01', 'R02', 'R03', 'R04', 'R05']] }, 3, 'BRIMSTONE_TENDER'),
      0,
      { type: 'USE_CIRCLE_EFFECT' },
      'HR_EFFECT_UNAVAILABLE',
    );
  });
  it('HR-10.4 Chaos Reigns: all 15 tokens reshuffled, engine cards emptied', () => {
    const s = entering({ players: [{}, { engineToken: 'LUST' }] }, 4, 'CHAOS_REIGNS');
    const t = act(s, 0, { type: 'USE_CIRCLE_EFFECT' });
    expect(t.players.every((p) => p.engineToken === null)).toBe(true);
    expect(t.circleTokens).toHaveLength(9);
    expect(t.reserve).toHaveLength(6);
    expect(new Set([...t.circleTokens, ...t.reserve]).size).toBe(15);
    expect(t.phase).toBe('ACTIONS');
  });
  it('HR-10.5 Delinquency: place a Check; with all 8 placed, move one', () => {
    const spec: TableSpec = {
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
      ],
    };
    const s = act(entering(spec, 3, 'DELINQUENCY'), 0, { type: 'USE_CIRCLE_EFFECT', params: { cell: at(2, 2) } });
    expect([s.board[2 * 6 + 2]?.check, s.supply.CHECK]).toEqual([true, 7]);
    rej(entering(spec, 3, 'DELINQUENCY'), 0, { type: 'USE_CIRCLE_EFFECT', params: { cell: at(3, 2) } }, 'HR_BAD_TARGET');
    rej(
      entering(spec, 3, 'DELINQUENCY'),
      0,
      { type: 'USE_CIRCLE_EFFECT', params: { cell: at(2, 2), moveFrom: at(2, 3) } },
      'HR_BAD_TARGET',
    );
    const full = entering({ ...spec, checks: [[2, 3]] }, 3, 'DELINQUENCY');
    full.supply.CHECK = 0;
    rej(full, 0, { type: 'USE_CIRCLE_EFFECT', params: { cell: at(2, 2) } }, 'HR_BAD_TARGET');
    const moved = act(full, 0, { type: 'USE_CIRCLE_EFFECT', params: { cell: at(2, 2), moveFrom: at(2, 3) } });
    expect([moved.board[2 * 6 + 2]?.check, moved.board[3 * 6 + 2]?.check]).toEqual([true, false]);
  });
  it('HR-10.6 False Path: rotate, repeat, finish; same rotation is HR_BAD_TARGET', () => {
    const spec: TableSpec = { hands: [['R02', 'R13', 'R18']], rail: [[2, 2, 'R34', 0]] };
    let s = entering(spec, 3, 'FALSE_PATH');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R02', cell: at(2, 2), rotation: 0 } }, 'HR_BAD_TARGET');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R18', cell: at(2, 2), rotation: 1 } }, 'HR_BRIMSTONE_MISMATCH');
    s = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R02', cell: at(2, 2), rotation: 1 } });
    expect(s.phase).toBe('FALSE_PATH');
    expect(s.board[2 * 6 + 2]?.stack[0]?.rot).toBe(1);
    s = act(s, 0, { type: 'ROTATE', card: 'R13', cell: at(2, 2), rotation: 2 });
    expect(s.board[2 * 6 + 2]?.stack[0]?.rot).toBe(2);
    expect(s.discard).toEqual(['R02', 'R13']);
    s = act(s, 0, { type: 'FINISH' });
    expect(s.phase).toBe('ACTIONS');
  });
  it('HR-10.9 Guard Duty: Cerberus to any circle card; other targets are HR_BAD_TARGET', () => {
    const s = entering({}, 3, 'GUARD_DUTY');
    expect(act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { circle: 'G' } }).cerberus).toBe('G');
    expect(act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { circle: 3 } }).cerberus).toBe(3);
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { circle: 10 } }, 'HR_BAD_TARGET');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { circle: 'H' } }, 'HR_BAD_TARGET');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { circle: 2.5 } }, 'HR_BAD_TARGET');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { circle: 3, x: 1 } }, 'HR_BAD_PARAMS');
  });
  it('HR-10.11 Infernal Power: unavailable with a token already on the engine card', () => {
    rej(entering({ players: [{ engineToken: 'LUST' }] }, 3, 'INFERNAL_POWER'), 0, { type: 'USE_CIRCLE_EFFECT' }, 'HR_EFFECT_UNAVAILABLE');
  });
  it('HR-10.12 Lust: a target must be another player; Heresy blocks', () => {
    const s = entering({ hands: [['R06'], ['R25']], drawTop: ['R27'], players: [{}, { heresy: 1 }] }, 3, 'LUST');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: 0 } }, 'HR_BAD_TARGET');
    let t = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: 1 } });
    expect(t.phase).toBe('REACTION');
    expect(
      legalActions(t, 1)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['HERESY_ALLOW', 'HERESY_BLOCK']);
    t = act(t, 1, { type: 'HERESY_ALLOW' });
    expect(seatOf(t, 0).hand).toEqual(['R06', 'R25']);
  });
  it('HR-10.13 Shift Change: circle and reserve targets; its own circle is HR_BAD_TARGET', () => {
    const s = entering({}, 4, 'SHIFT_CHANGE');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'circle', circle: 4 } } }, 'HR_BAD_TARGET');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'engine', player: 1 } } }, 'HR_BAD_TARGET');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'moon' } } }, 'HR_BAD_TARGET');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'circle', circle: 12 } } }, 'HR_BAD_TARGET');
    const c = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'circle', circle: 1 } } });
    expect([c.circleTokens[0], c.circleTokens[3]]).toEqual(['SHIFT_CHANGE', s.circleTokens[0]]);
    const r = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'reserve' } } });
    expect(r.reserve).toContain('SHIFT_CHANGE');
    expect(s.reserve).toContain(r.circleTokens[3]);
  });
  it('HR-10.14 Soul Catcher: at most one per player', () => {
    const s = act(entering({}, 3, 'SOUL_CATCHER'), 0, { type: 'USE_CIRCLE_EFFECT' });
    expect(seatOf(s, 0).soulCatcher).toBe(1);
    rej(entering({ players: [{ soulCatcher: 1 }] }, 3, 'SOUL_CATCHER'), 0, { type: 'USE_CIRCLE_EFFECT' }, 'HR_EFFECT_UNAVAILABLE');
  });
  it('HR-10.15 Thievery with several candidates: THIEVERY_GIVE', () => {
    // Reveal R05 (b3); Blue has two b3 cars (R12, R27); R31 (b4) is targeted.
    let s = entering({ trains: [['R12', 'R27'], ['R31']], drawTop: ['R05'] }, 3, 'THIEVERY');
    rej(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { car: 'R12' } }, 'HR_BAD_TARGET');
    s = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { car: 'R31' } });
    expect(s.phase).toBe('THIEVERY_GIVE');
    rej(s, 0, { type: 'GIVE_CAR', car: 'R31' }, 'HR_BAD_TARGET');
    s = act(s, 0, { type: 'GIVE_CAR', car: 'R27' });
    expect(seatOf(s, 1).train).toEqual(['R31', 'R27']);
    expect(s.events.filter((e) => e.kind === 'THIEVERY')).toEqual([{ kind: 'THIEVERY', seat: 0, target: 1, car: 'R27', result: 'given' }]);
    expect(s.discard.at(-1)).toBe('R05');
    expect(s.phase).toBe('ACTIONS');
  });
});

describe('HR-11 special tokens', () => {
  const push: TableSpec = {
    rail: [
      [2, 2, 'R28', 0],
      [2, 3, 'R38', 0],
      [2, 4, 'R39', 0],
    ],
    pos: [
      [2, 2, 'N'],
      [2, 3, 'N'],
    ],
    trains: [[], ['R26', 'R31']],
    players: [{ soulCatcher: 1 }],
    move: { mp: 3, stepsTaken: 1 },
  };
  it('HR-11.5 Soul Catcher: discard one car of the pushed train, token back to the supply', () => {
    const t = act(table(push), 0, { type: 'STEP', exit: 'S', soulCatcherCar: 'R31' });
    expect(seatOf(t, 1).train).toEqual(['R26']);
    expect(seatOf(t, 1).pos).toEqual({ x: 2, y: 4, entry: 'N' });
    expect([seatOf(t, 0).soulCatcher, t.supply.SOUL_CATCHER]).toEqual([0, 2]);
    rej(table(push), 0, { type: 'STEP', exit: 'S', soulCatcherCar: 'R01' }, 'HR_SOUL_CATCHER_INVALID');
    rej(table({ ...push, players: [{}] }), 0, { type: 'STEP', exit: 'S', soulCatcherCar: 'R31' }, 'HR_SOUL_CATCHER_INVALID');
    const noPush = table({ ...push, pos: [[2, 2, 'N'], 'G'] });
    rej(noPush, 0, { type: 'STEP', exit: 'S', soulCatcherCar: 'R31' }, 'HR_SOUL_CATCHER_INVALID');
    rej(noPush, 0, { type: 'STEP', exit: 'S', pushExit: 'S' }, 'HR_BAD_PUSH_EXIT');
  });
  it('HR-11.5 with Heresy: the block saves the car, the token is spent anyway, the push goes on', () => {
    let s = act(table({ ...push, players: [{ soulCatcher: 1 }, { heresy: 1 }] }), 0, { type: 'STEP', exit: 'S', soulCatcherCar: 'R31' });
    expect(s.phase).toBe('REACTION');
    expect(seatOf(s, 0).soulCatcher).toBe(0);
    rej(s, 0, { type: 'HERESY_ALLOW' }, 'HR_NOT_YOUR_TURN');
    s = act(s, 1, { type: 'HERESY_BLOCK' });
    expect(seatOf(s, 1).train).toEqual(['R26', 'R31']);
    expect(seatOf(s, 1).pos).toEqual({ x: 2, y: 4, entry: 'N' });
    expect(seatOf(s, 0).pos).toEqual({ x: 2, y: 3, entry: 'N' });
    expect(s.phase).toBe('MOVING');
    const r = act(table({ ...push, config: { reusableTokens: true } }), 0, { type: 'STEP', exit: 'S', soulCatcherCar: 'R31' });
    expect(seatOf(r, 0).soulCatcher).toBe(1);
  });
  it('HR-11.2: HERESY_BLOCK without a token is HR_NO_HERESY', () => {
    const s = table({ ...push, players: [{ soulCatcher: 1 }, { heresy: 1 }] });
    let t = act(s, 0, { type: 'STEP', exit: 'S', soulCatcherCar: 'R31' });
    t = { ...t, players: t.players.map((p, k) => (k === 1 ? { ...p, heresy: 0 } : p)) };
    rej(t, 1, { type: 'HERESY_BLOCK' }, 'HR_NO_HERESY');
  });
  it('HR-11.6: Cerberus affects the player who placed it', () => {
    let s = act(entering({ hands: [['R18']] }, 3, 'GUARD_DUTY'), 0, { type: 'USE_CIRCLE_EFFECT', params: { circle: 3 } });
    rej(s, 0, { type: 'MOVE_START', card: 'R18' }, 'HR_CERBERUS_UNPAID');
    s = { ...s };
    expect(legalActions(s, 0).some((a) => a.type === 'MOVE_START')).toBe(false);
  });
});

describe('HR-12, HR-13, HR-15, HR-16', () => {
  it('HR-12.1, HR-12.2: STOKE draws brimstone cards and ends the turn', () => {
    const s = act(table({ hands: [['R04', 'R01']] }), 0, { type: 'STOKE', card: 'R04' });
    expect(seatOf(s, 0).hand).toHaveLength(6);
    expect(s.active).toBe(1);
    rej(table({ hands: [['R04']] }), 0, { type: 'STOKE', card: 'R01' }, 'HR_CARD_NOT_IN_HAND');
  });
  it('HR-15: views hide hands, set-out cards, the reserve and face-down tokens; Lust peeks are private', () => {
    const s = entering(
      { config: { effectTokensFaceUp: false }, hands: [['R06'], ['R25', 'R02']], setOut: [[], ['R36']], drawTop: ['R27'] },
      3,
      'LUST',
    );
    s.circleFaceUp = s.circleFaceUp.map((_, i) => i === 2);
    const t = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: 1 } });
    const v2 = view(t, 2);
    expect(seatOf(v2, 1).hand).toBeNull();
    expect(seatOf(v2, 1).handSize).toBe(1);
    expect(seatOf(v2, 1).setOut).toBeNull();
    expect(v2.circleTokens.filter((x) => x !== null)).toHaveLength(1);
    expect(v2.reserveSize).toBe(6);
    expect(v2.events.some((e) => e.kind === 'HAND_PEEK')).toBe(false);
    expect(view(t, 0).events.some((e) => e.kind === 'HAND_PEEK')).toBe(true);
    const over: HrState = { ...t, ...idle('GAME_OVER') };
    expect(view(over, 2).players[1]?.setOut).toEqual(['R36']);
    expect(JSON.stringify(view(t, null))).not.toContain('R02');
  });
  it('HR-16 effectTokensFaceUp = false: a token turns face up when an engine enters its circle', () => {
    const s = table({
      config: { effectTokensFaceUp: false },
      rail: [[1, 4, 'R28', 0]],
      pos: [[1, 4, 'S']],
      move: { mp: 3, stepsTaken: 1 },
    });
    expect(view(s, 1).circleTokens[0]).toBeNull();
    const t = act(s, 0, { type: 'STEP', exit: 'N' });
    expect(view(t, 1).circleTokens[0]).toBe(s.circleTokens[0]);
  });
  it('HR-16, HR-21.6: defaults equal the data file; bad configs are rejected; catchUpCard deals one extra card', () => {
    expect(DEFAULT_CONFIG).toEqual(HELLRAIL_DATA.configDefaults);
    expect(parseConfig({}, 3)).toEqual(DEFAULT_CONFIG);
    expect(() => parseConfig({ moveMode: 'fast' }, 3)).toThrow();
    expect(() => parseConfig({ colour: 1 }, 3)).toThrow();
    expect(() => parseConfig({}, 5)).toThrow();
    const h5 = setup(parseConfig({ handStart: 5 }, 2), 'hs', 2);
    expect(h5.players.map((p, k) => p.hand.length - (k === h5.firstSeat ? 1 : 0))).toEqual([5, 5]);
    // maxCars = null: no limit on picking up (brimstone 5 still caps moving).
    const big = table({ config: { maxCars: null }, hands: [['R03']], trains: [['R11', 'R12', 'R13', 'R14', 'R15']], pos: [1] });
    expect(act(big, 0, { type: 'PICK_UP', card: 'R03' }).players[0]?.train).toHaveLength(6);
    const s = setup(parseConfig({ catchUpCard: true }, 3), 'cu', 3);
    const last = (s.firstSeat + 2) % 3;
    expect(seatOf(s, last).hand).toHaveLength(4);
    expect(s.drawPile).toHaveLength(45 - 10 - 1);
  });
  it('describeAction gives one plain line per action; parseAction rejects non-actions', () => {
    const s = table({ hands: [['R28']] });
    expect(describeAction(s, 0, { type: 'LAY_RAIL', card: 'R28', cell: at(2, 2), rotation: 0 })).toBe(
      'Blue lays R28 (straight, 6→4, value 3, brimstone 2) at (2,2), rotation 0',
    );
    for (const a of legalActions(s, 0)) expect(describeAction(s, 0, a)).toMatch(/^Blue /);
    expect(() => hellrail.parseAction({ type: 'NOPE' })).toThrow();
    expect(() => hellrail.parseAction({ type: 'NOPE' })).toThrow(expect.objectContaining({ code: 'HR_BAD_ACTION' }));
    expect(() => hellrail.parseAction('END_TURN')).toThrow(expect.objectContaining({ code: 'HR_BAD_ACTION' }));
    // HR-5.9: a known type with a bad payload passes the boundary; apply answers HR_BAD_PARAMS in order.
    expect(hellrail.parseAction({ type: 'STEP', exit: 'Q' })).toEqual({ type: 'STEP', exit: 'Q' });
    expect(() => parseConfig({ moveMode: 'fly' }, 3)).toThrow(expect.objectContaining({ code: 'HR_BAD_CONFIG' }));
    expect(() => parseConfig({}, 5)).toThrow(expect.objectContaining({ code: 'HR_BAD_CONFIG' }));
    expect(hellrail.parseAction({ type: 'END_TURN' })).toEqual({ type: 'END_TURN' });
    const r = apply(s, 0, { type: 'END_TURN' } as HrAction);
    expect(r.ok && hellrail.turns!(r.value)).toBe(2);
  });
});

describe('HR-9.5 engine-card tokens and HR-9.8 reactions (more paths)', () => {
  const tokens = (s: ReturnType<typeof table>) =>
    [
      ...s.circleTokens,
      ...s.reserve,
      ...s.players.map((p) => p.engineToken).filter((t) => t !== null),
      ...(s.floating ? [s.floating] : []),
    ].sort();
  it('Infernal Power from the engine card takes another token, then goes to the reserve', () => {
    const s = entering({ players: [{ engineToken: 'INFERNAL_POWER' }] }, 'G', 'GUARD_DUTY');
    const t = act(s, 0, { type: 'USE_ENGINE_TOKEN' });
    expect(seatOf(t, 0).engineToken).not.toBeNull();
    expect(seatOf(t, 0).engineToken).not.toBe('INFERNAL_POWER');
    expect(t.reserve).toContain('INFERNAL_POWER');
    expect(t.reserve).toHaveLength(s.reserve.length);
    expect(tokens(t)).toEqual(tokens(s));
  });
  it('Chaos Reigns from the engine card gathers itself too', () => {
    const s = entering({ players: [{ engineToken: 'CHAOS_REIGNS' }, { engineToken: 'LUST' }] }, 5, 'GUARD_DUTY');
    const t = act(s, 0, { type: 'USE_ENGINE_TOKEN' });
    expect(t.floating).toBeNull();
    expect(t.players.every((p) => p.engineToken === null)).toBe(true);
    expect(tokens(t)).toEqual(tokens(s));
    expect(t.reserve).toHaveLength(6);
  });
  it('Shift Change from the engine card: it goes to the circle, the circle token comes to the engine card', () => {
    const s = entering({ players: [{ engineToken: 'SHIFT_CHANGE' }] }, 5, 'GUARD_DUTY');
    const was = s.circleTokens[1]!;
    const t = act(s, 0, { type: 'USE_ENGINE_TOKEN', params: { target: { kind: 'circle', circle: 2 } } });
    expect(t.circleTokens[1]).toBe('SHIFT_CHANGE');
    expect(seatOf(t, 0).engineToken).toBe(was);
    expect(t.reserve).toEqual(s.reserve);
    expect(tokens(t)).toEqual(tokens(s));
  });
  it('Shift Change against a Heresy holder: block keeps both tokens, allow swaps them', () => {
    const s = entering({ players: [{}, { engineToken: 'LUST', heresy: 1 }] }, 4, 'SHIFT_CHANGE');
    let t = act(s, 0, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'engine', player: 1 } } });
    expect(t.phase).toBe('REACTION');
    const blocked = act(t, 1, { type: 'HERESY_BLOCK' });
    expect([blocked.circleTokens[3], seatOf(blocked, 1).engineToken, blocked.supply.HERESY]).toEqual(['SHIFT_CHANGE', 'LUST', 2]);
    t = act(t, 1, { type: 'HERESY_ALLOW' });
    expect([t.circleTokens[3], seatOf(t, 1).engineToken, seatOf(t, 1).heresy]).toEqual(['LUST', 'SHIFT_CHANGE', 1]);
  });
  it('Gluttony: a Heresy holder who allows is stolen from; Gluttony from the engine card returns to the reserve', () => {
    let s = act(
      entering({ hands: [['R01'], ['R02', 'R03', 'R04']], players: [{ engineToken: 'GLUTTONY' }, { heresy: 1 }] }, 'G', 'GUARD_DUTY'),
      0,
      {
        type: 'USE_ENGINE_TOKEN',
      },
    );
    expect(s.floating).toBe('GLUTTONY');
    s = act(s, 0, { type: 'STEAL', from: 1 });
    s = act(s, 1, { type: 'HERESY_ALLOW' });
    expect(seatOf(s, 0).hand).toHaveLength(2);
    expect(s.phase).toBe('GLUTTONY');
    s = act(s, 0, { type: 'STEAL', from: 1 });
    s = act(s, 1, { type: 'HERESY_ALLOW' });
    expect(s.phase).toBe('ACTIONS');
    expect(s.floating).toBeNull();
    expect(s.reserve).toContain('GLUTTONY');
    expect(seatOf(s, 1).heresy).toBe(1);
  });
  it('HR-13.3: the game can end during STOKE draws; no turn-end cleanup follows', () => {
    const s = act(table({ hands: [['R04']], drawSize: 2 }), 0, { type: 'STOKE', card: 'R04' });
    // R04 (b5): 2 draws empty the pile, the discard (R04) is reshuffled, 1 more draw empties it with no discards.
    expect(s.phase).toBe('GAME_OVER');
    expect(seatOf(s, 0).hand).toHaveLength(3);
    expect(s.active).toBe(0);
  });
  it('HR-7.8 exact mode: STOP is legal once no step or jump is legal', () => {
    // Blocked ahead: (2,3) holds an engine that would be pushed into a third engine.
    const s = table({
      config: { moveMode: 'exact' },
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
        [2, 4, 'R39', 0],
      ],
      pos: [
        [2, 2, 'N'],
        [2, 3, 'N'],
        [2, 4, 'N'],
      ],
      move: { mp: 5, stepsTaken: 1 },
    });
    expect(legalActions(s, 0)).toEqual([{ type: 'STOP' }]);
    act(s, 0, { type: 'STOP' });
  });
});

describe('HR-1.2 the four uses of a rail card, HR-5.1 the phase table, HR-19.3 the route field', () => {
  it('HR-1.2: R18 as track, as a car, as movement (MP 7) and as fuel (draws 4)', () => {
    expect(
      act(table({ hands: [['R18']] }), 0, { type: 'LAY_RAIL', card: 'R18', cell: at(2, 2), rotation: 0 }).board[14]!.stack[0]!.card,
    ).toBe('R18');
    expect(act(table({ hands: [['R18']], pos: [4] }), 0, { type: 'PICK_UP', card: 'R18' }).players[0]?.train).toEqual(['R18']);
    expect(act(table({ hands: [['R18']] }), 0, { type: 'MOVE_START', card: 'R18' }).move?.mp).toBe(7);
    expect(act(table({ hands: [['R18']] }), 0, { type: 'STOKE', card: 'R18' }).players[0]?.hand).toHaveLength(4);
  });
  it('HR-5.1: the actions of each phase', async () => {
    const { PHASE_ACTIONS } = await import('./rules.js');
    expect(PHASE_ACTIONS.ACTIONS).toEqual(['PICK_UP', 'SET_OUT', 'LAY_RAIL', 'UPGRADE_RAIL', 'MOVE_START', 'STOKE', 'END_TURN']);
    expect(PHASE_ACTIONS.MOVING).toEqual(['STEP', 'JUMP', 'STOP']);
    expect(PHASE_ACTIONS.CIRCLE_ENTRY).toEqual(['USE_CIRCLE_EFFECT', 'USE_ENGINE_TOKEN', 'DECLINE_EFFECT']);
    expect(PHASE_ACTIONS.FALSE_PATH).toEqual(['ROTATE', 'FINISH']);
    expect(PHASE_ACTIONS.GLUTTONY).toEqual(['STEAL']);
    expect(PHASE_ACTIONS.THIEVERY_GIVE).toEqual(['GIVE_CAR']);
    expect(PHASE_ACTIONS.REACTION).toEqual(['HERESY_BLOCK', 'HERESY_ALLOW']);
    expect(PHASE_ACTIONS.GAME_OVER).toEqual([]);
  });
  it('HR-9.4: after an effect the player may pick up at the circle', () => {
    const s = act(entering({ hands: [['R11']] }, 3, 'BOATMAN'), 0, { type: 'USE_CIRCLE_EFFECT' });
    expect(act(s, 0, { type: 'PICK_UP', card: 'R11' }).players[0]?.train).toEqual(['R11']);
  });
  it('HR-19.3: on the empty table, G to circle 1 is 3 steps: two cells to build and the circle (1.1 + 1.1 + 0.1)', async () => {
    const { routeField } = await import('./bots/route.js');
    const s = table();
    const f = routeField(view(s, 0), seatOf(s, 0).pos, 0);
    expect(f.circleCost(1)).toBeCloseTo(2.3);
    expect(f.path(1).map((p) => p.kind)).toEqual(['build', 'build', 'circle']);
    // With track G–(2,2)–(2,3)–1 laid, the cost falls to 0.3.
    const t = table({
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R12', 1],
      ],
    });
    expect(routeField(view(t, 0), seatOf(t, 0).pos, 0).circleCost(1)).toBeCloseTo(0.3);
  });
});
