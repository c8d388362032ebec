/** Boundary check of untrusted Rail Pass actions (RP-7.1). */
import { RoundhouseError } from '../../engine/result.js';
import type { RailPassAction } from './types.js';

const ACTION_KEYS = new Set(['type', 'train', 'end', 'track', 'to', 'express', 'from', 'give', 'take', 'engineer']);

/**
 * Boundary check of an untrusted action (RP-7.1): a plain object with a string `type` and only known
 * keys. Values are checked by `apply` in the spec's order, so that codes match RP-8…RP-13 exactly
 * (an unknown type is answered RP_BAD_ACTION by apply, after the common checks of RP-7.2).
 * Throws RoundhouseError('RP_BAD_ACTION').
 */
export function parseAction(input: unknown): RailPassAction {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw new RoundhouseError('RP_BAD_ACTION', 'an action is an object { type, … }');
  const o = input as Record<string, unknown>;
  if (typeof o.type !== 'string') throw new RoundhouseError('RP_BAD_ACTION', 'action.type must be a string');
  for (const k of Object.keys(o)) if (!ACTION_KEYS.has(k)) throw new RoundhouseError('RP_BAD_ACTION', `unknown action field "${k}"`);
  return o as unknown as RailPassAction;
}
