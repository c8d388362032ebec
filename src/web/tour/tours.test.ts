/** The four guided first games (issue 19 item 3): 8–15 steps each, every step explained in English and Korean. */
import { describe, expect, it } from 'vitest';
import { GAME_LIST } from '../boards/registry.js';

describe('guided first games', () => {
  for (const g of GAME_LIST) {
    it(`${g.meta.id}: a fixed-seed game with 8–15 steps, each with English and Korean text`, async () => {
      const tour = await g.tour();
      expect(tour.game).toBe(g.meta.id);
      expect(tour.seed.length).toBeGreaterThan(0);
      expect(tour.bots.length).toBeGreaterThan(0);
      expect(tour.steps.length).toBeGreaterThanOrEqual(8);
      expect(tour.steps.length).toBeLessThanOrEqual(15);
      expect(new Set(tour.steps.map((s) => s.id)).size).toBe(tour.steps.length);
      for (const lang of ['en', 'ko'] as const) {
        expect(tour.strings[lang].title, `${lang} title`).toBeTruthy();
        for (const s of tour.steps) expect(tour.strings[lang][s.id], `${lang} ${s.id}`).toMatch(/\S{2}/);
        expect(Object.keys(tour.strings[lang]).sort()).toEqual(['title', ...tour.steps.map((s) => s.id)].sort());
      }
      // The engine accepts the tour's config and seats.
      const engine = await g.engine();
      const seats = 1 + tour.bots.length;
      expect(() => engine.setup(engine.parseConfig(tour.config, seats), tour.seed, seats)).not.toThrow();
    });
  }
});
