/**
 * Guided first games (issue 19 item 3): a tour is a real local game on a fixed seed (one person in
 * seat 0 against bots) plus 8–15 steps that point at what to click next and say why, in English
 * and Korean. Each game's tour lives in src/games/<game>/ui/tour.ts and is loaded on demand through
 * the web registry (`WebGame.tour`).
 */

/** When a step is done. */
export type StepAdvance =
  /** The player presses "Next" (an explanation). */
  | 'next'
  /** The player clicks the highlighted element (the click also does its usual job on the board). */
  | 'click'
  /** A condition on the page becomes true (checked after every click and a few times a second). */
  | ((doc: Document) => boolean);

/** One step of a tour. */
export interface TourStep {
  /** Key of the step's text in `Tour.strings`. */
  readonly id: string;
  /**
   * CSS selectors of what to point at, most specific first: the first one that matches an element
   * on the page is highlighted (several elements if it matches several). None = no highlight.
   */
  readonly targets?: readonly string[];
  readonly advance: StepAdvance;
}

/** A guided first game. */
export interface Tour {
  /** The game's registry id. */
  readonly game: string;
  /** The fixed seed of the scripted game. */
  readonly seed: string;
  /** Engine config (a short variant where the game has one). */
  readonly config: Readonly<Record<string, unknown>>;
  /** Seat kinds after seat 0 (the person), e.g. `['bot:easy']`. */
  readonly bots: readonly string[];
  readonly steps: readonly TourStep[];
  /** `title` and one text per step id, in English and Korean. */
  readonly strings: { readonly en: Readonly<Record<string, string>>; readonly ko: Readonly<Record<string, string>> };
}
