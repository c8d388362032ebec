/**
 * Config and action parsing at the boundary (zod): table settings of TR-12/TR-15 and the action
 * shapes of TR-32/TR-35. Throws RoundhouseError('BAD_CONFIG' | 'BAD_ACTION').
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { CARD_IDS, CARDS, KINGDOM_IDS, PRESETS, type CardId } from './cards.js';
import type { TrainsAction, TrainsConfig } from './types.js';

/** Kingdom ways besides the named presets (TR-15): `random` and `first-game` (Landfill + 7 random). */
export const RANDOM_PRESETS = ['random', 'first-game'] as const;

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
    const i = parsed.error.issues[0]!;
    throw new RoundhouseError('BAD_CONFIG', `trains config: ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  // Accepts its own output (records store the parsed config): null means absent.
  const c = {
    map: parsed.data.map,
    preset: parsed.data.preset ?? undefined,
    kingdom: parsed.data.kingdom ?? undefined,
    firstPlayer: parsed.data.firstPlayer ?? undefined,
  };
  const presetIds = [...PRESETS.map((p) => p.id), ...RANDOM_PRESETS];
  if (c.preset !== undefined && c.kingdom !== undefined) throw new RoundhouseError('BAD_CONFIG', 'give either preset or kingdom, not both');
  if (c.preset === undefined && c.kingdom === undefined) {
    throw new RoundhouseError(
      'BAD_CONFIG',
      `choose the kingdom cards (TR-15): preset one of ${presetIds.join(', ')}, or kingdom: [8 card ids]`,
    );
  }
  if (c.preset !== undefined && !presetIds.includes(c.preset))
    throw new RoundhouseError('BAD_CONFIG', `unknown preset "${c.preset}"; known: ${presetIds.join(', ')}`);
  let kingdom: CardId[] | null = null;
  if (c.kingdom !== undefined) {
    const k = c.kingdom;
    if (k.length !== 8 || new Set(k).size !== 8) throw new RoundhouseError('BAD_CONFIG', 'kingdom must list 8 different kingdom cards');
    for (const id of k) if (!KINGDOM_IDS.includes(id as CardId)) throw new RoundhouseError('BAD_CONFIG', `"${id}" is not a kingdom card`);
    kingdom = k as CardId[];
  }
  if (c.firstPlayer !== undefined && c.firstPlayer >= seats)
    throw new RoundhouseError('BAD_CONFIG', `firstPlayer ${c.firstPlayer} is not a seat (0–${seats - 1})`);
  return { map: c.map ?? 'tokyo', preset: c.preset ?? null, kingdom, firstPlayer: c.firstPlayer ?? null };
}

const card = z.enum(CARD_IDS);
const hex = z.number().int().min(0).max(75);
const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('START_RAIL'), hex }),
  z.object({ type: z.literal('PLAY'), card, apply: z.boolean() }),
  z.object({ type: z.literal('BUY'), pile: card }),
  z.object({ type: z.literal('RECYCLE') }),
  z.object({ type: z.literal('END_TURN') }),
  z.object({ type: z.literal('CHOOSE_RAIL_HEX'), hex }),
  z.object({ type: z.literal('CHOOSE_STATION_CITY'), hex }),
  z.object({ type: z.literal('CHOOSE_TRAIN_IN_PLAY'), card }),
  z.object({ type: z.literal('DISCARD_FROM_HAND'), cards: z.array(card).max(500) }),
  z.object({ type: z.literal('RETURN_WASTE_COUNT'), count: z.number().int().min(0) }),
  z.object({ type: z.literal('NAME_CARD'), card }),
  z.object({ type: z.literal('TAKE_ONE_AND_ORDER'), take: card.nullable(), order: z.array(card).max(4) }),
  z.object({ type: z.literal('DISCARD_OR_KEEP_TOP'), choice: z.enum(['discard', 'keep']) }),
  z.object({ type: z.literal('CHOOSE_OPTION'), option: z.enum(['draw', 'money', 'returnWaste']) }),
  z.object({ type: z.literal('CHOOSE_ACTION_IN_HAND'), card }),
  z.object({ type: z.literal('CHOOSE_TRAIN_IN_HAND'), card }),
  z.object({ type: z.literal('TRASH_AND_GAIN_TRAIN'), trash: card, gain: card }),
  z.object({ type: z.literal('CHOOSE_TRAIN_IN_DISCARD'), card }),
  z.object({ type: z.literal('CHOOSE_BUY_DESTINATION'), destination: z.enum(['deckTop', 'gained']) }),
]);

/** Schema check of an untrusted action (TR-32, TR-35). Throws RoundhouseError('BAD_ACTION'). */
export function parseAction(input: unknown): TrainsAction {
  const parsed = actionSchema.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new RoundhouseError('BAD_ACTION', `trains action: ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  return parsed.data as TrainsAction;
}

/** Display name of a card id (for messages). */
export function cardName(id: CardId): string {
  return CARDS[id].name;
}
