/**
 * Schema check of untrusted actions (docs/rules/ticket-to-ride.md: TTR-50, TTR-51 step 1) with one zod
 * union; `parseAction` throws RoundhouseError('TTR_INVALID_ACTION'). No record migration: action types
 * and fields are unchanged since the first record format.
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { CARD_KINDS, type CardKind } from './data.js';
import { TtrErrors } from './errors.js';
import type { TtrAction } from './types.js';

const count = z.number().int().min(0);
const paymentSchema = z.partialRecord(z.enum(CARD_KINDS as [CardKind, ...CardKind[]]), count);

/** The zod schema of a TTR-50 action. */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('KEEP_TICKETS'), ticketIds: z.array(z.string()) }),
  z.object({ type: z.literal('DRAW_FACE_UP'), slot: z.number().int() }),
  z.object({ type: z.literal('DRAW_BLIND') }),
  z.object({ type: z.literal('CLAIM_ROUTE'), routeId: z.string(), payment: paymentSchema }),
  z.object({ type: z.literal('DRAW_TICKETS') }),
  z.object({ type: z.literal('PASS') }),
]);

/** Parses an untrusted action (TTR-51 step 1). Range checks (slot 0–4, route ids) are the rules' job. */
export function parseAction(input: unknown): TtrAction {
  const r = actionSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new RoundhouseError(
      TtrErrors.INVALID_ACTION,
      `malformed action: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return r.data as TtrAction;
}
