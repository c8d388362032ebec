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
import { boardCellWritten, countActions as count, noteBoardWrite, nthAction as nth } from './actions.js';
import type { HrAction, HrPlayer, HrState, RailCell, StackCard } from '../types.js';

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
  /** `parent[key]` itself (no copy, so nothing to store back); a board handed out is noted for the counting. */
  override field<P extends object, K extends keyof P>(parent: P, key: K): Writable<NonNullable<P[K]>> {
    const child = parent[key];
    if (child === null || typeof child !== 'object') throw new TypeError(`cow.field: ${String(key)} is not an object`);
    if (key === 'board') noteBoardWrite();
    return child as Writable<NonNullable<P[K]>>;
  }
}
const IN_PLACE = new InPlaceCow();

/** A deep copy of plain JSON `v` (objects keep their key order, so `JSON.stringify` of the copy is the same). */
function plain<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(plain) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = plain((v as Record<string, unknown>)[k]);
  return out as T;
}

const copyStackCard = (c: StackCard): StackCard => ({ ...c });
const copyCell = (c: RailCell | null): RailCell | null => (c === null ? null : { ...c, stack: c.stack.map(copyStackCard) });
const copyPlayer = (p: HrPlayer): HrPlayer => ({
  ...p,
  hand: p.hand.slice(),
  stolen: p.stolen.slice(),
  train: p.train.slice(),
  setOut: p.setOut.slice(),
  pos: { ...p.pos },
});

/**
 * A deep copy of `s` that the playout path may change in place (HR-3 to HR-5: every field is plain
 * JSON). Field by field rather than `structuredClone`, which was about a fifth of a 2-seat playout:
 * same keys in the same order (`JSON.stringify` of the copy equals that of `s`), card ids shared
 * (strings are immutable), nothing shared that a rule could change.
 */
export function toPlayout(s: HrState): HrState {
  const copy = {
    ...s,
    config: { ...s.config },
    rng: s.rng.slice(),
    move: plain(s.move),
    entering: plain(s.entering),
    gluttony: plain(s.gluttony),
    reaction: plain(s.reaction),
    thievery: plain(s.thievery),
    drawPile: s.drawPile.slice(),
    discard: s.discard.slice(),
    board: s.board.map(copyCell),
    circleTokens: s.circleTokens.slice(),
    circleFaceUp: s.circleFaceUp.slice(),
    claimed: s.claimed.slice(),
    reserve: s.reserve.slice(),
    supply: { ...s.supply },
    players: s.players.map(copyPlayer),
    events: plain(s.events),
    stats: { ...s.stats },
  };
  return copy as HrState;
}

/**
 * Plays `action` for `seat` on playout state `f` in place (HR-5.9 checks from each action's own on,
 * then its effects; the phase and seat are the caller's to respect). Throws, leaving `f` undefined,
 * if the action is rejected: pass only actions from `legalActions(f, seat)`.
 */
export function playInPlace(f: HrState, seat: number, action: HrAction): void {
  const code = dispatch(new Draft(f, IN_PLACE), seat, action);
  if (code !== null) throw new Error(`hellrail playout: ${action.type} rejected (${code}); the playout state is no longer valid`);
  if (action.type === 'LAY_RAIL' || action.type === 'UPGRADE_RAIL') boardCellWritten(f, action.cell);
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
