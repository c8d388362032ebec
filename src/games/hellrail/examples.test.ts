/**
 * HR-18 worked examples E1–E25, with the exact values of the spec. Seats: Blue 0, Red 1, Yellow 2.
 * Rules: docs/rules/hellrail.md.
 */
import { describe, expect, it } from 'vitest';
import { CARD_MASKS, pairBit } from './data.js';
import { outcome } from './outcome.js';
import { act, at, entering, rej, table, type TableSpec, seatOf } from './test-helpers.js';
import type { HrState } from './types.js';

const BLUE = 0;
const RED = 1;
const YELLOW = 2;
const N = 0,
  E = 1,
  S = 2,
  W = 3;
const top = (s: HrState, x: number, y: number) => s.board[y * 6 + x]!.stack.at(-1)!;
const mask = (s: HrState, x: number, y: number) => CARD_MASKS[top(s, x, y).card]![top(s, x, y).rot]!;

describe('HR-18 worked examples: laying and upgrading (HR-6.3, HR-6.4)', () => {
  it('E1: legal first lay next to G (HR-6.3)', () => {
    const s = table({ hands: [['R28']] });
    const t = act(s, BLUE, { type: 'LAY_RAIL', card: 'R28', cell: at(2, 2), rotation: 0 });
    expect(t.board[2 * 6 + 2]).toEqual({ stack: [{ card: 'R28', rot: 0 }], check: false });
    expect(mask(t, 2, 2)).toBe(pairBit(N, S));
    act(s, BLUE, { type: 'LAY_RAIL', card: 'R28', cell: at(2, 2), rotation: 1 });
  });
  it('E2: illegal lays', () => {
    const s = table({ hands: [['R19']], rail: [[2, 2, 'R28', 0]] });
    rej(s, BLUE, { type: 'LAY_RAIL', card: 'R19', cell: at(0, 2), rotation: 0 }, 'HR_NOT_ADJACENT');
    rej(s, BLUE, { type: 'LAY_RAIL', card: 'R19', cell: at(1, 3), rotation: 0 }, 'HR_CELL_NOT_EMPTY');
    rej(s, BLUE, { type: 'LAY_RAIL', card: 'R19', cell: at(6, 3), rotation: 0 }, 'HR_OUT_OF_BOUNDS');
    rej(s, BLUE, { type: 'LAY_RAIL', card: 'R19', cell: at(2, 2), rotation: 0 }, 'HR_CELL_NOT_EMPTY');
    rej(s, BLUE, { type: 'LAY_RAIL', card: 'R19', cell: at(2, 3), rotation: 4 }, 'HR_BAD_PARAMS');
  });
  it('E3: a legal lay that joins only one side', () => {
    const s = act(table({ hands: [['R19']] }), BLUE, { type: 'LAY_RAIL', card: 'R19', cell: at(1, 4), rotation: 1 });
    expect(mask(s, 1, 4)).toBe(pairBit(E, S));
  });
  it('E4: upgrade STRAIGHT with TEE (strict superset)', () => {
    const s = table({ hands: [['R12']], rail: [[2, 3, 'R38', 0]] });
    rej(s, BLUE, { type: 'UPGRADE_RAIL', card: 'R12', cell: at(2, 3), rotation: 0 }, 'HR_UPGRADE_NOT_SUPERSET');
    const t = act(s, BLUE, { type: 'UPGRADE_RAIL', card: 'R12', cell: at(2, 3), rotation: 1 });
    expect(t.board[3 * 6 + 2]?.stack).toEqual([
      { card: 'R38', rot: 0 },
      { card: 'R12', rot: 1 },
    ]);
    expect(mask(t, 2, 3)).toBe(pairBit(N, S) | pairBit(N, W) | pairBit(S, W));
    act(s, BLUE, { type: 'UPGRADE_RAIL', card: 'R12', cell: at(2, 3), rotation: 3 });
  });
  it('E5: illegal upgrades', () => {
    const s = table({
      hands: [['R24', 'R39', 'R12']],
      rail: [
        [2, 4, 'R19', 0],
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
      ],
      pos: ['G', 'G', [2, 3, 'N']],
    });
    for (const r of [0, 1, 2, 3] as const)
      rej(s, BLUE, { type: 'UPGRADE_RAIL', card: 'R24', cell: at(2, 4), rotation: r }, 'HR_UPGRADE_NOT_SUPERSET');
    for (const r of [0, 2] as const)
      rej(s, BLUE, { type: 'UPGRADE_RAIL', card: 'R39', cell: at(2, 2), rotation: r }, 'HR_UPGRADE_NOT_SUPERSET');
    for (const r of [0, 1, 2, 3] as const)
      rej(s, BLUE, { type: 'UPGRADE_RAIL', card: 'R12', cell: at(2, 3), rotation: r }, 'HR_ENGINE_ON_RAIL');
  });
});

describe('HR-18 worked examples: movement (HR-7, HR-8)', () => {
  it('E6 (HR-7.1, HR-7.2, HR-11.4): brimstone too low; a Tender counts as a load', () => {
    const s = table({ active: RED, hands: [[], ['R02', 'R45', 'R18']], trains: [[], ['R26', 'R31']], players: [{}, { tender: 1 }] });
    rej(s, RED, { type: 'MOVE_START', card: 'R02' }, 'HR_BRIMSTONE_TOO_LOW');
    rej(s, RED, { type: 'MOVE_START', card: 'R45' }, 'HR_BRIMSTONE_TOO_LOW');
    const t = act(s, RED, { type: 'MOVE_START', card: 'R18' });
    expect(t.move).toEqual({ mp: 7, stepsTaken: 0 });
    expect(t.discard).toContain('R18');
    const two = table({ active: RED, hands: [[], ['R18']], trains: [[], ['R26', 'R31']], players: [{}, { tender: 2 }] });
    act(two, RED, { type: 'MOVE_START', card: 'R18' });
    // Two Tenders still draw 3 cards a turn (HR-11.4).
    const before = table({ active: BLUE, hands: [[], []], players: [{}, { tender: 2 }] });
    const after = act(before, BLUE, { type: 'END_TURN' });
    expect(after.active).toBe(RED);
    expect(seatOf(after, RED).hand).toHaveLength(3);
  });
  it('E7 (HR-3.7, HR-7.3, HR-7.5, HR-9.2, HR-9.4): a move with a junction and a circle stop', () => {
    const spec: TableSpec = {
      hands: [['R14', 'R03']],
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R12', 1],
      ],
    };
    let s = entering(spec, 'G', 'GUARD_DUTY');
    s.phase = 'ACTIONS';
    s.entering = null;
    s = act(s, BLUE, { type: 'MOVE_START', card: 'R14' });
    expect(s.move?.mp).toBe(8);
    s = act(s, BLUE, { type: 'STEP', exit: 'S' });
    expect(seatOf(s, BLUE).pos).toEqual({ x: 2, y: 2, entry: 'N' });
    expect(s.move?.mp).toBe(7);
    rej(s, BLUE, { type: 'STEP', exit: 'E' }, 'HR_BAD_EXIT');
    s = act(s, BLUE, { type: 'STEP', exit: 'S' });
    expect(seatOf(s, BLUE).pos).toEqual({ x: 2, y: 3, entry: 'N' });
    expect(s.move?.mp).toBe(6);
    const derailed = act(s, BLUE, { type: 'STEP', exit: 'S' });
    expect(seatOf(derailed, BLUE).pos).toEqual({ x: 2, y: 1, entry: null });
    expect(derailed.active).toBe(1);
    s = act(s, BLUE, { type: 'STEP', exit: 'W' });
    expect(seatOf(s, BLUE).pos).toEqual({ x: 1, y: 3, entry: null });
    expect(s.move).toBeNull();
    expect(s.phase).toBe('CIRCLE_ENTRY');
    s = act(s, BLUE, { type: 'DECLINE_EFFECT' });
    s = act(s, BLUE, { type: 'PICK_UP', card: 'R03' });
    expect(seatOf(s, BLUE).train).toEqual(['R03']);
  });
  it('E8: a push off the end of the track derails the pushed engine', () => {
    let s = table({
      hands: [['R18'], [], ['R01', 'R02', 'R03', 'R04']],
      trains: [[], [], ['R42']],
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
        [2, 4, 'R39', 0],
      ],
      pos: ['G', 'G', [2, 4, 'N']],
    });
    s = act(s, BLUE, { type: 'MOVE_START', card: 'R18' });
    expect(s.move?.mp).toBe(7);
    s = act(act(s, BLUE, { type: 'STEP', exit: 'S' }), BLUE, { type: 'STEP', exit: 'S' });
    expect(s.move?.mp).toBe(5);
    s = act(s, BLUE, { type: 'STEP', exit: 'S' });
    expect(seatOf(s, YELLOW).hand).toEqual([]);
    expect(seatOf(s, YELLOW).train).toEqual([]);
    expect(s.discard).toEqual(expect.arrayContaining(['R01', 'R02', 'R03', 'R04', 'R42']));
    expect(seatOf(s, YELLOW).pos).toEqual({ x: 2, y: 1, entry: null });
    expect(seatOf(s, BLUE).pos).toEqual({ x: 2, y: 4, entry: 'N' });
    expect(s.move?.mp).toBe(4);
    expect(s.active).toBe(BLUE);
    expect(s.phase).toBe('MOVING');
    act(s, BLUE, { type: 'STOP' });
  });
  it('E9: a push into a circle; the pushed engine gets no circle effect', () => {
    const s = table({
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R12', 1],
        [2, 4, 'R39', 0],
      ],
      pos: [[2, 2, 'N'], 'G', [2, 3, 'S']],
      move: { mp: 3, stepsTaken: 1 },
    });
    rej(s, BLUE, { type: 'STEP', exit: 'S' }, 'HR_PUSH_EXIT_REQUIRED');
    rej(s, BLUE, { type: 'STEP', exit: 'S', pushExit: 'E' }, 'HR_BAD_PUSH_EXIT');
    let t = act(s, BLUE, { type: 'STEP', exit: 'S', pushExit: 'W' });
    expect(seatOf(t, YELLOW).pos).toEqual({ x: 1, y: 3, entry: null });
    expect(seatOf(t, BLUE).pos).toEqual({ x: 2, y: 3, entry: 'N' });
    expect(t.move?.mp).toBe(2);
    expect(t.phase).toBe('MOVING');
    t = act(t, BLUE, { type: 'STEP', exit: 'W' });
    expect(seatOf(t, BLUE).pos).toEqual({ x: 1, y: 3, entry: null });
    expect(['CIRCLE_ENTRY', 'ACTIONS']).toContain(t.phase);
    expect(t.active).toBe(BLUE);
    const u = act(s, BLUE, { type: 'STEP', exit: 'S', pushExit: 'S' });
    expect(seatOf(u, YELLOW).pos).toEqual({ x: 2, y: 4, entry: 'N' });
    expect(seatOf(u, BLUE).pos).toEqual({ x: 2, y: 3, entry: 'N' });
  });
  it('E10: a blocked push (HR-7.7)', () => {
    const spec: TableSpec = {
      hands: [['R18']],
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
        [2, 4, 'R39', 0],
      ],
      pos: [
        [2, 2, 'N'],
        [2, 4, 'N'],
        [2, 3, 'N'],
      ],
    };
    rej(table(spec), BLUE, { type: 'MOVE_START', card: 'R18' }, 'HR_NO_LEGAL_STEP');
    const m = table({ ...spec, move: { mp: 4, stepsTaken: 1 } });
    rej(m, BLUE, { type: 'STEP', exit: 'S' }, 'HR_BLOCKED');
    act(m, BLUE, { type: 'STOP' });
  });
  it('E11 (HR-5.6, HR-8.1, HR-8.2): the active player derails', () => {
    const s = table({
      hands: [['R01', 'R02', 'R03']],
      trains: [['R21']],
      setOut: [['R36']],
      rail: [[2, 4, 'R39', 0]],
      pos: [[2, 4, 'N']],
      players: [{ tender: 1, heresy: 1 }],
      move: { mp: 3, stepsTaken: 1 },
    });
    const t = act(s, BLUE, { type: 'STEP', exit: 'S' });
    expect(t.discard).toEqual(expect.arrayContaining(['R01', 'R02', 'R03', 'R21']));
    expect(seatOf(t, BLUE).hand).toEqual([]);
    expect(seatOf(t, BLUE).train).toEqual([]);
    expect(seatOf(t, BLUE).tender).toBe(0);
    expect(t.supply.TENDER).toBe(2);
    expect(seatOf(t, BLUE).pos).toEqual({ x: 2, y: 1, entry: null });
    expect(t.active).toBe(1);
    expect(t.phase).toBe('ACTIONS');
    expect(seatOf(t, BLUE).heresy).toBe(1);
    expect(seatOf(t, BLUE).setOut).toEqual(['R36']);
  });
  it('E12: a Boatman jump (HR-7.9)', () => {
    const spec: TableSpec = {
      hands: [['R34', 'R27']],
      rail: [
        [2, 4, 'R39', 0],
        [2, 7, 'R28', 0],
      ],
      pos: [[2, 4, 'N']],
      players: [{ boatman: 1 }],
      move: { mp: 4, stepsTaken: 1 },
    };
    const s = table(spec);
    rej(s, BLUE, { type: 'JUMP', exit: 'S', card: 'R34' }, 'HR_JUMP_TOO_FAR');
    const t = act(s, BLUE, { type: 'JUMP', exit: 'S', card: 'R27' });
    expect(seatOf(t, BLUE).pos).toEqual({ x: 2, y: 7, entry: 'N' });
    expect(t.move?.mp).toBe(3);
    expect(seatOf(t, BLUE).boatman).toBe(0);
    expect(t.supply.BOATMAN).toBe(2);
    expect(t.discard).toContain('R27');
    const bad = table({
      ...spec,
      rail: [
        [2, 4, 'R39', 0],
        [2, 7, 'R19', 1],
      ],
    });
    rej(bad, BLUE, { type: 'JUMP', exit: 'S', card: 'R27' }, 'HR_JUMP_BAD_LANDING');
    rej(s, BLUE, { type: 'JUMP', exit: 'W', card: 'R27' }, 'HR_BAD_EXIT');
  });
  it('E13: Cerberus toll, "at least" the circle number (HR-11.6, HR-21.5)', () => {
    const spec: TableSpec = { active: RED, hands: [[], ['R02', 'R19', 'R17', 'R15']], pos: ['G', 7], cerberus: 7 };
    const s = table(spec);
    rej(s, RED, { type: 'MOVE_START', card: 'R15' }, 'HR_CERBERUS_UNPAID');
    rej(s, RED, { type: 'MOVE_START', card: 'R15', cerberusCards: ['R02'] }, 'HR_CERBERUS_UNPAID');
    const t = act(s, RED, { type: 'MOVE_START', card: 'R15', cerberusCards: ['R02', 'R17'] });
    expect(t.move?.mp).toBe(9);
    expect(t.discard).toEqual(expect.arrayContaining(['R15', 'R02', 'R17']));
    expect(act(s, RED, { type: 'MOVE_START', card: 'R02', cerberusCards: ['R15'] }).move?.mp).toBe(4);
    rej(table({ ...spec, pos: ['G', 5] }), RED, { type: 'MOVE_START', card: 'R15', cerberusCards: ['R02'] }, 'HR_CERBERUS_NOT_HERE');
    const g = table({ ...spec, pos: ['G', 'G'], cerberus: 'G' });
    act(g, RED, { type: 'MOVE_START', card: 'R15' });
    rej(g, RED, { type: 'MOVE_START', card: 'R15', cerberusCards: ['R02'] }, 'HR_CERBERUS_NOT_HERE');
  });
  it('E14: a Check token removes rear cars (HR-11.7)', () => {
    const spec: TableSpec = {
      hands: [['R04']],
      trains: [['R21', 'R15', 'R03']],
      rail: [
        [2, 5, 'R38', 0],
        [2, 6, 'R39', 0],
      ],
      checks: [[2, 6]],
      pos: [[2, 5, 'N']],
      drawTop: ['R13'],
    };
    let s = act(table(spec), BLUE, { type: 'MOVE_START', card: 'R04' });
    s = act(s, BLUE, { type: 'STEP', exit: 'S' });
    expect(seatOf(s, BLUE).train).toEqual(['R21']);
    expect(s.discard.slice(-3)).toEqual(['R03', 'R15', 'R13']);
    expect(s.move?.mp).toBe(8);
    expect(s.board[6 * 6 + 2]?.check).toBe(true);
    let v = act(table({ ...spec, trains: [['R21']], players: [{ tender: 1 }] }), BLUE, { type: 'MOVE_START', card: 'R04' });
    v = act(v, BLUE, { type: 'STEP', exit: 'S' });
    expect(seatOf(v, BLUE).train).toEqual([]);
    expect(seatOf(v, BLUE).tender).toBe(1);
  });
  it('E24 (HR-7.8, HR-8.3): exact movement (moveMode "exact")', () => {
    const spec: TableSpec = {
      hands: [['R45']],
      rail: [
        [2, 2, 'R28', 0],
        [2, 3, 'R38', 0],
      ],
    };
    let s = act(table({ ...spec, config: { moveMode: 'exact' } }), BLUE, { type: 'MOVE_START', card: 'R45' });
    s = act(act(s, BLUE, { type: 'STEP', exit: 'S' }), BLUE, { type: 'STEP', exit: 'S' });
    expect(s.move?.mp).toBe(2);
    rej(s, BLUE, { type: 'STOP' }, 'HR_STOP_NOT_ALLOWED');
    let u = act(table(spec), BLUE, { type: 'MOVE_START', card: 'R45' });
    u = act(act(u, BLUE, { type: 'STEP', exit: 'S' }), BLUE, { type: 'STEP', exit: 'S' });
    act(u, BLUE, { type: 'STOP' });
  });
  it('E25: pick up and set out (HR-6.1, HR-6.2)', () => {
    const s = table({ hands: [['R03', 'R07', 'R11']], pos: [1] });
    rej(s, BLUE, { type: 'PICK_UP', card: 'R07' }, 'HR_WRONG_PICKUP_CIRCLE');
    const t = act(s, BLUE, { type: 'PICK_UP', card: 'R03' });
    expect(seatOf(t, BLUE).train).toEqual(['R03']);
    const at5 = structuredClone(t);
    seatOf(at5, BLUE).pos = { x: 1, y: 7, entry: null };
    const u = act(at5, BLUE, { type: 'SET_OUT', car: 'R03' });
    expect(seatOf(u, BLUE).setOut).toEqual(['R03']);
    rej(at5, BLUE, { type: 'SET_OUT', car: 'R11' }, 'HR_CAR_NOT_IN_TRAIN');
    const full = table({ hands: [['R02']], trains: [['R03', 'R04', 'R05', 'R06', 'R07']], pos: [1] });
    rej(full, BLUE, { type: 'PICK_UP', card: 'R02' }, 'HR_TRAIN_FULL');
  });
});

describe('HR-18 worked examples: effects, fanning, game end, scoring', () => {
  it('E15: Thievery (HR-10.15)', () => {
    const spec: TableSpec = { trains: [['R07', 'R09'], ['R20']] };
    const use = { type: 'USE_CIRCLE_EFFECT', params: { car: 'R20' } } as const;
    // Each result is told as an event, so the players see what happened and why.
    const told = (x: typeof s) => x.events.filter((e) => e.kind === 'THIEVERY');
    let s = act(entering({ ...spec, drawTop: ['R42'] }, 3, 'THIEVERY'), BLUE, use);
    expect(seatOf(s, RED).train).toEqual(['R20', 'R09']);
    expect(seatOf(s, BLUE).train).toEqual(['R07']);
    expect(s.discard.at(-1)).toBe('R42');
    expect(told(s)).toEqual([{ kind: 'THIEVERY', seat: BLUE, target: RED, car: 'R09', result: 'given' }]);
    s = act(entering({ ...spec, drawTop: ['R05'] }, 3, 'THIEVERY'), BLUE, use);
    expect(seatOf(s, BLUE).train).toEqual(['R07', 'R09', 'R20']);
    expect(told(s)).toEqual([{ kind: 'THIEVERY', seat: BLUE, target: RED, car: 'R20', result: 'stolen' }]);
    s = act(entering({ ...spec, drawTop: ['R18'] }, 3, 'THIEVERY'), BLUE, use);
    expect(seatOf(s, BLUE).train).toEqual(['R07', 'R09']);
    expect(seatOf(s, RED).train).toEqual(['R20']);
    expect(told(s)).toEqual([{ kind: 'THIEVERY', seat: BLUE, target: RED, car: 'R20', result: 'nothing' }]);
    const h = entering({ ...spec, drawTop: ['R42'], players: [{}, { heresy: 1 }] }, 3, 'THIEVERY');
    s = act(h, BLUE, use);
    expect(s.phase).toBe('REACTION');
    rej(s, BLUE, { type: 'HERESY_BLOCK' }, 'HR_NOT_YOUR_TURN');
    s = act(s, RED, { type: 'HERESY_BLOCK' });
    expect(s.drawPile).toEqual(h.drawPile);
    expect(seatOf(s, RED).heresy).toBe(0);
    expect(s.supply.HERESY).toBe(2);
    expect(seatOf(s, RED).train).toEqual(['R20']);
    expect(s.phase).toBe('ACTIONS');
  });
  it('E16: Lust (HR-10.12)', () => {
    const spec: TableSpec = { hands: [['R06', 'R41', 'R23'], [], ['R02', 'R44', 'R08']] };
    let s = act(entering({ ...spec, drawTop: ['R25'] }, 3, 'LUST'), BLUE, { type: 'USE_CIRCLE_EFFECT', params: { target: YELLOW } });
    expect(seatOf(s, YELLOW).hand).toEqual(['R02', 'R44', 'R08', 'R06', 'R41']);
    expect(seatOf(s, BLUE).hand).toEqual(['R23']);
    expect(s.discard.at(-1)).toBe('R25');
    expect(s.events).toContainEqual({ kind: 'HAND_SHOWN', seat: BLUE, hand: ['R06', 'R41', 'R23'] });
    s = act(entering({ ...spec, drawTop: ['R13'] }, 3, 'LUST'), BLUE, { type: 'USE_CIRCLE_EFFECT', params: { target: YELLOW } });
    expect(seatOf(s, BLUE).hand).toEqual(['R06', 'R41', 'R23', 'R02', 'R44']);
    expect(seatOf(s, YELLOW).hand).toEqual(['R08']);
  });
  it('E17: Gluttony (HR-10.8)', () => {
    const spec: TableSpec = {
      hands: [
        ['R01', 'R02'],
        ['R03', 'R04', 'R05', 'R06', 'R07'],
        ['R08', 'R09', 'R10'],
      ],
    };
    let s = act(entering(spec, 3, 'GLUTTONY'), BLUE, { type: 'USE_CIRCLE_EFFECT' });
    expect(s.phase).toBe('GLUTTONY');
    rej(s, BLUE, { type: 'STEAL', from: BLUE }, 'HR_STEAL_NOT_ALLOWED');
    s = act(s, BLUE, { type: 'STEAL', from: RED });
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 4, 3]);
    expect(s.phase).toBe('GLUTTONY');
    s = act(s, BLUE, { type: 'STEAL', from: RED });
    expect(s.players.map((p) => p.hand.length)).toEqual([4, 3, 3]);
    expect(s.phase).toBe('ACTIONS');
    expect(seatOf(s, BLUE).stolen).toHaveLength(2);
    rej(s, BLUE, { type: 'STOKE', card: 'R01' }, 'HR_STOKE_AFTER_GLUTTONY');
    const [s1, s2] = seatOf(s, BLUE).stolen;
    seatOf(s, BLUE).pos = { x: 2, y: 1, entry: null };
    s = act(s, BLUE, { type: 'LAY_RAIL', card: s1!, cell: at(2, 2), rotation: 0 });
    s = act(s, BLUE, { type: 'END_TURN' });
    expect(s.discard).toContain(s2);
    expect(seatOf(s, BLUE).hand).toEqual(['R01', 'R02']);
    // Variant: Red blocks with Heresy; Blue steals from Yellow three times.
    let v = act(entering({ ...spec, players: [{}, { heresy: 1 }] }, 3, 'GLUTTONY'), BLUE, { type: 'USE_CIRCLE_EFFECT' });
    v = act(v, BLUE, { type: 'STEAL', from: RED });
    expect(v.phase).toBe('REACTION');
    v = act(v, RED, { type: 'HERESY_BLOCK' });
    expect(v.supply.HERESY).toBe(2);
    rej(v, BLUE, { type: 'STEAL', from: RED }, 'HR_STEAL_NOT_ALLOWED');
    v = act(v, BLUE, { type: 'STEAL', from: YELLOW });
    expect([seatOf(v, BLUE).hand.length, seatOf(v, YELLOW).hand.length]).toEqual([3, 2]);
    v = act(v, BLUE, { type: 'STEAL', from: YELLOW });
    expect([seatOf(v, BLUE).hand.length, seatOf(v, YELLOW).hand.length]).toEqual([4, 1]);
    v = act(v, BLUE, { type: 'STEAL', from: YELLOW });
    expect([seatOf(v, BLUE).hand.length, seatOf(v, YELLOW).hand.length]).toEqual([5, 0]);
    expect(v.phase).toBe('ACTIONS');
    expect(seatOf(v, BLUE).stolen).toHaveLength(3);
  });
  it('E18: Geryon (HR-10.7)', () => {
    const spec: TableSpec = { trains: [['R36', 'R18']] };
    let s = act(entering({ ...spec, drawTop: ['R45'] }, 3, 'GERYON'), BLUE, { type: 'USE_CIRCLE_EFFECT', params: { car: 'R36' } });
    expect(seatOf(s, BLUE).setOut).toEqual(['R36']);
    expect(seatOf(s, BLUE).train).toEqual(['R18']);
    s = act(entering({ ...spec, drawTop: ['R40'] }, 3, 'GERYON'), BLUE, { type: 'USE_CIRCLE_EFFECT', params: { car: 'R36' } });
    expect(seatOf(s, BLUE).setOut).toEqual([]);
    expect(s.discard.slice(-2)).toEqual(['R36', 'R40']);
  });
  it('E19: Abyss removes the whole stack and its Check (HR-10.1)', () => {
    const spec: TableSpec = { hands: [['R02', 'R18']], rail: [[2, 5, ['R28', 'R34'], [0, 0]]], checks: [[2, 5]] };
    const s = entering(spec, 3, 'ABYSS');
    const t = act(s, BLUE, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R02', cell: at(2, 5) } });
    expect(t.discard).toEqual(['R02', 'R28', 'R34']);
    expect(t.supply.CHECK).toBe(8);
    expect(t.board[5 * 6 + 2]).toBeNull();
    rej(s, BLUE, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R18', cell: at(2, 5) } }, 'HR_BRIMSTONE_MISMATCH');
    const occ = entering({ ...spec, rail: [...spec.rail!, [2, 2, 'R13', 0]], pos: ['G', [2, 5, 'N']] }, 3, 'ABYSS');
    seatOf(occ, RED).pos = { x: 2, y: 5, entry: 'N' };
    rej(occ, BLUE, { type: 'USE_CIRCLE_EFFECT', params: { card: 'R02', cell: at(2, 5) } }, 'HR_ENGINE_ON_RAIL');
  });
  it('E20: Infernal Power, an engine token, and Shift Change (HR-10.11, HR-9.5, HR-10.13)', () => {
    let s = act(entering({}, 3, 'INFERNAL_POWER'), BLUE, { type: 'USE_CIRCLE_EFFECT' });
    expect(s.reserve).toHaveLength(5);
    expect(seatOf(s, BLUE).engineToken).not.toBeNull();
    // Geryon on the engine card, circle 6 holds Guard Duty.
    const g = entering({ trains: [['R36']], players: [{ engineToken: 'GERYON' }], drawTop: ['R40'] }, 6, 'GUARD_DUTY');
    expect(g.reserve).toHaveLength(5);
    const { legalActions } = await_legal();
    const kinds = new Set(legalActions(g, BLUE).map((a) => a.type));
    expect(kinds).toEqual(new Set(['USE_CIRCLE_EFFECT', 'USE_ENGINE_TOKEN', 'DECLINE_EFFECT']));
    s = act(g, BLUE, { type: 'USE_ENGINE_TOKEN', params: { car: 'R36' } });
    expect(seatOf(s, BLUE).engineToken).toBeNull();
    expect(s.reserve).toHaveLength(6);
    expect(s.reserve).toContain('GERYON');
    expect(s.cerberus).toBeNull();
    // Shift Change on circle 4 takes Lust from Red's engine card.
    const sc = entering({ players: [{}, { engineToken: 'LUST' }] }, 4, 'SHIFT_CHANGE');
    s = act(sc, BLUE, { type: 'USE_CIRCLE_EFFECT', params: { target: { kind: 'engine', player: RED } } });
    expect(s.circleTokens[3]).toBe('LUST');
    expect(seatOf(s, RED).engineToken).toBe('SHIFT_CHANGE');
    expect(s.phase).toBe('ACTIONS');
  });
  it('E21 (HR-12.2, HR-12.3, HR-13.1, HR-13.2): fan the flames with a reshuffle', () => {
    const spec: TableSpec = { hands: [['R09']], discard: ['R01', 'R02', 'R03', 'R04', 'R05', 'R06'], drawSize: 2 };
    const s = act(table(spec), BLUE, { type: 'STOKE', card: 'R09' });
    expect(seatOf(s, BLUE).hand).toHaveLength(5);
    // The next player's turn started with one more draw from the 4 left.
    expect(s.active).toBe(1);
    expect(s.drawPile.length + seatOf(s, 1).hand.length).toBe(4);
    expect(s.stats.reshuffles).toBe(1);
    rej(table({ ...spec, players: [{ tender: 1 }] }), BLUE, { type: 'STOKE', card: 'R09' }, 'HR_STOKE_WITH_TENDER');
  });
  it('E22: the game ends by exhaustion (HR-13.3)', () => {
    const spec: TableSpec = { active: BLUE, drawSize: 1 };
    const s = act(table(spec), BLUE, { type: 'END_TURN' });
    expect(s.phase).toBe('GAME_OVER');
    expect(seatOf(s, RED).hand).toHaveLength(1);
    expect(s.drawPile).toHaveLength(0);
    rej(s, RED, { type: 'END_TURN' }, 'HR_GAME_OVER');
    const withDiscard = act(table({ ...spec, discard: ['R01'] }), BLUE, { type: 'END_TURN' });
    expect(withDiscard.phase).toBe('ACTIONS');
    expect(withDiscard.drawPile).toEqual(['R01']);
    const tender = act(table({ ...spec, players: [{}, { tender: 1 }] }), BLUE, { type: 'END_TURN' });
    expect(tender.phase).toBe('GAME_OVER');
    expect(seatOf(tender, RED).hand).toHaveLength(1);
    // A Check reveal takes the last card mid-move: the move stops and nothing is removed.
    let m = table({
      hands: [['R04']],
      trains: [['R21', 'R15']],
      rail: [
        [2, 5, 'R38', 0],
        [2, 6, 'R39', 0],
      ],
      checks: [[2, 6]],
      pos: [[2, 5, 'N']],
      drawSize: 1,
    });
    m = act(m, BLUE, { type: 'MOVE_START', card: 'R04' });
    m.discard = [];
    m = act(m, BLUE, { type: 'STEP', exit: 'S' });
    expect(m.phase).toBe('GAME_OVER');
    expect(seatOf(m, BLUE).train).toEqual(['R21', 'R15']);
  });
  it('E23 (HR-1.3, HR-14.1, HR-14.2, HR-14.3): final scoring and tie-break', () => {
    const spec: TableSpec = {
      setOut: [
        ['R36', 'R26', 'R02'],
        ['R31', 'R18', 'R24'],
        ['R04', 'R03'],
      ],
      trains: [['R45'], ['R44']],
      players: [{}, { tender: 1 }],
    };
    const s = table(spec);
    expect(outcome(s)).toBeNull();
    s.phase = 'GAME_OVER';
    const o = outcome(s)!;
    expect(o.scores).toEqual([21, 21, 17]);
    expect(o.ranks).toEqual([2, 1, 3]);
    expect(o.winners).toEqual([RED]);
    expect(o.breakdown[RED]?.loads).toBe(2);
    expect(o.breakdown[BLUE]?.setOut).toEqual([
      { card: 'R36', value: 9 },
      { card: 'R26', value: 8 },
      { card: 'R02', value: 4 },
    ]);
    const t = table({ ...spec, trains: [['R45'], []] });
    t.phase = 'GAME_OVER';
    expect(outcome(t)?.ranks).toEqual([1, 1, 3]);
    expect(outcome(t)?.winners).toEqual([BLUE, RED]);
  });
});

import { legalActions as la } from './legal.js';
function await_legal() {
  return { legalActions: la };
}
