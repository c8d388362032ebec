/**
 * The Rail Pass action schema and boundary check (docs/rules/rail-pass.md RP-7.1): one zod union of
 * the six action shapes, and `parseAction`.
 *
 * The schema checks the shape only: an object whose `type` is one of the six types and whose keys are
 * that type's parameters. Parameter values are checked by `apply` in the order of RP-8 … RP-13, so
 * that the first failing check decides the code exactly as the rules say (a bad `end` or `track` is
 * `RP_BAD_ARGUMENT`, a missing train `RP_UNKNOWN_TRAIN` …).
 *
 * Record migration (roundhouse-record/1): until issue 13 the action types were the rules' camelCase
 * names (`load`, `lift`, `park`, `send`, `transfer`, `moveEngineer`). `parseAction` accepts those and
 * returns the UPPER_SNAKE_CASE type (`LOAD`, `LIFT`, `PARK`, `SEND`, `TRANSFER`, `MOVE_ENGINEER`), so old
 * records and stored server logs replay unchanged (fixtures/legacy-record.json).
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { RailPassErrors } from './errors.js';
import type { RailPassAction } from './types.js';

/** Legacy (rules-text) action type → current type: the record migration above. */
export const LEGACY_ACTION_TYPES: Readonly<Record<string, RailPassAction['type']>> = {
  load: 'LOAD',
  lift: 'LIFT',
  park: 'PARK',
  send: 'SEND',
  transfer: 'TRANSFER',
  moveEngineer: 'MOVE_ENGINEER',
};

const param = z.unknown();

/** The one action schema (RP-7.1): shapes only, values are judged by `apply`. */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('LOAD'), train: param, end: param }),
  z.strictObject({ type: z.literal('LIFT'), train: param }),
  z.strictObject({ type: z.literal('PARK'), train: param, track: param }),
  z.strictObject({ type: z.literal('SEND'), train: param, to: param, track: param.optional(), express: param.optional() }),
  z.strictObject({ type: z.literal('TRANSFER'), from: param, to: param, give: param.optional(), take: param.optional() }),
  z.strictObject({ type: z.literal('MOVE_ENGINEER'), engineer: param, to: param }),
]);

/**
 * Boundary check of an untrusted action (RP-7.1), with the legacy type names migrated. The result has
 * the shape of a RailPassAction; its values are still unchecked (see the module doc).
 * Throws RoundhouseError('RP_BAD_ACTION').
 */
export function parseAction(input: unknown): RailPassAction {
  let value = input;
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const type = (input as { type?: unknown }).type;
    const current = typeof type === 'string' && Object.hasOwn(LEGACY_ACTION_TYPES, type) ? LEGACY_ACTION_TYPES[type] : undefined;
    if (current !== undefined) value = { ...input, type: current };
  }
  const parsed = actionSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `action.${issue.path.join('.')}: ` : '';
    throw new RoundhouseError(RailPassErrors.BAD_ACTION, `${where}${issue?.message ?? 'not a Rail Pass action'}`);
  }
  return parsed.data as RailPassAction;
}
