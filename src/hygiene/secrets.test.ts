/**
 * No seed or generator state in any view (issue 16 item 1): for every registered game, views of every
 * seat and of a spectator, along a random playout, never hold the seed, a `seed`/`matchSeed`/`rng`
 * key, or the generator's state.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../engine/rng.js';
import { step } from '../engine/step.js';
import { GAMES } from '../games/index.js';

const SEED = 'S3cr3t-seed-0xC0FFEE';
const FORBIDDEN_KEYS = new Set(['seed', 'matchSeed', 'rng']);
/** Configs a game needs beyond its defaults. */
const CONFIGS: Record<string, unknown> = { trains: { preset: 'first-game' } };

/** Every key anywhere in `value`. */
function keys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keys(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keys(v, out);
    }
  return out;
}

describe('views hold no seed or generator state', () => {
  for (const game of GAMES) {
    it(game.id, () => {
      const seats = game.seats.min === 1 ? 2 : game.seats.min;
      let state = game.setup(game.parseConfig(CONFIGS[game.id] ?? {}, seats), SEED, seats);
      const pick = rngFromSeed('playout');
      for (let i = 0; i < 60; i++) {
        const rng = JSON.stringify((state as { rng?: unknown }).rng ?? null);
        for (const seat of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
          const view = game.view(state, seat);
          const text = JSON.stringify(view);
          expect(text).not.toContain(SEED);
          if (rng !== 'null' && rng.length > 8) expect(text).not.toContain(rng.slice(1, -1));
          for (const k of keys(view)) expect(FORBIDDEN_KEYS.has(k), `${game.id} view key ${k}`).toBe(false);
        }
        const active = game.activeSeats(state);
        if (active.length === 0 || game.outcome(state) !== null) break;
        const seat = active[pick.int(active.length)]!;
        const legal = game.legalActions(state, seat);
        if (legal.length === 0) break;
        const r = step(game, state, seat, legal[pick.int(legal.length)], 0);
        if (!r.ok) break;
        state = r.value.state;
      }
    });
  }
});
