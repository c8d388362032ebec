/**
 * The Rail Pass log format (docs/rules/rail-pass.md RP-6.9) and best-score records (RP-17.8).
 *
 * `rpLog` turns a platform record (`roundhouse-record/1`) into the spec's log: a header
 * `{setupId, config, matchSeed, round, seats}` and one entry `{seq, at, seat, action, result}` per
 * logged action, where `result` is `OK` or the error code the engine answers (a rejected action
 * changes nothing, so the log can hold late clicks answered `RP_ROUND_OVER`).
 */
import type { GameRecord } from '../../engine/record.js';
import { RoundhouseError } from '../../engine/result.js';
import { hashSeed } from '../../engine/rng.js';
import { configSetup, fingerprint, isPublicRecordConfig, parseConfig } from './config.js';
import { apply } from './rules.js';
import { parseAction } from './actions.js';
import { setupRound } from './setup.js';
import type { RailPassConfig, RailPassState } from './types.js';

/** RP-6.9 header. `seats` says, by seat number, whether a human or a bot drives it. */
export interface RpLogHeader {
  setupId: string;
  config: RailPassConfig;
  matchSeed: number;
  round: number;
  seats: ('human' | 'bot')[];
}

/** RP-6.9 entry: `at` is match time in ms; `result` is `OK` or an RP error code. */
export interface RpLogEntry {
  seq: number;
  at: number;
  seat: number;
  action: unknown;
  result: string;
}

/** Builds the RP-6.9 log of a Rail Pass record by replaying it; rejected entries keep their codes. */
export function rpLog(record: GameRecord): { header: RpLogHeader; entries: RpLogEntry[] } {
  if (record.game !== 'rail-pass') throw new RoundhouseError('BAD_RECORD', `not a rail-pass record: ${record.game}`);
  const n = record.seats.length;
  const config = parseConfig(record.config, n);
  let state: RailPassState = setupRound(config, configSetup(config), config.matchSeed ?? hashSeed(record.seed) >>> 0, 1, 0);
  const entries: RpLogEntry[] = [];
  record.actions.forEach((a, seq) => {
    const at = a.at ?? state.roundStart + state.clock;
    let result = 'OK';
    try {
      const r = apply(state, a.seat, parseAction(a.action), at);
      if (r.ok) state = r.value;
      else result = r.error.code;
    } catch (e) {
      result = e instanceof RoundhouseError ? e.code : 'RP_BAD_ACTION';
    }
    entries.push({ seq, at, seat: a.seat, action: a.action, result });
  });
  const seats = record.seats.map((s): 'human' | 'bot' => (s.kind.startsWith('bot') ? 'bot' : 'human'));
  return {
    header: { setupId: config.setupId, config, matchSeed: config.matchSeed ?? hashSeed(record.seed) >>> 0, round: 1, seats },
    entries,
  };
}

/**
 * RP-17.8: the best round score per configuration fingerprint. Returns a new table with `score`
 * kept when it beats the stored best; rounds with a custom timing preset never go on public records
 * (`publicOnly`, default true).
 */
export function recordBest(
  table: Readonly<Record<string, number>>,
  config: RailPassConfig,
  score: number,
  publicOnly = true,
): Record<string, number> {
  if (publicOnly && !isPublicRecordConfig(config)) return { ...table };
  const key = fingerprint(config);
  const best = table[key];
  return best === undefined || score > best ? { ...table, [key]: score } : { ...table };
}
