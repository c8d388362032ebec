/** The worked examples WE-1 … WE-15 of the Rail Pass spec, with their exact values and timestamps. */
import { describe, expect, it } from 'vitest';
import { mulberry32Next, roundSeed, Mulberry } from './prng.js';
import { handLoad } from './queries.js';
import { scoreOf } from './outcome.js';
import { nextEventAt } from './rules.js';
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
  teamResult,
} from './test-helpers.js';
import type { RailPassState } from './types.js';

describe('WE-1 generator and yards (RP-4.1, RP-4.2, RP-4.3)', () => {
  it('mulberry32(1) gives the test vector', () => {
    let s = 1;
    const out: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [u, n] = mulberry32Next(s);
      out.push(u);
      s = n;
    }
    expect(out).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });
  it('matchSeed 20190601 gives the six yards and draw 115', () => {
    const s = start('6p-circle');
    expect(yardStr(s, 'A')).toBe('EEBCFFDCBECFDDEFCDBB');
    expect(yardStr(s, 'B')).toBe('DCFCDFDEAEECDAAFCAEF');
    expect(yardStr(s, 'C')).toBe('BEFADEDBABEFDDFBAAFE');
    expect(yardStr(s, 'D')).toBe('FCFBEAEEABFABCFCBAEC');
    expect(yardStr(s, 'E')).toBe('BDBBCFABADCDCFFFCAAD');
    expect(yardStr(s, 'F')).toBe('ADEAAEACBCBDEBDECCDB');
    expect(new Mulberry(s.rng).next()).toBe(0.32669549994170666);
    // 114 draws were used: replaying them from the round seed reaches the same state.
    const m = new Mulberry(roundSeed(20190601, 1));
    for (let i = 0; i < 114; i++) m.next();
    expect(m.state).toBe(s.rng);
  });
  it('roundSeed(2) = 2674626370', () => {
    expect(roundSeed(20190601, 1)).toBe(20190601);
    expect(roundSeed(20190601, 2)).toBe(2674626370);
  });
});

describe('WE-2 loading and busy time (RP-8, RP-6.7)', () => {
  it('loads, rejects while busy, loads again', () => {
    let s = start('6p-circle');
    s = act(s, 0, 1000, load('AL', 'head'));
    expect(train(s, 'AL').cargo).toEqual({ E: 1 });
    expect(busy(s, 0)).toBe(2200);
    const before = s;
    expect(act(s, 0, 2000, load('AS', 'tail'), 'RP_HANDS_BUSY')).toBe(before);
    s = act(s, 0, 2200, load('AS', 'tail'));
    expect(train(s, 'AS').cargo).toEqual({ B: 1 });
    expect(busy(s, 0)).toBe(3400);
    expect(yardStr(s, 'A')).toBe('EBCFFDCBECFDDEFCDB');
  });
});

/** WE-2 then WE-3 up to 13 500. */
function we3(): RailPassState {
  let s = start('6p-circle');
  s = act(s, 0, 1000, load('AL', 'head'));
  s = act(s, 0, 2200, load('AS', 'tail'));
  return s;
}

describe('WE-3 tunnel, hands, freeing a track, delivery (RP-11, RP-14.1, RP-14.4)', () => {
  it('follows the table', () => {
    let s = we3();
    s = act(s, 0, 3400, send('AS', 'B'));
    expect(train(s, 'AS').loc).toEqual({
      kind: 'transit',
      from: 'A',
      to: 'B',
      departAt: 3400,
      arriveAt: 9400,
      express: false,
      targetTrack: null,
    });
    expect(busy(s, 0)).toBe(6400);
    expect(s.tracks.A.short).toBeNull();
    s = adv(s, 9400);
    expect(seat(s, 1).held).toEqual(['AS']);
    expect(train(s, 'AS').loc).toEqual({ kind: 'held', seat: 1, city: 'B' });
    act(s, 1, 9400, park('AS', 'short'), 'RP_TRACK_OCCUPIED');
    s = act(s, 1, 9500, send('BL', 'C'));
    expect(train(s, 'BL').loc).toMatchObject({ kind: 'transit', arriveAt: 13500 });
    expect(busy(s, 1)).toBe(11500);
    expect(s.tracks.B.long).toBeNull();
    s = act(s, 1, 11500, park('AS', 'long'));
    expect(s.storage.B).toBe(1);
    expect(train(s, 'AS').cargo).toEqual({});
    expect(train(s, 'AS').engineer).toBe('A2');
    expect(s.pile.retiredEngineers).toBe(0);
    expect(busy(s, 1)).toBe(13500);
    s = adv(s, 13500);
    expect(seat(s, 2).held).toEqual(['BL']);
  });
});

describe('WE-4 hand load, a rejected send, track fit (RP-14.2, RP-14.3)', () => {
  it('follows the table', () => {
    let s = start('6p-circle');
    s = act(s, 1, 0, send('BL', 'C'));
    expect(train(s, 'BL').loc).toMatchObject({ arriveAt: 4000 });
    expect(handLoad(s, 2)).toBe(1);
    expect(busy(s, 1)).toBe(2000);
    s = act(s, 3, 0, send('DL', 'C'));
    expect(train(s, 'DL').loc).toMatchObject({ arriveAt: 6000 });
    expect(handLoad(s, 2)).toBe(2);
    expect(busy(s, 3)).toBe(3000);
    act(s, 1, 2000, send('BS', 'C'), 'RP_RECEIVER_FULL');
    expect(busy(s, 1)).toBe(2000);
    s = adv(s, 4000);
    expect(seat(s, 2).held).toEqual(['BL']);
    expect(handLoad(s, 2)).toBe(2);
    act(s, 2, 4000, lift('CS'), 'RP_HANDS_FULL');
    s = act(s, 2, 4000, send('CS', 'B'));
    expect(train(s, 'CS').loc).toMatchObject({ arriveAt: 8000 });
    expect(busy(s, 2)).toBe(6000);
    s = adv(s, 6000);
    expect(seat(s, 2).held).toEqual(['BL', 'DL']);
    act(s, 2, 6000, park('BL', 'short'), 'RP_TRACK_TOO_SHORT');
    s = act(s, 2, 6000, send('CL', 'D'));
    expect(train(s, 'CL').loc).toMatchObject({ arriveAt: 12000 });
    expect(busy(s, 2)).toBe(9000);
    s = adv(s, 8000);
    expect(seat(s, 1).held).toEqual(['CS']);
    s = act(s, 2, 9000, park('BL', 'long'));
    expect(seat(s, 2).held).toEqual(['DL']);
    expect(handLoad(s, 2)).toBe(1);
    expect(busy(s, 2)).toBe(11000);
    s = act(s, 1, 9000, send('BS', 'C'));
    expect(train(s, 'BS').loc).toMatchObject({ arriveAt: 13000 });
    expect(busy(s, 1)).toBe(11000);
    s = adv(s, 12000);
    expect(seat(s, 3).held).toEqual(['CL']);
    s = adv(s, 13000);
    expect(seat(s, 2).held).toEqual(['DL', 'BS']);
    s = act(s, 2, 13000, park('BS', 'short'));
    expect(seat(s, 2).held).toEqual(['DL']);
    expect(busy(s, 2)).toBe(15000);
    expect(engineer(s, 'B1').status).toBe('active');
    expect(engineer(s, 'B2').status).toBe('active');
    expect(s.pile.retiredEngineers).toBe(0);
  });
});

describe('WE-5 own-city move with a target track (RP-11, RP-14.1 step 2)', () => {
  it('follows the table', () => {
    let s = start('2p-point-to-point');
    s = act(s, 0, 0, load('AS', 'tail'));
    expect(train(s, 'AS').cargo).toEqual({ B: 1 });
    expect(busy(s, 0)).toBe(1200);
    s = act(s, 0, 1200, send('AS', 'B', { track: 'short' }));
    expect(train(s, 'AS').loc).toMatchObject({ arriveAt: 5200, targetTrack: 'short' });
    expect(handLoad(s, 0)).toBe(1);
    expect(busy(s, 0)).toBe(3200);
    s = act(s, 0, 3200, send('BS', 'C', { track: 'short' }));
    expect(train(s, 'BS').loc).toMatchObject({ arriveAt: 9200 });
    expect(handLoad(s, 0)).toBe(2);
    expect(busy(s, 0)).toBe(6200);
    act(s, 1, 4000, send('DL', 'C'), 'RP_RECEIVER_FULL');
    s = adv(s, 5200);
    expect(s.tracks.B.short).toBe('AS');
    expect(s.storage.B).toBe(1);
    expect(train(s, 'AS').engineer).toBe('A2');
    expect(handLoad(s, 0)).toBe(1);
    expect(busy(s, 0)).toBe(6200);
    s = act(s, 1, 5200, send('DL', 'C'));
    expect(train(s, 'DL').loc).toMatchObject({ arriveAt: 10200 });
    expect(busy(s, 1)).toBe(7700);
    s = adv(s, 9200);
    expect(seat(s, 0).held).toEqual(['BS']);
    expect(train(s, 'BS').loc).toEqual({ kind: 'held', seat: 0, city: 'C' });
    s = adv(s, 10200);
    expect(seat(s, 0).held).toEqual(['BS', 'DL']);
    expect(handLoad(s, 0)).toBe(2);
  });
});

describe('WE-6 retirement and re-crewing (RP-14.4, RP-13)', () => {
  it('follows the table', () => {
    let s = start('6p-circle');
    s = act(s, 0, 0, send('AL', 'B'));
    s = adv(s, 6000);
    expect(seat(s, 1).held).toEqual(['AL']);
    s = act(s, 1, 6000, send('AL', 'C'));
    expect(train(s, 'AL').loc).toMatchObject({ arriveAt: 10000 });
    s = adv(s, 10000);
    expect(seat(s, 2).held).toEqual(['AL']);
    s = act(s, 2, 10000, send('CL', 'D'));
    expect(busy(s, 2)).toBe(13000);
    const guarded = { ...s, config: { ...s.config, guardRange: true } };
    act(guarded, 2, 13000, park('AL', 'long'), 'RP_WOULD_RETIRE');
    s = act(s, 2, 13000, park('AL', 'long'));
    expect(engineer(s, 'A1').status).toBe('retired');
    expect(s.pile.retiredEngineers).toBe(1);
    expect(train(s, 'AL').engineer).toBeNull();
    expect(busy(s, 2)).toBe(15000);
    act(s, 2, 15000, send('AL', 'B'), 'RP_NO_ENGINEER');
    s = act(s, 2, 15000, moveEng('C3', 'AL'));
    expect(train(s, 'AL').engineer).toBe('C3');
    expect(s.hotels.C).toEqual([]);
    expect(busy(s, 2)).toBe(16500);
    expect(scoreOf(s.storage, s.pile).score).toBe(-2);
  });
});

describe('WE-7 transfer (fixture; RP-12)', () => {
  function fixture(): RailPassState {
    const s = structuredClone(start('6p-circle'));
    s.tracks.C.long = 'BL';
    s.tracks.B.long = 'CL';
    train(s, 'BL').loc = { kind: 'track', city: 'C', track: 'long' };
    train(s, 'CL').loc = { kind: 'track', city: 'B', track: 'long' };
    train(s, 'BL').cargo = { A: 1, D: 2, E: 1 };
    train(s, 'CS').cargo = { B: 2 };
    return adv(s, 20000);
  }
  it('follows the table', () => {
    let s = fixture();
    s = act(s, 2, 20000, transfer('BL', 'CS', { D: 2 }, { B: 2 }));
    expect(train(s, 'BL').cargo).toEqual({ A: 1, B: 2, E: 1 });
    expect(train(s, 'CS').cargo).toEqual({ D: 2 });
    expect(busy(s, 2)).toBe(22700);
    act(s, 2, 22700, transfer('BL', 'CS', { E: 1, A: 1 }), 'RP_TRAIN_FULL');
    s = act(s, 2, 22700, transfer('BL', 'CS', { E: 1 }, { D: 1 }));
    expect(train(s, 'BL').cargo).toEqual({ A: 1, B: 2, D: 1 });
    expect(train(s, 'CS').cargo).toEqual({ D: 1, E: 1 });
    expect(busy(s, 2)).toBe(24800);
    act(s, 2, 25300, transfer('BL', 'CS', { F: 1 }), 'RP_CARGO_MISSING');
    act(s, 2, 25300, transfer('BL', 'CS'), 'RP_EMPTY_TRANSFER');
  });
});

describe('WE-8 engineers and the hotel (RP-13)', () => {
  it('follows the table', () => {
    let s = start('6p-circle');
    s = act(s, 1, 0, moveEng('B1', 'hotel'));
    expect(s.hotels.B).toEqual(['B3', 'B1']);
    expect(train(s, 'BL').engineer).toBeNull();
    expect(busy(s, 1)).toBe(1500);
    act(s, 1, 1500, moveEng('B3', 'BS'), 'RP_SEAT_TAKEN');
    s = act(s, 1, 1500, moveEng('B2', 'hotel'));
    expect(s.hotels.B).toEqual(['B3', 'B1', 'B2']);
    expect(busy(s, 1)).toBe(3000);
    act(s, 1, 3000, moveEng('B3', 'hotel'), 'RP_SAME_PLACE');
    s = act(s, 1, 3000, moveEng('B3', 'BL'));
    expect(s.hotels.B).toEqual(['B1', 'B2']);
    expect(busy(s, 1)).toBe(4500);
    s = act(s, 1, 4500, moveEng('B1', 'BS'));
    expect(s.hotels.B).toEqual(['B2']);
    expect(busy(s, 1)).toBe(6000);
    act(s, 1, 6000, moveEng('A1', 'hotel'), 'RP_NOT_YOUR_CITY');
    s = act(s, 1, 6000, lift('BL'));
    expect(seat(s, 1).held).toEqual(['BL']);
    expect(busy(s, 1)).toBe(6500);
    act(s, 1, 6500, moveEng('B3', 'hotel'), 'RP_ENGINEER_UNAVAILABLE');
  });
  it('fixture: a full hotel rejects with RP_HOTEL_FULL', () => {
    const s = structuredClone(start('6p-circle'));
    s.hotels.B = ['B3', 'A1', 'C2'];
    train(s, 'AL').engineer = null;
    train(s, 'CS').engineer = null;
    act(s, 1, 0, moveEng('B1', 'hotel'), 'RP_HOTEL_FULL');
  });
});

describe('WE-9 send errors (RP-11)', () => {
  it('follows the table', () => {
    let s = start('2p-point-to-point');
    act(s, 0, 0, send('AL', 'F'), 'RP_TRACK_BLOCKED');
    act(s, 0, 0, send('AL', 'C'), 'RP_NOT_CONNECTED');
    act(s, 0, 0, send('CL', 'D', { express: true }), 'RP_HANDLING_OFF');
    act(s, 0, 0, send('DL', 'E'), 'RP_NOT_YOUR_CITY');
    s = act(s, 0, 0, moveEng('C1', 'hotel'));
    expect(busy(s, 0)).toBe(1500);
    act(s, 0, 1500, send('CL', 'D'), 'RP_NO_ENGINEER');
    s = act(s, 0, 1500, send('CS', 'D'));
    expect(train(s, 'CS').loc).toMatchObject({ arriveAt: 6500 });
    expect(busy(s, 0)).toBe(4000);
    s = adv(s, 6500);
    expect(seat(s, 1).held).toEqual(['CS']);
    expect(train(s, 'CS').loc).toEqual({ kind: 'held', seat: 1, city: 'D' });
    act(s, 1, 1000, send('DL', 'E'), 'RP_TIME_REVERSED');
  });
});

describe('WE-10 expert stickers (fixture yard; RP-16; RP-16.3: capacity is checked after the load)', () => {
  it('follows the table', () => {
    let s = structuredClone(start('6p-circle', { expert: true }));
    s.yards.A = [...'BBDEFCDEFBCDEFBCDEFC'] as RailPassState['yards']['A'];
    expect(train(s, 'AS').sticker).toBe('C');
    expect(train(s, 'AL').sticker).toBe('D');
    s = act(s, 0, 0, load('AS', 'head'));
    s = act(s, 0, 1200, load('AS', 'head'));
    expect(train(s, 'AS').cargo).toEqual({ B: 2 });
    act(s, 0, 2400, load('AS', 'head'), 'RP_TRAIN_FULL');
    s = act(s, 0, 2400, load('AS', 'tail'));
    expect(train(s, 'AS').cargo).toEqual({ B: 2, C: 1 });
    s = act(s, 0, 3600, load('AL', 'head'));
    expect(train(s, 'AL').cargo).toEqual({ D: 1 });
    s = act(s, 0, 4800, load('AL', 'head'));
    s = act(s, 0, 6000, load('AL', 'head'));
    expect(train(s, 'AL').cargo).toEqual({ D: 1, E: 1, F: 1 });
    s = act(s, 0, 7200, load('AL', 'head'));
    expect(train(s, 'AL').cargo).toEqual({ C: 1, D: 1, E: 1, F: 1 });
    s = act(s, 0, 8400, load('AL', 'head'));
    expect(train(s, 'AL').cargo).toEqual({ C: 1, D: 2, E: 1, F: 1 });
    expect(yardStr(s, 'A')).toBe('EFBCDEFBCDEF');
  });
});

describe('WE-11 scoring (RP-17.3, RP-17.4; the first three rows are RP-17.5)', () => {
  const st = (a: number[]) => ({ A: a[0]!, B: a[1]!, C: a[2]!, D: a[3]!, E: a[4]!, F: a[5]! });
  const none = { droppedCubes: 0, retiredEngineers: 0, wreckedTrains: 0 };
  it.each([
    [[12, 9, 15, 10, 11, 13], { ...none, retiredEngineers: 1 }, [9, 10], 88, false],
    [[12, 10, 15, 10, 11, 13], { ...none, retiredEngineers: 1 }, [10, 10], 98, false],
    [[12, 11, 15, 10, 11, 13], { ...none, retiredEngineers: 1 }, [10, 11], 108, true],
    [[10, 14, 10, 12, 11, 16], { droppedCubes: 2, retiredEngineers: 1, wreckedTrains: 1 }, [10, 10], 91, false],
    [[11, 12, 10, 14, 13, 11], none, [10, 11], 110, true],
    [[9, 9, 9, 20, 20, 20], none, [9, 9], 81, false],
    [[0, 20, 20, 20, 20, 20], none, [0, 20], 0, false],
  ])('storage %j, pile %j → %j, %d', (storage, pile, lowest, score, win) => {
    const r = scoreOf(st(storage), pile);
    expect(r.lowest).toEqual(lowest);
    expect(r.score).toBe(score);
    expect(r.win).toBe(win);
  });
});

describe('WE-12 timer end (RP-6.3, RP-17.1)', () => {
  it('arrivals due exactly at T never happen; actions at T are RP_ROUND_OVER', () => {
    let s = start('6p-circle');
    s = adv(s, 356000);
    s = act(s, 0, 356000, send('AL', 'F'));
    expect(train(s, 'AL').loc).toMatchObject({ arriveAt: 360000 });
    s = act(s, 1, 356000, send('BL', 'C'));
    expect(train(s, 'BL').loc).toMatchObject({ arriveAt: 360000 });
    expect(nextEventAt(s)).toBe(360000);
    s = adv(s, 360000);
    expect(s.over).toBe(true);
    expect(s.clock).toBe(360000);
    expect(s.events).toEqual([]);
    expect(train(s, 'AL').loc.kind).toBe('transit');
    expect(seat(s, 5).held).toEqual([]);
    expect(teamResult(s).penalties.every((p) => p.count === 0)).toBe(true);
    expect(nextEventAt(s)).toBeNull();
    act(s, 2, 360000, load('CL', 'head'), 'RP_ROUND_OVER');
    act(start('6p-circle'), 2, 360001, load('CL', 'head'), 'RP_ROUND_OVER');
  });
});

describe('WE-13 express send with a dropped cube (RP-15.3)', () => {
  it('follows the table', () => {
    let s = start('6p-circle', { handlingMode: true, matchSeed: 3 });
    expect(yardStr(s, 'A')).toBe('DFEDFCDCFFEBBCCEBDBE');
    s = act(s, 0, 0, load('AL', 'tail'));
    s = act(s, 0, 1200, load('AL', 'tail'));
    s = act(s, 0, 2400, load('AL', 'head'));
    expect(train(s, 'AL').cargo).toEqual({ B: 1, D: 1, E: 1 });
    expect(busy(s, 0)).toBe(3600);
    const m = new Mulberry(s.rng);
    const draws = [m.next(), m.next(), m.next(), m.next()];
    expect(draws[0]).toBeCloseTo(0.17955027, 7);
    expect(draws[1]).toBeCloseTo(0.00515866, 7);
    expect(draws[2]).toBeCloseTo(0.15797478, 7);
    expect(draws[3]).toBeCloseTo(0.6487493, 7);
    s = act(s, 0, 3600, send('AL', 'F', { express: true }));
    expect(train(s, 'AL').loc).toMatchObject({ arriveAt: 6000, express: true });
    expect(busy(s, 0)).toBe(5600);
    s = adv(s, 6000);
    expect(s.pile.droppedCubes).toBe(1);
    expect(s.pile.wreckedTrains).toBe(0);
    expect(seat(s, 5).held).toEqual(['AL']);
    expect(train(s, 'AL').cargo).toEqual({ D: 1, E: 1 });
    expect(s.rng).toBe(m.state);
  });
});

describe('WE-14 autoPark and busy time (RP-14.6)', () => {
  it('follows the table', () => {
    let s = start('6p-circle', { autoPark: true });
    s = act(s, 1, 0, send('BS', 'A'));
    expect(train(s, 'BS').loc).toMatchObject({ arriveAt: 6000 });
    s = act(s, 0, 0, send('AS', 'F'));
    expect(train(s, 'AS').loc).toMatchObject({ arriveAt: 4000 });
    expect(busy(s, 0)).toBe(2000);
    s = adv(s, 4000);
    expect(seat(s, 5).held).toEqual(['AS']);
    s = act(s, 0, 5000, load('AL', 'head'));
    expect(busy(s, 0)).toBe(6200);
    s = adv(s, 6000);
    expect(seat(s, 0).held).toEqual([]);
    expect(s.tracks.A.short).toBe('BS');
    expect(busy(s, 0)).toBe(8200);
  });
});

describe('WE-15 full hands (fixture; RP-14.3)', () => {
  it('equal stamps apply in log order', () => {
    let s = start('6p-circle');
    s = fixTrain(s, 'BL', { held: 2, city: 'C' });
    s = fixTrain(s, 'DL', { held: 2, city: 'C' });
    s = fixTrain(s, 'EL', { held: 3, city: 'D' });
    s = fixTrain(s, 'ES', { held: 3, city: 'D' });
    s = adv(s, 20000);
    act(s, 2, 20000, send('DL', 'D'), 'RP_RECEIVER_FULL');
    act(s, 2, 20000, lift('CS'), 'RP_HANDS_FULL');
    act(s, 1, 20000, send('BS', 'C'), 'RP_RECEIVER_FULL');
    s = act(s, 3, 20000, send('ES', 'E'));
    expect(train(s, 'ES').loc).toMatchObject({ arriveAt: 24000 });
    expect(busy(s, 3)).toBe(22000);
    s = act(s, 2, 20000, send('DL', 'D'));
    expect(train(s, 'DL').loc).toMatchObject({ arriveAt: 26000 });
    expect(busy(s, 2)).toBe(23000);
    s = act(s, 1, 20000, send('BS', 'C'));
    expect(train(s, 'BS').loc).toMatchObject({ arriveAt: 24000 });
    expect(busy(s, 1)).toBe(22000);
    expect(s.events.map((e) => e.train)).toEqual(['ES', 'BS', 'DL']);
    s = adv(s, 24000);
    expect(seat(s, 4).held).toEqual(['ES']);
    expect(seat(s, 2).held).toEqual(['BL', 'BS']);
    s = adv(s, 26000);
    expect(seat(s, 3).held).toEqual(['EL', 'DL']);
  });
});

describe('RP-18.2 automatic effects for broadcasting', () => {
  it('WE-5 arrival with target track: arrival, placement with 1 B delivered', async () => {
    const { effectsBetween } = await import('./effects.js');
    let s = start('2p-point-to-point');
    s = act(s, 0, 0, load('AS', 'tail'));
    s = act(s, 0, 1200, send('AS', 'B', { track: 'short' }));
    s = act(s, 0, 3200, send('BS', 'C', { track: 'short' }));
    const after = adv(s, 5200);
    expect(effectsBetween(s, after)).toEqual([
      { kind: 'arrival', at: 5200, train: 'AS', city: 'B', seat: 0, into: 'track' },
      { kind: 'placement', at: 5200, train: 'AS', city: 'B', track: 'short', delivered: 1 },
    ]);
    expect(effectsBetween(after, adv(after, 9200))).toEqual([
      { kind: 'arrival', at: 9200, train: 'BS', city: 'C', seat: 0, into: 'hands' },
    ]);
  });
  it('WE-13 drop and WE-6 retirement, and the round end', async () => {
    const { effectsBetween } = await import('./effects.js');
    let s = start('6p-circle', { handlingMode: true, matchSeed: 3 });
    s = act(s, 0, 0, load('AL', 'tail'));
    s = act(s, 0, 1200, load('AL', 'tail'));
    s = act(s, 0, 2400, load('AL', 'head'));
    s = act(s, 0, 3600, send('AL', 'F', { express: true }));
    expect(effectsBetween(s, adv(s, 6000))).toEqual([
      { kind: 'arrival', at: 6000, train: 'AL', city: 'F', seat: 5, into: 'hands' },
      { kind: 'drop', at: 6000, train: 'AL', cubes: 1 },
    ]);
    let r = start('6p-circle');
    r = act(r, 0, 0, send('AL', 'B'));
    r = adv(r, 6000);
    r = act(r, 1, 6000, send('AL', 'C'));
    r = adv(r, 10000);
    r = act(r, 2, 10000, send('CL', 'D'));
    const parked = act(r, 2, 13000, park('AL', 'long'));
    expect(effectsBetween(adv(r, 13000), parked)).toEqual([
      { kind: 'placement', at: 13000, train: 'AL', city: 'C', track: 'long', delivered: 0 },
      { kind: 'retirement', at: 13000, engineer: 'A1', train: 'AL' },
    ]);
    expect(effectsBetween(parked, adv(parked, 360000))).toEqual([{ kind: 'roundEnd', at: 360000, round: 1, score: -2 }]);
  });
});
