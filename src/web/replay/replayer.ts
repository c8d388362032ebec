/**
 * Steps through a game record: rebuilds the state after every action (replaying the record with the
 * game's rules), with the log lines and public scores, so the viewer can move forwards and back.
 */
import type { AnyGameModule } from '../../engine/contract.js';
import type { GameRecord } from '../../engine/record.js';
import { step } from '../../engine/step.js';
import { engineOf } from '../boards/registry.js';
import type { AnyBoardPlugin, LogLine } from '../table/plugin.js';

/** Every intermediate state of a record. `states[i]` is the state after `i` actions. */
export interface Replay {
  readonly module: AnyGameModule;
  readonly record: GameRecord;
  readonly states: readonly unknown[];
  readonly log: readonly LogLine[];
  readonly scores: readonly (readonly number[])[];
  /** Set when the record stops replaying (illegal action): the index and message. */
  readonly error: { readonly index: number; readonly message: string } | null;
}

/** Replays `record` fully (its game's board, hence its engine, is loaded). Throws if the game or its config is unknown. */
export function buildReplay(record: GameRecord, plugin: AnyBoardPlugin): Replay {
  const module = engineOf(record.game);
  const config = module.parseConfig(record.config, record.seats.length);
  let state = module.setup(config, record.seed, record.seats.length);
  const states: unknown[] = [state];
  const log: LogLine[] = [];
  const scores: number[][] = [plugin.publicScores(module.view(state, null))];
  let error: Replay['error'] = null;
  for (const [i, { seat, action, at }] of record.actions.entries()) {
    const result = step(module, state, seat, action, at);
    if (!result.ok) {
      error = { index: i, message: `${result.error.code}: ${result.error.message}` };
      break;
    }
    state = result.value.state;
    const after = module.view(state, null);
    log.push(plugin.describe(module.view(result.value.before, null), seat, result.value.action, after));
    states.push(state);
    scores.push(plugin.publicScores(after));
  }
  return { module, record, states, log, scores, error };
}
