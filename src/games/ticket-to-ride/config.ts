/**
 * Configuration parsing (TTR-20, TTR-21, TTR-22): validates untrusted input with zod and fills the
 * variant's defaults. Invalid input throws RoundhouseError('TTR_BAD_CONFIG').
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { z } from 'zod';
import { RoundhouseError } from '../../engine/result.js';
import { DEFAULT_DOUBLE_ROUTES_MIN_PLAYERS, TICKETS, VARIANT_IDS, VARIANTS, type Variant } from './data.js';
import { TtrErrors } from './errors.js';
import type { TtrConfig } from './types.js';

const schema = z.object({
  variant: z.enum(VARIANT_IDS as [Variant, ...Variant[]]).default('classic'),
  seats: z.number().int().min(2).max(5).optional(),
  seed: z.string().optional(),
  firstSeat: z.number().int().min(0).nullable().default(null),
  doubleRoutesMinPlayers: z.number().int().min(2).max(6).default(DEFAULT_DOUBLE_ROUTES_MIN_PLAYERS),
  longestPathBonus: z.boolean().optional(),
  globetrotterBonus: z.boolean().optional(),
  ticketValues: z.enum(['original', 'revised']).optional(),
  startingTickets: z
    .object({ deal: z.number().int().min(1), keep: z.number().int().min(0) })
    .nullable()
    .default(null),
});

/** Starting deal and keep minimum of a configured game (TTR-22, TTR-D11). */
export function startingDeal(config: TtrConfig): { deal: number; keep: number } {
  const v = VARIANTS[config.variant];
  return config.startingTickets ?? { deal: v.initialDeal, keep: v.initialKeepMin };
}

/**
 * Parses a config for `seats` players (TTR-20). Rejects (TTR-21): seats outside 2–5, unknown variant,
 * `firstSeat` outside 0..seats-1, `doubleRoutesMinPlayers` outside 2–6, `ticketValues` with a variant
 * other than classic; also a `seats` key that disagrees with `seats`, and a `startingTickets` deal that
 * keeps more than it deals or does not fit in the deck.
 */
export function parseConfig(input: unknown, seats: number): TtrConfig {
  const bad = (msg: string): never => {
    throw new RoundhouseError(TtrErrors.BAD_CONFIG, msg);
  };
  if (!Number.isInteger(seats) || seats < 2 || seats > 5) bad(`Ticket to Ride takes 2–5 seats, not ${seats}`);
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return bad(`bad config: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  const c = parsed.data;
  if (c.seats !== undefined && c.seats !== seats) bad(`config says ${c.seats} seats but the table has ${seats}`);
  if (c.firstSeat !== null && c.firstSeat >= seats) bad(`firstSeat ${c.firstSeat} is not a seat of ${seats}`);
  if (c.ticketValues !== undefined && c.variant !== 'classic') bad('ticketValues applies only to the classic variant');
  const v = VARIANTS[c.variant];
  if (c.startingTickets) {
    const { deal, keep } = c.startingTickets;
    if (keep > deal) bad('startingTickets.keep exceeds deal');
    if (deal * seats > TICKETS[v.ticketDeck].length) bad('startingTickets.deal does not fit in the ticket deck');
  }
  return {
    variant: c.variant,
    seats,
    firstSeat: c.firstSeat,
    doubleRoutesMinPlayers: c.doubleRoutesMinPlayers,
    longestPathBonus: c.longestPathBonus ?? v.longestPathBonus,
    globetrotterBonus: c.globetrotterBonus ?? v.globetrotterBonus,
    ...(c.variant === 'classic' ? { ticketValues: c.ticketValues ?? 'original' } : {}),
    startingTickets: c.startingTickets,
  };
}

/**
 * TTR-D16: true when a config leaves the variant's defaults (doubleRoutesMinPlayers ≠ 4, a bonus flag
 * different from the variant's, or a startingTickets override): the lobby labels such a table
 * "house rules" and ratings ignore it. `ticketValues` is a printing choice (TTR-D12), not a house rule.
 */
export function isHouseRules(config: TtrConfig): boolean {
  const v = VARIANTS[config.variant];
  return (
    config.doubleRoutesMinPlayers !== DEFAULT_DOUBLE_ROUTES_MIN_PLAYERS ||
    config.longestPathBonus !== v.longestPathBonus ||
    config.globetrotterBonus !== v.globetrotterBonus ||
    config.startingTickets !== null
  );
}
