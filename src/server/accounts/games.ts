/**
 * "My games" (issue 17 item 2): the tables where an account holds a seat. Running and open tables come
 * first, those waiting on the account (its seat may act now) before the others; then finished ones,
 * newest first, with this seat's rank, score and rating change. Abandoned tables are left out.
 */
import type { MyGame, MyGamesResponse } from '../../protocol/accounts.js';
import type { TableService } from '../tables/service.js';
import type { RatingService } from './ratings.js';

/** Tables looked at per request. */
const MAX_TABLES = 200;

/** True when the account's `seat` at a running table (loaded in this process) may act now. */
export function waitingOn(service: TableService, tableId: string, seat: number): boolean {
  const rt = service.runtime(tableId);
  if (!rt || rt.finished) return false;
  return rt.stateFor(seat).active.includes(seat);
}

/** Builds `GET /api/me/games` for `accountId`. */
export async function myGames(service: TableService, ratings: RatingService, accountId: string): Promise<MyGamesResponse> {
  const mine = (await service.tablesOfAccount(accountId, MAX_TABLES)).filter((m) => m.table.status !== 'abandoned');
  const summaries = await service.summariesOf(mine.map((m) => m.table));
  const changes = await ratings.updatesOf(mine.filter((m) => m.table.status === 'finished').map((m) => m.table.id));
  const running: MyGame[] = [];
  const finished: MyGame[] = [];
  for (const [i, m] of mine.entries()) {
    const table = summaries[i]!;
    if (m.table.status !== 'finished') {
      running.push({ table, seat: m.seat, waitingOnMe: waitingOn(service, table.id, m.seat), result: null, ratingChange: null });
      continue;
    }
    const outcome = service.runtime(table.id)?.stateFor(null).outcome ?? (await service.outcomeOf(table.id));
    const o = outcome as { ranks?: number[]; scores?: number[]; winners?: number[] } | undefined;
    finished.push({
      table,
      seat: m.seat,
      waitingOnMe: false,
      result: o?.ranks ? { rank: o.ranks[m.seat] ?? 0, score: o.scores?.[m.seat] ?? null, won: (o.winners ?? []).includes(m.seat) } : null,
      ratingChange: changes.get(table.id)?.find((c) => c.seat === m.seat) ?? null,
    });
  }
  running.sort((a, b) => Number(b.waitingOnMe) - Number(a.waitingOnMe) || b.table.createdAt - a.table.createdAt);
  finished.sort((a, b) => (b.table.finishedAt ?? 0) - (a.table.finishedAt ?? 0));
  return { running, finished };
}

/** How many of the account's running tables wait on it (the header and lobby badge). */
export async function waitingCount(service: TableService, accountId: string): Promise<number> {
  const mine = await service.tablesOfAccount(accountId, MAX_TABLES);
  return mine.filter((m) => m.table.status === 'running' && waitingOn(service, m.table.id, m.seat)).length;
}
