/**
 * RP-20.4 bot randomness: each bot draws its jitter from its own generator, seeded with
 * `roundSeed XOR n` for seat Pn, restarted each round, never the round generator (RP-4.2), in every
 * runner (`BotRngs`: the offline driver, the server's bot seats, the browser's bot worker).
 */
import { describe, expect, it } from 'vitest';
import { BotRngs } from '../../../engine/bot.js';
import { playGame } from '../../../engine/play.js';
import { rngFromSeed } from '../../../engine/rng.js';
import { makeBot } from '../../../bots/names.js';
import { railPass } from '../index.js';
import { roundSeed } from '../prng.js';
import type { RailPassState } from '../types.js';

const start = (config: Record<string, unknown>) => railPass.setup(railPass.parseConfig(config, 3), 'rp-20-4', 3);

describe('RP-20.4 bot randomness', () => {
  it('seat Pn draws from its own generator seeded with roundSeed XOR n', () => {
    const state = start({ setup: '3p-point-to-point', matchSeed: 20190601 });
    const rs = roundSeed(20190601, 1);
    const rngs = new BotRngs(railPass.botSeed, rngFromSeed('shared'));
    for (let seat = 0; seat < 3; seat++) {
      expect(railPass.botSeed?.(state, seat)).toBe((rs ^ (seat + 1)) >>> 0);
      const expected = rngFromSeed(String((rs ^ (seat + 1)) >>> 0));
      const own = rngs.for(state, seat);
      expect([own.int(1e9), own.int(1e9), own.float()]).toEqual([expected.int(1e9), expected.int(1e9), expected.float()]);
      // The same seat keeps its generator between draws.
      expect(rngs.for(state, seat)).toBe(own);
    }
    expect(rngs.for(state, 0)).not.toBe(rngs.for(state, 1));
  });

  it('a new round restarts each generator from the new roundSeed', () => {
    const state = start({ setup: '3p-point-to-point', matchSeed: 7, rounds: 2 });
    const rngs = new BotRngs(railPass.botSeed, rngFromSeed('shared'));
    const first = rngs.for(state, 2);
    first.int(10);
    const second: RailPassState = { ...state, round: 2 };
    const next = rngs.for(second, 2);
    expect(next).not.toBe(first);
    const expected = rngFromSeed(String((roundSeed(7, 2) ^ 3) >>> 0));
    expect(next.int(1e9)).toBe(expected.int(1e9));
  });

  it('Rail Pass bots draw only from their own generators: another shared bot generator plays the same game', () => {
    const played = playGame(railPass, {
      config: { setup: '2p-point-to-point' },
      seed: 'rp-20-4-game',
      bots: [0, 1].map((seat) => makeBot(railPass, 'cooperative', seat)),
      botNames: ['cooperative', 'cooperative'],
    });
    const again = playGame(railPass, {
      config: { setup: '2p-point-to-point' },
      seed: 'rp-20-4-game',
      botSeed: 'another shared generator',
      bots: [0, 1].map((seat) => makeBot(railPass, 'cooperative', seat)),
      botNames: ['cooperative', 'cooperative'],
    });
    expect(again.record.actions).toEqual(played.record.actions);
  });
});
