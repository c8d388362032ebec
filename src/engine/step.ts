/**
 * The one shared engine step: "advance (real-time games, to the action's `at`), parse (parseAction on
 * the recorded or untrusted action), apply". Every place that applies an action goes through it:
 * record replay (record.ts), the server's live actions and table reload (src/server), local play and
 * the replay viewer (src/web). It never throws for a bad action: the Result carries a stable code.
 */
import type { AnyGameModule } from './contract.js';
import { CommonErrors, RoundhouseError, err, ok, type Result } from './result.js';

/** One applied action: the state before it (after advancing to `at`), the parsed action, the state after. */
export interface Stepped {
  /** The state the action was applied to: `state` advanced to `at` for real-time games, else `state`. */
  readonly before: unknown;
  /** The action as `parseAction` returned it (legacy record shapes migrated): what a log stores. */
  readonly action: unknown;
  /** The state after the action. */
  readonly state: unknown;
}

/**
 * Advances `state` to `at` (real-time games, when `at` is given), parses `raw` and applies it for
 * `seat`. A parse failure returns the error's own code (the game's `<PREFIX>_BAD_ACTION`), falling back
 * to `BAD_ACTION`; a rejected action returns the engine's code. Engine bugs (throws from advance or
 * apply) propagate.
 */
export function step(module: AnyGameModule, state: unknown, seat: number, raw: unknown, at?: number): Result<Stepped> {
  let action: unknown;
  try {
    action = module.parseAction(raw);
  } catch (e) {
    return err(e instanceof RoundhouseError ? e.code : CommonErrors.BAD_ACTION, e instanceof Error ? e.message : String(e));
  }
  const before = module.advance && at !== undefined ? module.advance(state, at) : state;
  const result = module.apply(before, seat, action, at);
  if (!result.ok) return result;
  return ok({ before, action, state: result.value });
}
