/**
 * HellRail configuration (HR-16): validation of untrusted input and defaults from the data file.
 * Rules: docs/rules/hellrail.md.
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { HrErrors } from './errors.js';
import type { HrConfig } from './types.js';

/** The Roundhouse edition defaults (data file `configDefaults`, HR-16). */
export const DEFAULT_CONFIG: Readonly<HrConfig> = {
  moveMode: 'upTo',
  railStepCost: 1,
  maxCars: 5,
  handStart: 3,
  handLimit: null,
  effectTokensFaceUp: true,
  firstVisitorOnly: false,
  pushDerailDiscardsHand: true,
  reusableTokens: false,
  abyssRemovesStack: true,
  roundLimit: null,
  catchUpCard: false,
};

const schema = z
  .object({
    moveMode: z.enum(['upTo', 'exact']).default('upTo'),
    railStepCost: z.number().int().min(1).max(3).default(1),
    maxCars: z.number().int().min(1).max(45).nullable().default(5),
    handStart: z.number().int().min(0).max(10).default(3),
    handLimit: z.number().int().min(0).max(45).nullable().default(null),
    effectTokensFaceUp: z.boolean().default(true),
    firstVisitorOnly: z.boolean().default(false),
    pushDerailDiscardsHand: z.boolean().default(true),
    reusableTokens: z.boolean().default(false),
    abyssRemovesStack: z.boolean().default(true),
    roundLimit: z.number().int().min(1).nullable().default(null),
    catchUpCard: z.boolean().default(false),
  })
  .strict();

/**
 * Validates a config (HR-16) for `seats` players (2–4, HR-4.1) and fills defaults. Throws
 * RoundhouseError(HR_BAD_CONFIG) on unknown keys or bad values (the server answers BAD_CONFIG).
 */
export function parseConfig(input: unknown, seats: number): HrConfig {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4)
    throw new RoundhouseError(HrErrors.BAD_CONFIG, `HellRail takes 2–4 players, not ${seats}`);
  const r = schema.safeParse(input ?? {});
  if (!r.success) {
    const i = r.error.issues[0];
    throw new RoundhouseError(HrErrors.BAD_CONFIG, `hellrail config: ${i?.path.join('.') || '(root)'}: ${i?.message ?? 'invalid'}`);
  }
  return r.data;
}
