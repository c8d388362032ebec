/**
 * Actions at the boundary: ONE zod union of every command (TR-32) and every answer to a pending
 * decision (TR-35), and `parseAction`, which throws RoundhouseError(TR_BAD_ACTION).
 * Rules: docs/rules/trains.md.
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { CARD_IDS } from './cards.js';
import { TrainsErrors as E } from './errors.js';
import type { TrainsAction } from './types.js';

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

/** Schema check of an untrusted action (TR-32, TR-35). Throws RoundhouseError(TR_BAD_ACTION).
 *
 * Record migration: none needed so far — action types and fields are unchanged since the first
 * `roundhouse-record/1` records (fixtures/ holds two, replayed by actions.test.ts). */
export function parseAction(input: unknown): TrainsAction {
  const parsed = actionSchema.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new RoundhouseError(E.BAD_ACTION, `trains action: ${i?.path.join('.') || '(root)'}: ${i?.message ?? 'invalid'}`);
  }
  return parsed.data as TrainsAction;
}
