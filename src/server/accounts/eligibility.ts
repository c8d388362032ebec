/**
 * Which tables are rated (issue 17 item 3): the server chose the seed (not a practice table), at least
 * two seats were taken by signed-in accounts, no account holds two seats, and the table did not end
 * abandoned. Bot seats and guest seats play but are not rated. When the table ends, ratings.ts rates
 * only the accounts that made at least one move of their own (not their substitute bot's), and none
 * unless two did.
 */
import type { SeatRow, TableRow } from '../storage/repository.js';

/** The seats whose accounts a table rates (empty when the table is not rated). */
export function ratedSeats(row: Pick<TableRow, 'seed_source' | 'status'>, seats: readonly SeatRow[]): SeatRow[] {
  if (row.seed_source !== 'server' || row.status === 'abandoned') return [];
  const accountSeats = seats.filter((s) => s.kind === 'human' && s.account_id !== null);
  const distinct = new Set(accountSeats.map((s) => s.account_id));
  if (distinct.size < 2 || distinct.size !== accountSeats.length) return [];
  return accountSeats;
}
