/**
 * The game record, format `roundhouse-record/1` (ARCHITECTURE "Game record"): config, seed, seats and
 * the ordered actions. Replaying a record always gives the same state.
 */
import { z } from 'zod';
import type { AnyGameModule, Outcome } from './contract.js';
import { RoundhouseError, type GameError } from './result.js';
import { step } from './step.js';

export const RECORD_FORMAT = 'roundhouse-record/1';

/** One seat of a record: display name and `human` or `bot:<name>`. */
export interface RecordSeat {
  name: string;
  kind: string;
}

/** One recorded action: who, what, and (real-time games) when in ms since the start. */
export interface RecordAction {
  seat: number;
  action: unknown;
  at?: number;
}

/** A complete game record as stored, downloaded and replayed. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  /** The game's id (the registry resolves it; an unknown id fails there with UNKNOWN_GAME). */
  game: string;
  config: unknown;
  seed: string;
  seats: RecordSeat[];
  actions: RecordAction[];
  outcome?: unknown;
  /** Server records: SHA-256 (hex) of `seed`, as published in the table summary before the game. */
  seedCommitment?: string;
  /** The creator chose the seed (a practice table, never rated). */
  practice?: boolean;
  /** The game ended because its humans stayed away (no outcome; unrated). */
  abandoned?: boolean;
}

const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  game: z.string().min(1),
  config: z.unknown(),
  seed: z.string(),
  seats: z.array(z.object({ name: z.string(), kind: z.string() })).min(1),
  actions: z.array(
    z.object({
      seat: z.number().int().min(0),
      action: z.unknown(),
      at: z.number().finite().min(0).optional(),
    }),
  ),
  outcome: z.unknown().optional(),
  seedCommitment: z.string().optional(),
  practice: z.boolean().optional(),
  abandoned: z.boolean().optional(),
});

/**
 * Parses untrusted JSON (text or value) as a record. With `games` (the registry's ids), the record's
 * game must be one of them. Throws RoundhouseError('BAD_RECORD', …).
 */
export function parseRecord(input: unknown, games?: readonly string[]): GameRecord {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      throw new RoundhouseError('BAD_RECORD', `not JSON: ${(e as Error).message}`);
    }
  }
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
    throw new RoundhouseError('BAD_RECORD', `not a ${RECORD_FORMAT} record: ${where}`);
  }
  if (games && !games.includes(parsed.data.game)) {
    throw new RoundhouseError(
      'BAD_RECORD',
      `not a ${RECORD_FORMAT} record: game: unknown game "${parsed.data.game}"; known: ${games.join(', ')}`,
    );
  }
  return parsed.data as GameRecord;
}

/** Result of `replayRecord`: the final state and outcome, or where and why replay stopped. */
export type ReplayResult =
  { ok: true; state: unknown; outcome: Outcome | null; actions: number } | { ok: false; index: number; error: GameError };

/** Options for `replayRecord`. */
export interface ReplayOptions {
  /**
   * Real-time games: after the last action, advance the clock to this time (ms since start).
   * Pass `Infinity` to run a finished record to its end; omit to stop at the last action.
   */
  until?: number;
}

/**
 * Replays a record with `module` from setup through every action (advancing real-time games to
 * each action's `at`). Returns the final state and outcome, or the index and code of the first
 * illegal action. Throws RoundhouseError('BAD_CONFIG') if the record's config is invalid.
 */
export function replayRecord(module: AnyGameModule, record: GameRecord, options: ReplayOptions = {}): ReplayResult {
  const seats = record.seats.length;
  if (seats < module.seats.min || seats > module.seats.max) {
    throw new RoundhouseError('BAD_CONFIG', `${module.id} takes ${module.seats.min}–${module.seats.max} seats, record has ${seats}`);
  }
  const config = module.parseConfig(record.config, seats);
  let state = module.setup(config, record.seed, seats);
  for (const [i, { seat, action, at }] of record.actions.entries()) {
    if (seat >= seats) return { ok: false, index: i, error: { code: 'BAD_SEAT', message: `seat ${seat} does not exist` } };
    const result = step(module, state, seat, action, at);
    if (!result.ok) return { ok: false, index: i, error: result.error };
    state = result.value.state;
  }
  if (module.advance && options.until !== undefined) state = module.advance(state, options.until);
  return { ok: true, state, outcome: module.outcome(state), actions: record.actions.length };
}
