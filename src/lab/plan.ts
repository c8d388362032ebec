/**
 * Arena planning: turns an arena spec (bots, seat counts, configs, number of games) into the ordered
 * list of games. Lineups are a round-robin (every k-subset of the entrants) or a gauntlet (one
 * challenger against every (k−1)-subset of the field); each lineup is played in every rotation of its
 * seats, so each bot sits in each seat equally often. Game `i` uses seed `<seed>-<i>`; the plan is a
 * pure function of the spec, which is what makes serial, threaded and queued runs identical.
 */
import type { AnyGameModule } from '../engine/contract.js';
import { RoundhouseError } from '../engine/result.js';
import { makeBot } from '../games/index.js';
import type { ArenaJob } from './types.js';

/** What an arena plays. Throws RoundhouseError('BAD_OPTION') from `planArena` when inconsistent. */
export interface ArenaSpec {
  readonly game: string;
  /** `round-robin`: every lineup of the entrants; `gauntlet`: `challenger` against the field. */
  readonly mode: 'round-robin' | 'gauntlet';
  /** Entrant bot names (round-robin), or the field (gauntlet). Distinct. */
  readonly bots: readonly string[];
  /** Gauntlet only: the bot that sits in every game. */
  readonly challenger?: string;
  /** Seat counts to play (each within the game's range). */
  readonly players: readonly number[];
  /** Raw configs (each a separate cell of the plan); `[{}]` for the defaults. */
  readonly configs: readonly Readonly<Record<string, unknown>>[];
  /** Total number of games, spread evenly over the cells. */
  readonly games: number;
  readonly seed: string;
  /** Keep every game's record. */
  readonly records: boolean;
}

/** One cell of the plan: a config, a seat count and a lineup in one rotation. */
interface Cell {
  readonly configIndex: number;
  readonly bots: readonly string[];
}

/** The expanded plan: its cells (for the report) and its games. */
export interface ArenaPlan {
  readonly spec: ArenaSpec;
  /** Lineups (unrotated) per seat count, in plan order. */
  readonly lineups: readonly (readonly string[])[];
  /** Every cell (lineup × rotation × config); game i plays cell i mod cells.length. */
  readonly cells: number;
  readonly jobs: readonly ArenaJob[];
}

/** All k-subsets of `xs` (k ≤ xs.length), in lexicographic order of positions. */
export function subsets<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i + k <= xs.length; i++) for (const rest of subsets(xs.slice(i + 1), k - 1)) out.push([xs[i]!, ...rest]);
  return out;
}

/** All size-k multisets of `xs` (non-decreasing positions) that use every element at least once. */
export function coveringMultisets<T>(xs: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const walk = (from: number, acc: T[]): void => {
    if (acc.length === k) {
      if (new Set(acc).size === xs.length) out.push(acc);
      return;
    }
    for (let i = from; i < xs.length; i++) walk(i, [...acc, xs[i]!]);
  };
  walk(0, []);
  return out;
}

/** Lineups of `size` seats from `pool`: subsets when the pool is large enough, else covering multisets. */
function lineupsOf(pool: readonly string[], size: number): string[][] {
  if (size === 0) return [[]];
  return pool.length >= size ? subsets(pool, size) : coveringMultisets(pool, size);
}

/** The lineups (unrotated) for `k` seats. */
export function lineupsFor(spec: ArenaSpec, k: number): string[][] {
  if (spec.mode === 'round-robin') return lineupsOf(spec.bots, k);
  const challenger = spec.challenger ?? '';
  const field = spec.bots.filter((b) => b !== challenger);
  if (field.length === 0) throw new RoundhouseError('BAD_OPTION', 'a gauntlet needs at least one bot besides the challenger');
  return lineupsOf(field, k - 1).map((rest) => [challenger, ...rest]);
}

/** Seat s of rotation r sits lineup[(s + r) mod k]. */
export function rotate<T>(lineup: readonly T[], r: number): T[] {
  return lineup.map((_, s) => lineup[(s + r) % lineup.length]!);
}

/** True when `config` parses for `k` seats (a Rail Pass setup, for example, fixes the count). */
function accepts(game: AnyGameModule, config: Readonly<Record<string, unknown>>, k: number): boolean {
  try {
    game.parseConfig({ ...config }, k);
    return true;
  } catch {
    return false;
  }
}

/**
 * Expands a spec into its games. Throws RoundhouseError('BAD_OPTION') for an unknown bot, a seat count
 * outside the game's range, a config that no seat count accepts, a repeated entrant, or no games;
 * RoundhouseError('UNKNOWN_BOT') from the registry for a bot the game lacks.
 */
export function planArena(game: AnyGameModule, spec: ArenaSpec): ArenaPlan {
  const bad = (msg: string): never => {
    throw new RoundhouseError('BAD_OPTION', msg);
  };
  if (!Number.isInteger(spec.games) || spec.games < 1) bad('--games must be at least 1');
  if (spec.bots.length === 0) bad('--bots needs at least one bot name');
  if (new Set(spec.bots).size !== spec.bots.length) bad(`--bots lists a bot twice: ${spec.bots.join(',')}`);
  if (spec.mode === 'gauntlet' && !spec.challenger) bad('a gauntlet needs --gauntlet <challenger>');
  for (const name of [...spec.bots, ...(spec.challenger ? [spec.challenger] : [])]) makeBot(game, name, 0);
  if (spec.players.length === 0) bad('--players needs at least one seat count');
  for (const k of spec.players) {
    if (!Number.isInteger(k) || k < game.seats.min || k > game.seats.max)
      bad(`${game.id} takes ${game.seats.min}–${game.seats.max} players, not ${k}`);
  }
  if (spec.configs.length === 0) bad('no config to play');
  const cells: Cell[] = [];
  const lineups: string[][] = [];
  spec.configs.forEach((config, configIndex) => {
    const counts = spec.players.filter((k) => accepts(game, config, k));
    if (counts.length === 0) {
      // Surface the game's own message for the first seat count.
      game.parseConfig({ ...config }, spec.players[0]!);
      bad(`config ${JSON.stringify(config)} fits none of the seat counts ${spec.players.join(',')}`);
    }
    for (const k of counts) {
      for (const lineup of lineupsFor(spec, k)) {
        lineups.push(lineup);
        for (let r = 0; r < k; r++) cells.push({ configIndex, bots: rotate(lineup, r) });
      }
    }
  });
  const jobs: ArenaJob[] = [];
  for (let index = 0; index < spec.games; index++) {
    const cell = cells[index % cells.length]!;
    jobs.push({
      index,
      game: game.id,
      bots: cell.bots,
      configIndex: cell.configIndex,
      config: spec.configs[cell.configIndex]!,
      seed: `${spec.seed}-${index}`,
      botSeed: `${spec.seed}-${index}/bots`,
      record: spec.records,
    });
  }
  return { spec, lineups: dedupe(lineups), cells: cells.length, jobs };
}

function dedupe(lineups: string[][]): string[][] {
  const seen = new Set<string>();
  return lineups.filter((l) => {
    const key = l.join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
