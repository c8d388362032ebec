/**
 * Table settings at the boundary (zod): map, kingdom choice and first player (TR-12, TR-14, TR-15).
 * `parseConfig` throws RoundhouseError(TR_BAD_CONFIG). Rules: docs/rules/trains.md.
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { KINGDOM_IDS, PRESETS, type CardId } from './cards.js';
import { TrainsErrors as E } from './errors.js';
import type { TrainsConfig } from './types.js';

/** Kingdom ways besides the named presets (TR-15): `random` and `first-game` (Landfill + 7 random). */
const RANDOM_PRESETS = ['random', 'first-game'] as const;

const configSchema = z.object({
  map: z.enum(['tokyo', 'osaka']).optional(),
  preset: z.string().nullable().optional(),
  kingdom: z.array(z.string()).nullable().optional(),
  firstPlayer: z.number().int().min(0).nullable().optional(),
});

/**
 * Validates table settings: `map` (tokyo | osaka, default tokyo), exactly one of `preset` (a preset id,
 * `random` or `first-game`) or `kingdom` (8 distinct kingdom ids), and optional `firstPlayer` seat.
 */
export function parseConfig(input: unknown, seats: number): TrainsConfig {
  const parsed = configSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new RoundhouseError(E.BAD_CONFIG, `trains config: ${i?.path.join('.') || '(root)'}: ${i?.message ?? 'invalid'}`);
  }
  // Accepts its own output (records store the parsed config): null means absent.
  const c = {
    map: parsed.data.map,
    preset: parsed.data.preset ?? undefined,
    kingdom: parsed.data.kingdom ?? undefined,
    firstPlayer: parsed.data.firstPlayer ?? undefined,
  };
  const presetIds = [...PRESETS.map((p) => p.id), ...RANDOM_PRESETS];
  if (c.preset !== undefined && c.kingdom !== undefined) throw new RoundhouseError(E.BAD_CONFIG, 'give either preset or kingdom, not both');
  if (c.preset === undefined && c.kingdom === undefined) {
    throw new RoundhouseError(
      E.BAD_CONFIG,
      `choose the kingdom cards (TR-15): preset one of ${presetIds.join(', ')}, or kingdom: [8 card ids]`,
    );
  }
  if (c.preset !== undefined && !presetIds.includes(c.preset))
    throw new RoundhouseError(E.BAD_CONFIG, `unknown preset "${c.preset}"; known: ${presetIds.join(', ')}`);
  let kingdom: CardId[] | null = null;
  if (c.kingdom !== undefined) {
    const k = c.kingdom;
    if (k.length !== 8 || new Set(k).size !== 8) throw new RoundhouseError(E.BAD_CONFIG, 'kingdom must list 8 different kingdom cards');
    for (const id of k) if (!KINGDOM_IDS.includes(id as CardId)) throw new RoundhouseError(E.BAD_CONFIG, `"${id}" is not a kingdom card`);
    kingdom = k as CardId[];
  }
  if (c.firstPlayer !== undefined && c.firstPlayer >= seats)
    throw new RoundhouseError(E.BAD_CONFIG, `firstPlayer ${c.firstPlayer} is not a seat (0–${seats - 1})`);
  return { map: c.map ?? 'tokyo', preset: c.preset ?? null, kingdom, firstPlayer: c.firstPlayer ?? null };
}
