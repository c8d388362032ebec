/**
 * The shape of a game's player-facing rules page. Each game's text lives in its own folder
 * (`src/games/<game>/ui/rules.ts`, loaded lazily through the web registry); the full specifications
 * are docs/rules/<game>.md.
 */

/** One section: a heading and its paragraphs or list items. */
export interface RulesSection {
  readonly heading: string;
  readonly items: readonly string[];
}

/** Rules text of a game in one language. */
export type RulesText = readonly RulesSection[];

/** A game's rules page in both languages. */
export interface GameRules {
  readonly en: RulesText;
  readonly ko: RulesText;
}
