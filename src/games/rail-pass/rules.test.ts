/** Rule-by-rule tests of the Rail Pass engine (RP-1 … RP-21), with the spec's exact values. */
import { describe, expect, it } from 'vitest';
import { CAPACITY, CITIES, CITY_INFO, HOTEL_CAPACITY, SETUPS, STICKERS, inRange, type City } from './data.js';
import { Mulberry, mulberry32Next } from './prng.js';
import { parseConfig, fingerprint, isPublicRecordConfig, DEFAULT_SETUP_BY_PLAYERS } from './config.js';
import { effCap, handLoad } from './queries.js';
import { railPass, parseAction } from './index.js';
import { RailPassErrors as RP } from './errors.js';
import {
  act,
  adv,
  busy,
  engineer,
  fixTrain,
  lift,
  load,
  moveEng,
  park,
  seat,
  send,
  start,
  train,
  transfer,
  yardStr,
  finished,
  teamResult,
} from './test-helpers.js';
import type { RailPassState } from './types.js';

const count = (s: RailPassState, c: City) => CITIES.reduce((n, x) => n + s.yards[x].filter((y) => y === c).length, 0);

describe('RP-1 overview', () => {
  it('RP-1.1: 2–6 players; six yards of 20 cubes in the other colours', () => {
    expect(railPass.seats).toEqual({ min: 2, max: 6 });
    const s = start('6p-circle');
    for (const x of CITIES) {
      expect(s.yards[x]).toHaveLength(20);
      expect(s.yards[x]).not.toContain(x);
      for (const c of CITIES) if (c !== x) expect(s.yards[x].filter((y) => y === c)).toHaveLength(4);
    }
    for (const c of CITIES) expect(count(s, c)).toBe(20);
  });
  it('RP-1.2/RP-17.4: a round is won at 100 or more', () => {
    const s = structuredClone(start('6p-circle'));
    s.storage = { A: 10, B: 10, C: 12, D: 11, E: 10, F: 15 };
    const done = adv(s, 360000);
    expect(teamResult(done)).toMatchObject({ score: 100, win: true, lowest: [10, 10], product: 100 });
  });
});

describe('RP-2 components', () => {
  it('RP-2.1: six cities with colour and symbol', () => {
    expect(CITY_INFO.map((c) => [c.id, c.colour, c.symbol])).toEqual([
      ['A', 'red', 'circle'],
      ['B', 'yellow', 'square'],
      ['C', 'green', 'triangle'],
      ['D', 'blue', 'diamond'],
      ['E', 'purple', 'hexagon'],
      ['F', 'black', 'star'],
    ]);
  });
  it('RP-2.2/RP-4.4: 12 trains, long 5 and short 3, starting at home with X1/X2; X3 in the hotel', () => {
    const s = start('6p-circle');
    expect(Object.keys(s.trains)).toHaveLength(12);
    expect(CAPACITY).toEqual({ long: 5, short: 3 });
    for (const x of CITIES) {
      expect(s.trains[`${x}L`]).toMatchObject({
        size: 'long',
        home: x,
        engineer: `${x}1`,
        cargo: {},
        loc: { kind: 'track', city: x, track: 'long' },
      });
      expect(s.trains[`${x}S`]).toMatchObject({
        size: 'short',
        home: x,
        engineer: `${x}2`,
        cargo: {},
        loc: { kind: 'track', city: x, track: 'short' },
      });
      expect(s.hotels[x]).toEqual([`${x}3`]);
      expect(s.storage[x]).toBe(0);
    }
  });
  it('RP-2.3: the short track takes only a short train; the long track takes either', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, lift('AL'));
    s = act(s, 0, 500, lift('AS'));
    act(s, 0, 1000, park('AL', 'short'), RP.TRACK_TOO_SHORT);
    s = act(s, 0, 1000, park('AS', 'long'));
    expect(s.tracks.A).toEqual({ long: 'AS', short: null });
  });
  it('RP-2.4: 18 engineers, three per city, all active', () => {
    const s = start('6p-circle');
    expect(Object.values(s.engineers).filter((e) => e.status === 'active')).toHaveLength(18);
  });
  it('RP-2.5: a hotel holds at most 3; any home may stay', () => {
    expect(HOTEL_CAPACITY).toBe(3);
    let s = start('6p-circle');
    s = act(s, 0, 0, moveEng('A1', 'hotel'));
    s = act(s, 0, 1500, moveEng('A2', 'hotel'));
    expect(s.hotels.A).toEqual(['A3', 'A1', 'A2']);
    s = act(s, 0, 3000, moveEng('A3', 'AL'));
    // a B engineer in A's hotel (fixture), then the hotel is full again
    const f = structuredClone(s);
    train(f, 'BS').engineer = null;
    f.hotels.A = [...f.hotels.A, 'B2'];
    act(f, 0, 4500, moveEng('A3', 'hotel'), RP.HOTEL_FULL);
  });
  it('RP-2.6: cubes leave the yard only from the head or the tail', () => {
    let s = start('6p-circle');
    const y = yardStr(s, 'C');
    s = act(s, 2, 0, load('CL', 'head'));
    s = act(s, 2, 1200, load('CL', 'tail'));
    expect(yardStr(s, 'C')).toBe(y.slice(1, -1));
    expect(train(s, 'CL').cargo).toEqual(y[0] === y[19] ? { [y[0]!]: 2 } : { [y[0]!]: 1, [y[19]!]: 1 });
  });
  it('RP-2.7/RP-14.4: only X cubes reach X storage, by placement', () => {
    let s = start('6p-circle');
    s = act(s, 1, 0, load('BS', 'tail')); // F
    s = act(s, 1, 1200, load('BS', 'head')); // D
    s = act(s, 1, 2400, load('BS', 'head')); // C
    expect(train(s, 'BS').cargo).toEqual({ C: 1, D: 1, F: 1 });
    s = act(s, 1, 3600, send('BS', 'C'));
    s = adv(s, 7600);
    s = act(s, 2, 7600, send('CS', 'D', {}));
    s = act(s, 2, 10600, park('BS', 'short'));
    expect(s.storage).toEqual({ A: 0, B: 0, C: 1, D: 0, E: 0, F: 0 });
    expect(train(s, 'BS').cargo).toEqual({ D: 1, F: 1 });
  });
  it('RP-2.8/RP-11: transit 4000 open, 6000 tunnel, 5000 bridge; busy +0/+1000/+500', () => {
    let s = start('2p-point-to-point');
    s = act(s, 0, 0, send('AL', 'B'));
    expect(train(s, 'AL').loc).toMatchObject({ arriveAt: 4000 });
    expect(busy(s, 0)).toBe(2000);
    s = act(s, 1, 0, send('DL', 'E'));
    expect(train(s, 'DL').loc).toMatchObject({ arriveAt: 6000 });
    expect(busy(s, 1)).toBe(3000);
    s = act(s, 0, 2000, send('CS', 'D'));
    expect(train(s, 'CS').loc).toMatchObject({ arriveAt: 7000 });
    expect(busy(s, 0)).toBe(4500);
  });
  it('RP-2.10: the pile starts at 0', () => {
    expect(start('6p-circle').pile).toEqual({ droppedCubes: 0, retiredEngineers: 0, wreckedTrains: 0 });
  });
});

describe('RP-3 setups and adjacency', () => {
  const table: [string, string, string, string | null][] = [
    ['2p-point-to-point', 'P1:ABC P2:DEF', 'AB BCT CDB DET EF', 'FA'],
    ['2p-h-to-i', 'P1:ABC P2:DEF', 'AB BC CDB DE EF FAT', null],
    ['3p-point-to-point', 'P1:AB P2:CD P3:EF', 'AB BCT CDB DET EF', 'FA'],
    ['3p-circle', 'P1:AB P2:CD P3:EF', 'ABB BCT CD DET EF FAT', null],
    ['4p-h-to-i', 'P1:AB P2:C P3:DE P4:F', 'AB BC CDB DE EF FAT', null],
    ['5p-point-to-point', 'P1:AB P2:C P3:D P4:E P5:F', 'AB BCT CDB DET EF', 'FA'],
    ['6p-figure-8', 'P1:A P2:B P3:C P4:D P5:E P6:F', 'ABT BC CDB DET EF FAT', null],
    ['6p-circle', 'P1:A P2:B P3:C P4:D P5:E P6:F', 'ABT BC CDT DE EFT FA', null],
    ['6p-point-to-point', 'P1:A P2:B P3:C P4:D P5:E P6:F', 'AB BCT CDB DET EF', 'FA'],
  ];
  it.each(table)('RP-3.4: %s seats, edges and blocked pair', (id, seats, edges, blocked) => {
    const s = start(id);
    expect(
      s.setup.control.map((v, seat) => `P${seat + 1}:${v.join('')}`).join(' '), // the rules' P1 is seat 0
    ).toBe(seats);
    const e = s.setup.edges.map((x) => x.between.join('') + (x.type === 'tunnel' ? 'T' : x.type === 'bridge' ? 'B' : '')).join(' ');
    expect(e).toBe(edges);
    expect(s.setup.blocked.map((b) => b.join(''))).toEqual(blocked ? [blocked] : []);
    expect(s.seats).toHaveLength(Number(id[0]));
  });
  it('RP-3.2: only ring pairs connect; blocked and other pairs have different codes', () => {
    const s = start('6p-point-to-point');
    act(s, 0, 0, send('AL', 'F'), RP.TRACK_BLOCKED);
    act(s, 0, 0, send('AL', 'D'), RP.NOT_CONNECTED);
    act(s, 0, 0, send('AL', 'C'), RP.NOT_CONNECTED);
    expect(s.setup.dist.A.F).toBe(5);
    expect(start('6p-circle').setup.dist.A.D).toBe(3);
  });
  it('RP-3.3: every range is home plus its two table neighbours, whatever the setup', () => {
    const ranges: Record<City, string> = { A: 'ABF', B: 'ABC', C: 'BCD', D: 'CDE', E: 'DEF', F: 'AEF' };
    for (const h of CITIES) expect(CITIES.filter((c) => inRange(h, c)).join('')).toBe(ranges[h]);
  });
  it('RP-3.3 example: in 2p-point-to-point A1 retires if AL is placed in C', () => {
    let s = start('2p-point-to-point');
    s = act(s, 0, 0, send('AL', 'B'));
    s = adv(s, 4000);
    s = act(s, 0, 4000, send('AL', 'C'));
    s = act(s, 0, 10000, send('CL', 'D'));
    s = act(s, 0, 12500, park('AL', 'long'));
    expect(engineer(s, 'A1').status).toBe('retired');
  });
  it('RP-3.6: a valid custom setup plays and has no challenge timer', () => {
    const custom = {
      id: 'my-ring',
      control: { P1: ['A', 'B', 'C'], P2: ['D', 'E', 'F'] },
      edges: [
        ['A', 'B', 'tunnel'],
        ['B', 'C', 'open'],
        ['C', 'D', 'open'],
        ['D', 'E', 'tunnel'],
        ['E', 'F', 'bridge'],
        ['F', 'A', 'open'],
      ].map(([a, b, t]) => ({ between: [a, b], type: t })),
      blocked: [],
    };
    const cfg = parseConfig({ setup: custom }, 2);
    expect(cfg.setupId).toBe('my-ring');
    expect(cfg.timerMs).toBe(600000);
    const s = railPass.setup(cfg, 'x', 2);
    expect(s.setup.custom).toBe(true);
    expect(s.setup.adj.E.F).toBe('bridge');
    expect(() => parseConfig({ setup: custom, timerPreset: 'challenge' }, 2)).toThrow(/challenge/);
    // and it round-trips through parseConfig (records store parsed configs)
    expect(parseConfig(cfg, 2)).toEqual(cfg);
  });
  it.each([
    ['a city in two seats', { control: { P1: ['A', 'B', 'C'], P2: ['C', 'D', 'E', 'F'] } }, /two seats/],
    ['a seat gap', { control: { P1: ['A', 'B', 'C'], P3: ['D', 'E', 'F'] } }, /gaps/],
    ['a non-ring edge', { edges: [{ between: ['A', 'C'], type: 'open' }] }, /ring pair/],
    [
      'two blocked pairs',
      {
        blocked: [
          ['F', 'A'],
          ['C', 'D'],
        ],
      },
      /at most one/,
    ],
    [
      'four tunnels',
      {
        edges: [
          ['A', 'B'],
          ['B', 'C'],
          ['C', 'D'],
          ['D', 'E'],
          ['E', 'F'],
          ['F', 'A'],
        ].map(([a, b], i) => ({ between: [a, b], type: i < 4 ? 'tunnel' : 'open' })),
      },
      /tunnels/,
    ],
    [
      'two bridges',
      {
        edges: [
          ['A', 'B'],
          ['B', 'C'],
          ['C', 'D'],
          ['D', 'E'],
          ['E', 'F'],
          ['F', 'A'],
        ].map(([a, b], i) => ({ between: [a, b], type: i < 2 ? 'bridge' : 'open' })),
      },
      /bridges/,
    ],
    [
      'a missing ring pair',
      {
        edges: [
          ['A', 'B'],
          ['B', 'C'],
          ['C', 'D'],
          ['D', 'E'],
          ['E', 'F'],
        ].map(([a, b]) => ({ between: [a, b], type: 'open' })),
      },
      /exactly one/,
    ],
  ])('RP-3.6: rejects %s', (_, patch, re) => {
    const base = {
      control: { P1: ['A', 'B', 'C'], P2: ['D', 'E', 'F'] },
      edges: [
        ['A', 'B'],
        ['B', 'C'],
        ['C', 'D'],
        ['D', 'E'],
        ['E', 'F'],
        ['F', 'A'],
      ].map(([a, b]) => ({ between: [a, b], type: 'open' })),
      blocked: [],
    };
    expect(() => parseConfig({ setup: { ...base, ...patch } }, 2)).toThrow(re);
  });
});

describe('RP-4 round setup', () => {
  it('RP-4.1: without matchSeed the record seed decides; same seed, same yards', () => {
    const cfg = parseConfig({ setup: '6p-circle' }, 6);
    const a = railPass.setup(cfg, 'seed-1', 6);
    expect(railPass.setup(cfg, 'seed-1', 6).yards).toEqual(a.yards);
    expect(railPass.setup(cfg, 'seed-2', 6).yards).not.toEqual(a.yards);
  });
  it('RP-4.5: seats start with no trains and busyUntil 0', () => {
    const s = start('4p-h-to-i');
    expect(s.seats).toEqual([
      { cities: ['A', 'B'], held: [], busyUntil: 0 },
      { cities: ['C'], held: [], busyUntil: 0 },
      { cities: ['D', 'E'], held: [], busyUntil: 0 },
      { cities: ['F'], held: [], busyUntil: 0 },
    ]);
  });
  it('RP-4.6/RP-16.1: stickers only in expert mode, with the data-file colours', () => {
    expect(Object.values(start('6p-circle').trains).every((t) => t.sticker === null)).toBe(true);
    const s = start('6p-circle', { expert: true });
    expect(Object.fromEntries(Object.values(s.trains).map((t) => [t.id, t.sticker]))).toEqual(STICKERS);
    expect(STICKERS).toMatchObject({
      AL: 'D',
      BL: 'E',
      CL: 'F',
      DL: 'A',
      EL: 'B',
      FL: 'C',
      AS: 'C',
      BS: 'D',
      CS: 'E',
      DS: 'F',
      ES: 'A',
      FS: 'B',
    });
  });
  it('RP-4.7: T is config.timerMs', () => {
    expect(start('6p-circle').endsAt).toBe(360000);
    expect(start('6p-circle', { timerMs: 120000 }).endsAt).toBe(120000);
  });
});

describe('RP-6 time model', () => {
  it('RP-6.2: events at the same ms run in scheduling order', () => {
    let s = start('6p-circle');
    s = act(s, 2, 0, send('CL', 'B')); // open: 4000
    s = act(s, 3, 0, send('DL', 'E')); // open: 4000
    expect(s.events.map((e) => [e.at, e.seq, e.train])).toEqual([
      [4000, 0, 'CL'],
      [4000, 1, 'DL'],
    ]);
  });
  it('RP-6.3: advance processes due events, sets the clock, and never goes back', () => {
    let s = start('6p-circle');
    s = act(s, 2, 0, send('CL', 'B'));
    s = adv(s, 3999);
    expect(s.clock).toBe(3999);
    expect(train(s, 'CL').loc.kind).toBe('transit');
    s = adv(s, 4000);
    expect(train(s, 'CL').loc.kind).toBe('held');
    expect(adv(s, 100)).toBe(s);
  });
  it('RP-6.4: an action runs advance(at) first, so a train due at `at` has arrived', () => {
    let s = start('6p-circle');
    s = act(s, 2, 0, send('CL', 'B'));
    s = act(s, 1, 2000, send('BL', 'A'));
    s = act(s, 1, 5000, park('CL', 'long'));
    expect(s.tracks.B.long).toBe('CL');
  });
  it('RP-6.4: stamps earlier than the clock are RP_TIME_REVERSED', () => {
    const s = adv(start('6p-circle'), 5000);
    act(s, 0, 4999, load('AL', 'head'), RP.TIME_REVERSED);
    act(s, 0, 5000, load('AL', 'head'));
  });
  it('RP-6.5: ticks do not change results', () => {
    let a = start('6p-circle');
    a = act(a, 2, 0, send('CL', 'B'));
    a = act(a, 0, 0, send('AS', 'B'));
    let b = a;
    for (let t = 50; t <= 12000; t += 50) b = adv(b, t);
    a = adv(a, 12000);
    expect(b).toEqual(a);
  });
  it('RP-6.7: busy time blocks until exactly busyUntil; rejections do not change it', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, load('AL', 'head'));
    act(s, 0, 1199, load('AL', 'head'), RP.HANDS_BUSY);
    expect(busy(s, 0)).toBe(1200);
    act(s, 0, 1200, load('AL', 'head'));
    // other seats are not blocked
    act(s, 1, 100, load('BL', 'head'));
  });
});

describe('RP-7 common checks', () => {
  it('RP-7.2: order is time reversed, round over, not a player, bad action, busy', () => {
    const s = adv(act(start('6p-circle'), 0, 0, load('AL', 'head')), 100);
    expect(railPass.apply(s, 0, load('AL', 'head'), 50)).toMatchObject({ ok: false, error: { code: RP.TIME_REVERSED } });
    expect(railPass.apply(s, 9, { type: 'dance' } as never, 400000)).toMatchObject({ ok: false, error: { code: RP.ROUND_OVER } });
    expect(railPass.apply(s, 9, { type: 'dance' } as never, 100)).toMatchObject({ ok: false, error: { code: RP.NOT_A_PLAYER } });
    expect(railPass.apply(s, 0, { type: 'dance' } as never, 100)).toMatchObject({ ok: false, error: { code: RP.BAD_ACTION } });
    expect(railPass.apply(s, 0, load('AL', 'middle' as never), 100)).toMatchObject({ ok: false, error: { code: RP.HANDS_BUSY } });
    expect(railPass.apply(s, 0, load('AL', 'middle' as never), 1200)).toMatchObject({ ok: false, error: { code: RP.BAD_ARGUMENT } });
  });
  it('RP-7.1: parseAction accepts objects with a string type and rejects other shapes', () => {
    expect(parseAction({ type: 'LOAD', train: 'AL', end: 'head' })).toEqual({ type: 'LOAD', train: 'AL', end: 'head' });
    expect(() => parseAction(null)).toThrow();
    expect(() => parseAction('load')).toThrow();
    expect(() => parseAction({ type: 3 })).toThrow();
    expect(() => parseAction({ type: 'LOAD', hack: 1 })).toThrow();
  });
  it('RP-7.3: a seat acts only in its own cities and never on transit or others’ held trains', () => {
    let s = start('6p-circle');
    act(s, 0, 0, load('BL', 'head'), RP.NOT_YOUR_CITY);
    act(s, 0, 0, lift('BL'), RP.NOT_YOUR_CITY);
    act(s, 0, 0, transfer('BL', 'BS', { A: 1 }), RP.NOT_YOUR_CITY);
    s = act(s, 1, 0, send('BS', 'A'));
    act(s, 1, 3000, send('BS', 'C'), RP.TRAIN_NOT_AVAILABLE);
    s = adv(s, 6000);
    act(s, 1, 6000, send('BS', 'C'), RP.TRAIN_NOT_HELD);
    act(s, 1, 6000, park('BS', 'short'), RP.TRAIN_NOT_HELD);
  });
  it('RP-7.4: custom timing changes busy and transit times', () => {
    let s = start('6p-circle', {
      timing: { actionMs: { load: 1000, send: 1500, sendExtra: { tunnel: 700 } }, transitMs: { tunnel: 5000 } },
    });
    expect(s.config.timingPreset).toBe('custom');
    s = act(s, 0, 0, load('AL', 'head'));
    expect(busy(s, 0)).toBe(1000);
    s = act(s, 0, 1000, send('AL', 'B'));
    expect(busy(s, 0)).toBe(3200);
    expect(train(s, 'AL').loc).toMatchObject({ arriveAt: 6000 });
  });
});

describe('RP-8 load', () => {
  it('checks in order', () => {
    let s = start('6p-circle');
    act(s, 0, 0, load('AL', 'side' as never), RP.BAD_ARGUMENT);
    act(s, 0, 0, load('ZZ', 'head'), RP.UNKNOWN_TRAIN);
    s = act(s, 0, 0, lift('AL'));
    act(s, 0, 500, load('AL', 'head'), RP.TRAIN_NOT_PARKED);
    act(s, 0, 500, load('BL', 'head'), RP.NOT_YOUR_CITY);
    const empty = structuredClone(s);
    empty.yards.A = [];
    act(empty, 0, 500, load('AS', 'head'), RP.YARD_EMPTY);
    let t = s;
    for (let i = 0; i < 3; i++) t = act(t, 0, 500 + i * 1200, load('AS', 'head'));
    act(t, 0, 4100, load('AS', 'tail'), RP.TRAIN_FULL);
  });
  it('a train without an engineer can be loaded', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, moveEng('A1', 'hotel'));
    s = act(s, 0, 1500, load('AL', 'head'));
    expect(train(s, 'AL').cargo).toEqual({ E: 1 });
  });
});

describe('RP-9 lift', () => {
  it('checks in order and effects', () => {
    let s = start('6p-circle');
    act(s, 0, 0, lift('ZZ'), RP.UNKNOWN_TRAIN);
    act(s, 0, 0, lift('BL'), RP.NOT_YOUR_CITY);
    const noEng = act(s, 0, 0, moveEng('A1', 'hotel'));
    act(noEng, 0, 1500, lift('AL'), RP.NO_ENGINEER);
    s = act(s, 0, 0, lift('AL'));
    expect(s.tracks.A.long).toBeNull();
    expect(seat(s, 0).held).toEqual(['AL']);
    expect(busy(s, 0)).toBe(500);
    act(s, 0, 500, lift('AL'), RP.TRAIN_NOT_PARKED);
    s = act(s, 0, 500, lift('AS'));
    expect(seat(s, 0).held).toEqual(['AL', 'AS']);
    const t = act(s, 0, 1000, park('AS', 'short'));
    const u = act(adv(t, 3000), 1, 3000, send('BS', 'A'));
    act(u, 0, 3000, lift('AS'), RP.HANDS_FULL);
  });
});

describe('RP-10 park', () => {
  it('checks in order and effects', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, lift('AS'));
    act(s, 0, 500, park('AS', 'middle' as never), RP.BAD_ARGUMENT);
    act(s, 0, 500, park('ZZ', 'long'), RP.UNKNOWN_TRAIN);
    act(s, 0, 500, park('AL', 'long'), RP.TRAIN_NOT_HELD);
    act(s, 0, 500, park('AS', 'long'), RP.TRACK_OCCUPIED);
    s = act(s, 0, 500, park('AS', 'short'));
    expect(seat(s, 0).held).toEqual([]);
    expect(busy(s, 0)).toBe(2500);
  });
  it('check 6 only with guardRange', () => {
    let s = start('6p-circle', { guardRange: true });
    s = act(s, 0, 0, send('AL', 'B'));
    s = adv(s, 6000);
    s = act(s, 1, 6000, send('AL', 'C'));
    s = adv(s, 10000);
    s = act(s, 2, 10000, send('CL', 'D'));
    act(s, 2, 13000, park('AL', 'long'), RP.WOULD_RETIRE);
    expect(railPass.legalActions(s, 2).some((a) => a.type === 'PARK')).toBe(false);
  });
});

describe('RP-11 send', () => {
  it('check 1: bad track or express', () => {
    const s = start('6p-circle');
    act(s, 0, 0, send('AL', 'B', { track: 'mid' as never }), RP.BAD_ARGUMENT);
    act(s, 0, 0, { type: 'SEND', train: 'AL', to: 'B', express: 'yes' } as never, RP.BAD_ARGUMENT);
  });
  it('checks 2–10', () => {
    const s = start('2p-point-to-point');
    act(s, 0, 0, send('ZZ', 'B'), RP.UNKNOWN_TRAIN);
    act(s, 0, 0, send('AL', 'Q' as City), RP.UNKNOWN_CITY);
    act(s, 0, 0, send('AL', 'A'), RP.SAME_CITY);
    act(s, 0, 0, send('CL', 'D', { track: 'long' }), RP.NOT_YOUR_CITY);
    act(s, 0, 0, send('AL', 'B', { track: 'short' }), RP.TRACK_TOO_SHORT);
    act(s, 0, 0, send('AL', 'B', { track: 'long' }));
    act(s, 0, 0, send('AL', 'B', { express: false }));
  });
  it('check 11 counts trains on their way, not the train being sent; own-city moves count against the sender', () => {
    let s = start('2p-point-to-point');
    s = act(s, 0, 0, lift('AL'));
    s = act(s, 0, 500, lift('AS'));
    expect(handLoad(s, 0)).toBe(2);
    s = act(s, 0, 1000, send('AS', 'B')); // own city, from hands: frees its hand first
    expect(handLoad(s, 0)).toBe(2);
    act(s, 0, 3000, send('BL', 'C'), RP.RECEIVER_FULL);
  });
  it('range is not checked when sending', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, send('AL', 'B'));
    s = adv(s, 6000);
    act(s, 1, 6000, send('AL', 'C'));
  });
});

describe('RP-12 transfer', () => {
  function two(): RailPassState {
    let s = start('6p-circle');
    s = act(s, 0, 0, load('AL', 'head')); // E
    s = act(s, 0, 1200, load('AS', 'tail')); // B
    return s;
  }
  it('checks in order', () => {
    const s = two();
    act(s, 0, 2400, transfer('AL', 'AS', { X: 1 } as never), RP.BAD_ARGUMENT);
    act(s, 0, 2400, transfer('AL', 'AS', { E: -1 }), RP.BAD_ARGUMENT);
    act(s, 0, 2400, transfer('AL', 'AS', { E: 0.5 }), RP.BAD_ARGUMENT);
    act(s, 0, 2400, transfer('AL', 'ZZ', { E: 1 }), RP.UNKNOWN_TRAIN);
    act(s, 0, 2400, transfer('AL', 'AL', { E: 1 }), RP.BAD_ARGUMENT);
    act(s, 0, 2400, transfer('AL', 'BL', { E: 1 }), RP.NOT_SAME_CITY);
    act(s, 0, 2400, transfer('AL', 'AS', { E: 0 }), RP.EMPTY_TRANSFER);
    act(s, 0, 2400, transfer('AL', 'AS', {}, { C: 1 }), RP.CARGO_MISSING);
    const lifted = act(s, 0, 2400, lift('AS'));
    act(lifted, 0, 2900, transfer('AL', 'AS', { E: 1 }), RP.TRAIN_NOT_PARKED);
    act(start('6p-circle'), 0, 0, transfer('BL', 'BS', { E: 1 }), RP.NOT_YOUR_CITY);
  });
  it('both moves at once; busy 1500 + 300 per cube', () => {
    let s = two();
    s = act(s, 0, 2400, transfer('AL', 'AS', { E: 1 }, { B: 1 }));
    expect(train(s, 'AL').cargo).toEqual({ B: 1 });
    expect(train(s, 'AS').cargo).toEqual({ E: 1 });
    expect(busy(s, 0)).toBe(2400 + 1500 + 600);
  });
});

describe('RP-13 moveEngineer', () => {
  it('checks 1–3 and the train branch', () => {
    let s = start('6p-circle');
    act(s, 0, 0, moveEng('Z9', 'hotel'), RP.UNKNOWN_ENGINEER);
    act(s, 0, 0, moveEng('A3', 'ZZ'), RP.UNKNOWN_TRAIN);
    act(s, 0, 0, moveEng('A1', 'AL'), RP.SAME_PLACE);
    act(s, 0, 0, moveEng('A3', 'BL'), RP.NOT_SAME_CITY);
    s = act(s, 0, 0, lift('AL'));
    act(s, 0, 500, moveEng('A3', 'AL'), RP.TRAIN_NOT_PARKED);
    act(s, 0, 500, moveEng('A1', 'hotel'), RP.ENGINEER_UNAVAILABLE);
    const retired = structuredClone(start('6p-circle'));
    engineer(retired, 'A3').status = 'retired';
    retired.hotels.A = [];
    act(retired, 0, 0, moveEng('A3', 'AL'), RP.ENGINEER_UNAVAILABLE);
  });
  it('train to train', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, moveEng('A2', 'hotel'));
    s = act(s, 0, 1500, moveEng('A1', 'AS'));
    expect(train(s, 'AS').engineer).toBe('A1');
    expect(train(s, 'AL').engineer).toBeNull();
    expect(busy(s, 0)).toBe(3000);
  });
});

describe('RP-14 automatic effects', () => {
  it('RP-14.1 step 2: a taken target track sends the train into the hands; targetTrack is cleared', () => {
    let s = start('2p-point-to-point');
    s = act(s, 0, 0, send('AL', 'B', { track: 'long' }));
    s = adv(s, 4000);
    expect(train(s, 'AL').loc).toEqual({ kind: 'held', seat: 0, city: 'B' });
  });
  it('RP-14.1 step 2 with guardRange: a placement that would retire is skipped', () => {
    let s = start('2p-point-to-point', { guardRange: true });
    s = act(s, 0, 0, send('AL', 'B'));
    s = adv(s, 4000);
    s = act(s, 0, 4000, send('BL', 'A', { track: 'long' }));
    s = act(s, 0, 7000, send('AL', 'C', { track: 'long' }));
    s = act(s, 0, 10000, send('CL', 'B', { track: 'long' }));
    s = adv(s, 14000);
    expect(train(s, 'AL').loc.kind).toBe('held');
    expect(engineer(s, 'A1').status).toBe('active');
  });
  it('RP-14.4: retirement strands the train; delivery happens before retirement', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, load('AL', 'tail')); // B
    s = act(s, 0, 1200, send('AL', 'B'));
    s = adv(s, 7200);
    s = act(s, 1, 7200, send('BL', 'C'));
    s = act(s, 1, 9200, park('AL', 'long'));
    expect(s.storage.B).toBe(1);
    expect(engineer(s, 'A1').status).toBe('active');
  });
  it('RP-14.6: autoPark skips a train whose engineer would retire', () => {
    let s = start('6p-circle', { autoPark: true });
    s = act(s, 0, 0, send('AL', 'B'));
    s = act(s, 1, 0, send('BL', 'C'));
    s = adv(s, 6000);
    expect(s.tracks.B.long).toBe('AL');
    expect(busy(s, 1)).toBe(8000);
    s = act(s, 1, 8000, lift('AL'));
    s = act(s, 2, 8000, send('CL', 'D'));
    s = act(s, 1, 8500, send('AL', 'C'));
    s = adv(s, 12500);
    expect(train(s, 'AL').loc.kind).toBe('held');
  });
});

describe('RP-15 handling mode', () => {
  /** A round whose generator's next draw wrecks an express train on open track. */
  function wreckable(): RailPassState {
    const s = structuredClone(start('6p-circle', { handlingMode: true }));
    let st = 1;
    while (mulberry32Next(st)[0] >= 0.02) st++;
    s.rng = st;
    return s;
  }
  it('RP-15.4: a wreck drops its cubes, loses its engineer and counts −5 −1/cube −2', () => {
    let s = wreckable();
    const rng = s.rng;
    s = act(s, 0, 0, load('AL', 'head'));
    s = act(s, 0, 1200, load('AL', 'head'));
    s.rng = rng;
    s = act(s, 0, 2400, send('AL', 'F', { express: true }));
    s = adv(s, 4800);
    expect(train(s, 'AL').loc).toEqual({ kind: 'wrecked' });
    expect(train(s, 'AL').cargo).toEqual({});
    expect(engineer(s, 'A1').status).toBe('lost');
    expect(s.pile).toEqual({ droppedCubes: 2, retiredEngineers: 1, wreckedTrains: 1 });
    expect(seat(s, 5).held).toEqual([]);
    act(s, 0, 4800, send('AL', 'F'), RP.TRAIN_NOT_AVAILABLE);
    const out = teamResult(adv(s, 360000));
    expect(out.score).toBe(-9);
    expect(out.penalties.map((p) => [p.kind, p.count, p.points])).toEqual([
      ['droppedCubes', 2, 2],
      ['retiredEngineers', 1, 2],
      ['wreckedTrains', 1, 5],
      ['wrongCityCubes', 0, 0],
    ]);
  });
  it('RP-15.3: express transit times 2400/3600/3000, same busy time; plain sends draw nothing', () => {
    let s = start('2p-point-to-point', { handlingMode: true });
    s = act(s, 0, 0, send('AL', 'B', { express: true }));
    expect(train(s, 'AL').loc).toMatchObject({ arriveAt: 2400 });
    s = act(s, 0, 2000, send('BS', 'C', { express: true }));
    expect(train(s, 'BS').loc).toMatchObject({ arriveAt: 5600 });
    expect(busy(s, 0)).toBe(5000);
    const bridge = act(start('2p-point-to-point', { handlingMode: true }), 0, 0, send('CS', 'D', { express: true }));
    expect(train(bridge, 'CS').loc).toMatchObject({ arriveAt: 3000 });
    expect(busy(bridge, 0)).toBe(2500);
    const plain = act(start('2p-point-to-point', { handlingMode: true }), 0, 0, send('AL', 'B'));
    expect(adv(plain, 4000).rng).toBe(plain.rng);
  });
});

describe('RP-16 expert mode', () => {
  it('RP-16.2: effective capacity long 3/4/5, short 2/3/3', () => {
    const s = structuredClone(start('6p-circle', { expert: true }));
    s.yards.A = [...'DDBBBBEEEEFFFFCCFCCC'] as City[];
    let t = s;
    for (let i = 0; i < 3; i++) t = act(t, 0, i * 1200, load('AL', 'tail'));
    expect(train(t, 'AL').cargo).toEqual({ C: 3 }); // effCap 3 without a D cube
    act(t, 0, 3600, load('AL', 'tail'), RP.TRAIN_FULL);
    t = act(t, 0, 3600, load('AL', 'head')); // D: effCap 4
    expect(train(t, 'AL').cargo).toEqual({ C: 3, D: 1 });
    act(t, 0, 4800, load('AL', 'tail'), RP.TRAIN_FULL);
    t = act(t, 0, 4800, load('AL', 'head')); // second D: effCap 5
    expect(train(t, 'AL').cargo).toEqual({ C: 3, D: 2 });
    // expert off: the same cubes fit a plain long train of 5
    let u = structuredClone(start('6p-circle'));
    u.yards.A = [...'DDBBBBEEEEFFFFCCFCCC'] as City[];
    for (let i = 0; i < 5; i++) u = act(u, 0, i * 1200, load('AL', 'tail'));
    expect(train(u, 'AL').cargo).toEqual({ C: 4, F: 1 });
  });
  it('RP-16.4: delivering sticker cubes never leaves a train over capacity', () => {
    const s = structuredClone(start('6p-circle', { expert: true }));
    s.tracks.D.long = null;
    s.tracks.A.long = null;
    train(s, 'DL').loc = { kind: 'held', seat: 3, city: 'D' };
    train(s, 'AL').loc = { kind: 'held', seat: 3, city: 'D' };
    seat(s, 3).held = ['DL', 'AL'];
    train(s, 'AL').cargo = { C: 1, D: 2, E: 1, F: 1 };
    const t = act(s, 3, 0, park('AL', 'long'));
    expect(t.storage.D).toBe(2);
    expect(train(t, 'AL').cargo).toEqual({ C: 1, E: 1, F: 1 });
    expect(effCap(train(t, 'AL'), train(t, 'AL').cargo, true)).toBe(3);
  });
});

describe('RP-17 end of round, rounds and records', () => {
  it('RP-17.2: held and in-transit trains and cubes aboard do not count', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, load('AL', 'tail'));
    s = act(s, 0, 1200, send('AL', 'B'));
    s = adv(s, 360000);
    expect(teamResult(s).storage.B).toBe(0);
  });
  it('RP-17.6/17.7: several rounds, each fresh with its own roundSeed; the best score is kept', () => {
    let s = start('6p-circle', { rounds: 3, timerMs: 60000 });
    const y1 = s.yards;
    s = act(s, 0, 0, load('AL', 'tail'));
    s = adv(s, 60000);
    expect(s.round).toBe(2);
    expect(s.roundStart).toBe(60000);
    expect(s.clock).toBe(0);
    expect(s.yards).not.toEqual(y1);
    expect(train(s, 'AL').cargo).toEqual({});
    expect(railPass.outcome(s)).toBeNull();
    // the second round: action stamps are match time
    s = act(s, 0, 60000, load('AL', 'head'));
    expect(busy(s, 0)).toBe(1200);
    const fixture = structuredClone(s);
    fixture.storage = { A: 5, B: 5, C: 5, D: 5, E: 5, F: 5 };
    s = adv(fixture, 180000);
    const o = finished(s);
    expect(teamResult(s).rounds.map((r) => r.score)).toEqual([0, 25, 0]);
    expect(o.team).toMatchObject({ score: 25, best: 25, bestRound: 2, win: false });
    expect(o.winners).toEqual([]);
    expect(o.ranks).toEqual([2, 2, 2, 2, 2, 2]);
  });
  it('RP-17.8: the fingerprint covers setup, timer, modes, assists and the timing preset', () => {
    const a = parseConfig({ setup: '6p-circle' }, 6);
    const b = parseConfig({ setup: '6p-circle', timing: { transitMs: { open: 3000 } } }, 6);
    expect(fingerprint(a)).not.toBe(fingerprint(b));
    expect(isPublicRecordConfig(a)).toBe(true);
    expect(isPublicRecordConfig(b)).toBe(false);
    expect(fingerprint(a)).toBe(fingerprint(parseConfig({ setup: '6p-circle', matchSeed: 5, rounds: 3 }, 6)));
    for (const k of ['expert', 'handlingMode', 'autoPark', 'guardRange'])
      expect(fingerprint(parseConfig({ setup: '6p-circle', [k]: true }, 6))).not.toBe(fingerprint(a));
  });
  it('outcome: every seat gets the team score; winners all seats on a win', () => {
    const s = structuredClone(start('3p-circle'));
    s.storage = { A: 11, B: 12, C: 10, D: 14, E: 13, F: 11 };
    const o = finished(adv(s, 540000));
    expect(o.scores).toEqual([110, 110, 110]);
    expect(o.ranks).toEqual([1, 1, 1]);
    expect(o.winners).toEqual([0, 1, 2]);
    expect(o.team).toMatchObject({
      score: 110,
      win: true,
      lowest: [10, 11],
      product: 110,
      storage: { A: 11, B: 12, C: 10, D: 14, E: 13, F: 11 },
    });
  });
});

describe('RP-18 information', () => {
  it('RP-18.1: the view shows everything except the generator and the match seed', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, send('AL', 'B'));
    const v = railPass.view(s, 2);
    expect(v.you).toBe(2);
    expect(v).not.toHaveProperty('rng');
    expect(v.config).not.toHaveProperty('matchSeed');
    expect(JSON.stringify(v)).not.toContain(String(s.rng));
    expect(train(v, 'AL').loc).toMatchObject({ departAt: 0, arriveAt: 6000 });
    expect(seat(v, 1).handLoad).toBe(1);
    expect(seat(v, 0).busyUntil).toBe(3000);
    expect(v.yards).toEqual(s.yards);
    expect(railPass.view(s, null).you).toBeNull();
  });
});

describe('RP-19 configuration', () => {
  it('defaults', () => {
    const c = parseConfig({ setup: '3p-circle' }, 3);
    expect(c).toMatchObject({
      setupId: '3p-circle',
      rounds: 1,
      timerMs: 540000,
      timerPreset: 'default',
      expert: false,
      handlingMode: false,
      autoPark: false,
      guardRange: false,
      timingPreset: 'default',
      matchSeed: null,
      botTakeoverAfterMs: 15000,
    });
    expect(parseConfig({}, 6).setupId).toBe(DEFAULT_SETUP_BY_PLAYERS[6]);
    expect(parseConfig({ setupId: '6p-figure-8' }, 6).setupId).toBe('6p-figure-8');
  });
  it.each([
    [2, 600000],
    [3, 540000],
    [4, 480000],
    [5, 420000],
    [6, 360000],
  ])('RP-19.1: %i players default and cap %i', (n, cap) => {
    const id = SETUPS.find((s) => s.players === n)!.id;
    expect(parseConfig({ setup: id }, n).timerMs).toBe(cap);
    expect(() => parseConfig({ setup: id, timerMs: cap + 5000 }, n)).toThrow(/cap/);
    expect(parseConfig({ setup: id, timerMs: cap - 5000 }, n).timerPreset).toBe('custom');
  });
  it('timer bounds, step, challenge preset', () => {
    expect(() => parseConfig({ setup: '6p-circle', timerMs: 55000 }, 6)).toThrow(/below/);
    expect(() => parseConfig({ setup: '6p-circle', timerMs: 61000 }, 6)).toThrow(/multiple/);
    expect(parseConfig({ setup: '6p-circle', timerMs: 60000 }, 6).timerMs).toBe(60000);
    for (const s of SETUPS) {
      const c = parseConfig({ setup: s.id, timerPreset: 'challenge' }, s.players);
      expect(c.timerMs).toBe(s.challengeTimerMs);
      expect(parseConfig(c, s.players)).toEqual(c);
    }
    expect(() => parseConfig({ setup: '6p-circle', timerPreset: 'challenge', timerMs: 360000 }, 6)).toThrow();
  });
  it('rejects unknown keys, bad seats, wrong player counts and out-of-range values', () => {
    expect(() => parseConfig({ setup: '6p-circle', colour: 'red' }, 6)).toThrow();
    expect(() => parseConfig({ setup: '6p-circle' }, 5)).toThrow(/6 players/);
    expect(() => parseConfig({ setup: 'nowhere' }, 6)).toThrow(/unknown setup/);
    expect(() => parseConfig({ setup: '6p-circle', rounds: 0 }, 6)).toThrow();
    expect(() => parseConfig({ setup: '6p-circle', matchSeed: -1 }, 6)).toThrow();
    expect(() => parseConfig({ setup: '6p-circle', botTakeoverAfterMs: 1000 }, 6)).toThrow(/botTakeover/);
    expect(parseConfig({ setup: '6p-circle', botTakeoverAfterMs: 0 }, 6).botTakeoverAfterMs).toBe(0);
    // RP-20.1: the server hands a disconnected human's seat to a bot after this long (0: never).
    expect(railPass.awayAfterMs?.(parseConfig({ setup: '6p-circle', botTakeoverAfterMs: 0 }, 6))).toBeNull();
    expect(railPass.awayAfterMs?.(parseConfig({ setup: '6p-circle' }, 6))).toBe(15000);
    expect(() => parseConfig({ setup: '6p-circle', seats: { P7: { driver: 'bot' } } }, 6)).toThrow(/P7/);
    expect(() =>
      parseConfig({ setup: '6p-circle', seats: { P1: { driver: 'human', userId: 'u' }, P2: { driver: 'human', userId: 'u' } } }, 6),
    ).toThrow(/at most one/);
    // Seat keys are seat numbers; the legacy names P1… are read as 0…
    expect(
      parseConfig({ setup: '6p-circle', seats: { P1: { driver: 'human', userId: 'u' }, P2: { driver: 'bot', profile: 'sharp' } } }, 6)
        .seats[1],
    ).toEqual({ driver: 'bot', profile: 'sharp' });
    expect(parseConfig({ setup: '6p-circle', seats: { 1: { driver: 'bot', profile: 'sharp' } } }, 6).seats[1]).toEqual({
      driver: 'bot',
      profile: 'sharp',
    });
    expect(() => parseConfig({ setup: '6p-circle', seats: { 6: { driver: 'bot' } } }, 6)).toThrow(/6 is not a seat/);
  });
  it('matchSeed is used as given (RP-4.1)', () => {
    const s = start('6p-circle', { matchSeed: 20190601 });
    expect(s.matchSeed).toBe(20190601);
    expect(yardStr(s, 'A')).toBe('EEBCFFDCBECFDDEFCDBB');
  });
});

describe('RP-21 error codes', () => {
  it('every code is a stable RP_ string', () => {
    for (const [k, v] of Object.entries(RP)) expect(v).toBe(`RP_${k}`);
    expect(Object.keys(RP)).toHaveLength(33);
  });
  it('a rejected action changes nothing', () => {
    const s = start('6p-circle');
    const snapshot = JSON.stringify(s);
    act(s, 0, 10, send('AL', 'C'), RP.NOT_CONNECTED);
    expect(JSON.stringify(s)).toBe(snapshot);
  });
});

describe('generator', () => {
  it('Mulberry cursor matches mulberry32Next', () => {
    const m = new Mulberry(42);
    const [u] = mulberry32Next(42);
    expect(m.next()).toBe(u);
  });
  it('fixture helper keeps tracks consistent', () => {
    const s = fixTrain(start('6p-circle'), 'AL', { held: 0, city: 'A' });
    expect(s.tracks.A.long).toBeNull();
    expect(seat(s, 0).held).toEqual(['AL']);
  });
});

describe('RP-6.9 log and RP-17.8 records', () => {
  it('rpLog replays a record into header and entries with result codes, late clicks included', async () => {
    const { rpLog, recordBest } = await import('./log.js');
    const record = {
      format: 'roundhouse-record/1' as const,
      game: 'rail-pass' as const,
      config: { setup: '6p-circle', matchSeed: 20190601 },
      seed: 'x',
      seats: Array.from({ length: 6 }, (_, i) => ({ name: `S${i}`, kind: i === 0 ? 'human' : 'bot:cooperative' })),
      actions: [
        { seat: 0, action: { type: 'LOAD', train: 'AL', end: 'head' }, at: 1000 },
        { seat: 0, action: { type: 'LOAD', train: 'AS', end: 'tail' }, at: 2000 },
        { seat: 0, action: { type: 'LOAD', train: 'AS', end: 'tail' }, at: 2200 },
        { seat: 1, action: { type: 'LIFT', train: 'BL' }, at: 360000 },
      ],
    };
    const log = rpLog(record);
    expect(log.header).toMatchObject({
      setupId: '6p-circle',
      matchSeed: 20190601,
      round: 1,
      seats: ['human', 'bot', 'bot', 'bot', 'bot', 'bot'],
    });
    expect(log.entries.map((e) => [e.seq, e.at, e.seat, e.result])).toEqual([
      [0, 1000, 0, 'OK'],
      [1, 2000, 0, 'RP_HANDS_BUSY'],
      [2, 2200, 0, 'OK'],
      [3, 360000, 1, 'RP_ROUND_OVER'],
    ]);
    const cfg = parseConfig({ setup: '6p-circle' }, 6);
    let table = recordBest({}, cfg, 120);
    table = recordBest(table, cfg, 90);
    expect(Object.values(table)).toEqual([120]);
    table = recordBest(table, cfg, 150);
    expect(Object.values(table)).toEqual([150]);
    expect(recordBest({}, parseConfig({ setup: '6p-circle', timing: { actionMs: { load: 1000 } } }, 6), 300)).toEqual({});
  });
});
