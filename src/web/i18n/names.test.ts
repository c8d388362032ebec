import { describe, expect, it } from 'vitest';
import { CITIES } from '../../games/ticket-to-ride/data.js';
import { BOARDS } from '../../games/trains/index.js';
import { ttrEn, ttrKo } from '../../games/ticket-to-ride/ui/strings.js';
import { trainsEn, trainsKo } from '../../games/trains/ui/strings.js';

/** Korean text only: Hangul syllables and spaces. */
const HANGUL = /^[가-힣]+( [가-힣]+)*$/;

describe('place names in both languages (issue 18)', () => {
  it('every Ticket to Ride city has a distinct Korean name in the data and the ttr strings', () => {
    expect(CITIES).toHaveLength(36);
    for (const c of CITIES) {
      expect(c.nameKo, c.id).toMatch(HANGUL);
      expect(ttrKo.city[c.id]).toBe(c.nameKo);
      expect(ttrEn.city[c.id]).toBe(c.name);
    }
    expect(new Set(CITIES.map((c) => c.nameKo)).size).toBe(36);
    // The Korean rules text's spellings (seeds/002) where it names a city.
    expect(['chicago', 'dallas', 'houston', 'los-angeles', 'miami', 'new-york', 'seattle'].map((id) => ttrKo.city[id])).toEqual([
      '시카고',
      '댈러스',
      '휴스턴',
      '로스앤젤레스',
      '마이애미',
      '뉴욕',
      '시애틀',
    ]);
  });

  it('every named Tokyo and Osaka hex has a Korean name, used by the trains strings', () => {
    let named = 0;
    for (const board of Object.values(BOARDS))
      for (const h of board.hexes) {
        if (!h.name) {
          expect(h.nameKo).toBeNull();
          continue;
        }
        named++;
        expect(h.nameKo, h.name).toMatch(HANGUL);
        expect(trainsKo.place[h.name]).toBe(h.nameKo);
        expect(trainsEn.place[h.name]).toBe(h.name);
      }
    expect(named).toBe(60);
  });
});
