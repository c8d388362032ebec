/**
 * Plays one arena game (or a task of several) and condenses it into a `GameResult`: the one function
 * every executor runs, in-process, in a worker thread or in a queue worker. Deterministic: the result
 * depends only on the job (no clock readings), so every executor gives the same numbers.
 */
import { playGame } from '../engine/play.js';
import { RoundhouseError } from '../engine/result.js';
import { getGame, makeBot } from '../games/index.js';
import { extractorFor } from './extract/index.js';
import type { ArenaJob, ArenaTask, GameResult, TaskResult } from './types.js';

/** Plays `job`. Throws RoundhouseError from the engine ('BOT_ILLEGAL', 'STUCK', 'TOO_LONG', …). */
export function playJob(job: ArenaJob): GameResult {
  const game = getGame(job.game);
  const extractor = extractorFor(job.game);
  const acc: unknown = extractor?.start();
  let first: number | null | undefined;
  const played = playGame(game, {
    config: { ...job.config },
    seed: job.seed,
    botSeed: job.botSeed,
    bots: job.bots.map((name, seat) => makeBot(game, name, seat)),
    botNames: [...job.bots],
    keepRecord: job.record,
    onAction(seat, action, before, after) {
      if (first === undefined) first = extractor ? extractor.firstSeat(before) : null;
      extractor?.onAction?.(acc, seat, action, before, after);
    },
  });
  const o = played.outcome;
  const stats = extractor ? extractor.finish(acc, { state: played.state, outcome: o, config: played.record.config, bots: job.bots }) : null;
  return {
    index: job.index,
    bots: job.bots,
    configIndex: job.configIndex,
    seed: job.seed,
    scores: o.scores,
    ranks: o.ranks,
    winners: o.winners,
    turns: game.turns ? game.turns(played.state) : played.actions,
    actions: played.actions,
    firstSeat: first ?? (extractor ? extractor.firstSeat(played.state) : null),
    ...(o.team ? { team: { score: o.team.score, win: o.team.win } } : {}),
    stats,
    ...(job.record ? { record: played.record } : {}),
  };
}

/** Plays every job of a task in order; the first failing game ends the task with its code. */
export function runTask(task: ArenaTask): TaskResult {
  const results: GameResult[] = [];
  for (const job of task.jobs) {
    try {
      results.push(playJob(job));
    } catch (e) {
      const code = e instanceof RoundhouseError ? e.code : 'GAME_FAILED';
      return { ok: false, failure: { index: job.index, code, message: `game ${job.index} (seed ${job.seed}): ${(e as Error).message}` } };
    }
  }
  return { ok: true, results };
}
