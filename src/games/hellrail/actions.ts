/**
 * HellRail actions (HR-5.8): the one zod union of every action's payload, and `parseAction`, the
 * boundary check of untrusted input. See docs/rules/hellrail.md HR-5.8 and HR-5.9.
 *
 * Validation is split the way HR-5.9 orders it: `parseAction` only rejects what is not a HellRail
 * action at all (not an object, unknown `type`: HR_BAD_ACTION); `apply` checks game over, actor and
 * phase first and only then the payload against `HrActionSchema` (HR_BAD_PARAMS), so a malformed
 * payload from the wrong seat still gets HR_NOT_YOUR_TURN.
 *
 * Record migration: none is needed. Action types and fields are the same as in every record made
 * so far (`fixtures/record-v1.json` replays in records.test.ts).
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { HrErrors } from './errors.js';
import type { EffectParams, HrAction, HrActionType } from './types.js';

const card = z.string();
const edge = z.enum(['N', 'E', 'S', 'W']);
const rotation = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const cell = z.strictObject({ x: z.number().int(), y: z.number().int() });
/** Effect params are checked per effect by `paramsShapeOk` (effects.ts), which knows the token. */
const params = z.custom<EffectParams>(() => true).optional();
const bare = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });

/** Every HellRail action with exactly its HR-5.8 fields (extra or missing fields are HR_BAD_PARAMS). */
export const HrActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('PICK_UP'), card }),
  z.strictObject({ type: z.literal('SET_OUT'), car: card }),
  z.strictObject({ type: z.literal('LAY_RAIL'), card, cell, rotation }),
  z.strictObject({ type: z.literal('UPGRADE_RAIL'), card, cell, rotation }),
  z.strictObject({ type: z.literal('MOVE_START'), card, cerberusCards: z.array(card).optional() }),
  z.strictObject({ type: z.literal('STEP'), exit: edge, pushExit: edge.optional(), soulCatcherCar: card.optional() }),
  z.strictObject({ type: z.literal('JUMP'), exit: edge, card }),
  bare('STOP'),
  z.strictObject({ type: z.literal('USE_CIRCLE_EFFECT'), params }),
  z.strictObject({ type: z.literal('USE_ENGINE_TOKEN'), params }),
  bare('DECLINE_EFFECT'),
  z.strictObject({ type: z.literal('ROTATE'), card, cell, rotation }),
  bare('FINISH'),
  z.strictObject({ type: z.literal('STEAL'), from: z.number().int() }),
  z.strictObject({ type: z.literal('GIVE_CAR'), car: card }),
  bare('HERESY_BLOCK'),
  bare('HERESY_ALLOW'),
  z.strictObject({ type: z.literal('STOKE'), card }),
  bare('END_TURN'),
  z.strictObject({ type: z.literal('DISCARD'), card }),
]);

/** The schema and the hand-written `HrAction` (types.ts) describe the same actions. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesTypes: Same<z.infer<typeof HrActionSchema>, HrAction> = true;
void schemaMatchesTypes;

const TYPES: ReadonlySet<string> = new Set(HrActionSchema.options.map((o) => o.shape.type.value));

/** True if `t` names a HellRail action (HR-5.8). */
export const isActionType = (t: unknown): t is HrActionType => typeof t === 'string' && TYPES.has(t);

/** HR_BAD_PARAMS check of HR-5.9: exactly the fields of HR-5.8, each well-formed. */
export const payloadOk = (a: unknown): boolean => HrActionSchema.safeParse(a).success;

/**
 * Boundary check of an untrusted action (records, server logs, clients): an object whose `type` is a
 * HellRail action. Field-level checks are made by `apply` (HR_BAD_PARAMS, in the order of HR-5.9).
 * Throws RoundhouseError(HR_BAD_ACTION).
 */
export function parseAction(input: unknown): HrAction {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !isActionType((input as { type?: unknown }).type)) {
    throw new RoundhouseError(HrErrors.BAD_ACTION, `not a HellRail action: ${JSON.stringify(input)}`);
  }
  return input as HrAction;
}
