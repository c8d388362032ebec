/**
 * Stall detection for bot games (issue 21 "no stalls"), game-independent. A *turn* is a maximal run
 * of consecutive actions by one seat. A turn is *idle* when a scoring action was legal for the seat
 * at some point in it and the seat took no active action (for Ticket to Ride: drew cards instead of
 * claiming). `watchStalls` counts, per seat, the longest run of idle turns in a row; a turn that is
 * active, or in which no scoring action was legal, ends the run.
 */
import type { AnyGameModule } from '../engine/contract.js';

/** What counts as scoring and as doing something, for one game's actions. */
export interface StallRules {
  /** A legal action that scores now (a route claim, a car set out, a victory card bought). */
  scoring(action: unknown): boolean;
  /** An action that is not a draw or a pass (scoring actions included). */
  active(action: unknown): boolean;
}

/** Per-seat idle-turn counters of one game, fed by `onAction` (see `PlayOptions.onAction`). */
export interface StallWatch {
  /** Feed every applied action: `before` is the state the seat acted in. */
  onAction(seat: number, action: unknown, before: unknown): void;
  /** Longest run of idle turns in a row, per seat (turns; the current run included). */
  longestIdleRun(): number[];
}

/** A stall watch for a game of `seats` seats with `rules` (see the module header for the terms). */
export function watchStalls(module: AnyGameModule, seats: number, rules: StallRules): StallWatch {
  const longest = new Array<number>(seats).fill(0);
  const run = new Array<number>(seats).fill(0);
  let turnSeat = -1;
  let couldScore = false;
  let acted = false;
  const closeTurn = (): void => {
    if (turnSeat < 0) return;
    const r = couldScore && !acted ? (run[turnSeat] ?? 0) + 1 : 0;
    run[turnSeat] = r;
    if (r > (longest[turnSeat] ?? 0)) longest[turnSeat] = r;
  };
  return {
    onAction(seat, action, before) {
      if (seat !== turnSeat) {
        closeTurn();
        turnSeat = seat;
        couldScore = false;
        acted = false;
      }
      if (!couldScore) couldScore = module.legalActions(before, seat).some((a) => rules.scoring(a));
      if (rules.active(action)) acted = true;
    },
    longestIdleRun() {
      closeTurn();
      turnSeat = -1;
      return [...longest];
    },
  };
}
