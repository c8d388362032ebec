/**
 * The in-place playout path of HellRail (issue 21 item 1): the rule modules' own checks and effects
 * (`dispatch`, rules.ts; docs/rules/hellrail.md HR-5 to HR-14) run on a draft that copies nothing, so
 * a playout state owned by the caller changes in place, with no payload validation (zod) and no
 * copies. The pure `apply` is unchanged. `toPlayout` gives the caller its own deep copy of a pure
 * state; a playout state is a valid `HrState` all along, so `outcome` and `legalActions` read it
 * directly and it is its own conversion back.
 */
import { Cow, type Writable } from '../../../engine/cow.js';
import type { Rng } from '../../../engine/rng.js';
import { legalActions as legal } from '../legal.js';
import { actor as actorOf, dispatch as run } from '../rules.js';
import { Draft } from '../state.js';
import { countActions as count, nthAction as nth } from './actions.js';
import type { HrAction, HrState } from '../types.js';

// Module-local bindings: the playout loop calls locals, not module bindings.
const legalActions = legal;
const actor = actorOf;
const dispatch = run;
const countActions = count;
const nthAction = nth;

/** A `Cow` that copies nothing: every object is already the playout's own (HR-5.9 checks still run first). */
class InPlaceCow extends Cow {
  override own<T extends object>(value: T): Writable<T> {
    return value as Writable<T>;
  }
}
const IN_PLACE = new InPlaceCow();

/** A deep copy of `s` that the playout path may change in place (HR-3 to HR-5: every field is plain JSON). */
export function toPlayout(s: HrState): HrState {
  return structuredClone(s);
}

/**
 * Plays `action` for `seat` on playout state `f` in place (HR-5.9 checks from each action's own on,
 * then its effects; the phase and seat are the caller's to respect). Throws, leaving `f` undefined,
 * if the action is rejected: pass only actions from `legalActions(f, seat)`.
 */
export function playInPlace(f: HrState, seat: number, action: HrAction): void {
  const code = dispatch(new Draft(f, IN_PLACE), seat, action);
  if (code !== null) throw new Error(`hellrail playout: ${action.type} rejected (${code}); the playout state is no longer valid`);
}

/**
 * Plays uniformly random legal actions in place (the random bot's `rng.pick(legalActions(...))`, so
 * the same game as `playGame` with random bots from the same state and bot generator) until the game
 * is over (HR-13) or `maxActions` were played; returns the number played.
 */
export function randomPlayout(f: HrState, rng: Rng, maxActions = Infinity): number {
  let n = 0;
  while (n < maxActions && f.phase !== 'GAME_OVER') {
    const seat = actor(f);
    if (f.phase === 'ACTIONS') {
      // HR-19.2: counted, only the chosen rail action is built.
      const counted = countActions(f, seat);
      playInPlace(f, seat, nthAction(f, counted, rng.int(counted.total)));
    } else {
      const options = legalActions(f, seat);
      if (options.length === 0) throw new Error(`hellrail playout: seat ${seat} must act but has no legal action`);
      playInPlace(f, seat, rng.pick(options));
    }
    n++;
  }
  return n;
}
