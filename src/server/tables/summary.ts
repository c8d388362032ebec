/**
 * Builds the public `TableSummary` of a table from its rows plus live facts (seq, away, connections).
 * Never includes tokens, token hashes, invite codes, seeds or player ids: the seed is represented by
 * its SHA-256 commitment, and the game's seed settings (`seedConfigKeys`) are left out of `config`
 * until the table has ended.
 */
import type { AnyGameModule } from '../../engine/contract.js';
import type { SeatSummary, TableSummary, TimeControl, TableStatus } from '../../protocol/protocol.js';
import type { SeatRow, TableRow } from '../storage/repository.js';
import { seedCommitment } from '../security/seed.js';
import { ratedSeats } from '../accounts/eligibility.js';

/** Live facts the rows do not hold. */
export interface LiveFacts {
  seq: number;
  /** Away flags by seat (defaults to the stored ones). */
  away?: readonly boolean[];
  /** Open connections by seat. */
  connected?: readonly number[];
}

/** The summary of `row` with its `seats`. */
export function summarize(row: TableRow, seats: readonly SeatRow[], module: AnyGameModule | undefined, live: LiveFacts): TableSummary {
  const seatSummaries: SeatSummary[] = seats.map((s) => ({
    seat: s.seat,
    kind: s.kind === 'bot' ? 'bot' : 'human',
    bot: s.bot,
    name: s.name,
    taken: s.kind === 'bot' || s.token_hash !== null,
    away: live.away?.[s.seat] ?? s.away === 1,
    connected: (live.connected?.[s.seat] ?? 0) > 0,
    account: s.account_id !== null,
  }));
  return {
    id: row.id,
    game: row.game,
    title: module?.title ?? row.game,
    status: row.status as TableStatus,
    visibility: row.visibility === 'private' ? 'private' : 'public',
    realTime: !!(module?.advance && module.nextEventAt),
    seats: seatSummaries,
    timeControl: JSON.parse(row.time_control) as TimeControl,
    config: publicConfig(JSON.parse(row.config), module, row.status === 'finished' || row.status === 'abandoned'),
    seedCommitment: seedCommitment(row.seed),
    practice: row.seed_source === 'client',
    seq: live.seq,
    createdAt: Number(row.created_at),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    rematchId: row.rematch_id,
    rated: ratedSeats(row, seats).length > 0,
  };
}

/** `config` without the game's seed settings (before the end). */
function publicConfig(config: unknown, module: AnyGameModule | undefined, ended: boolean): unknown {
  const keys = module?.seedConfigKeys;
  if (ended || !keys || !config || typeof config !== 'object' || Array.isArray(config)) return config;
  const out: Record<string, unknown> = { ...(config as Record<string, unknown>) };
  for (const k of keys) delete out[k];
  return out;
}
