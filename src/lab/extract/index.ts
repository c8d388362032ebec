/**
 * The lab's extractor registry: one small statistics extractor per game id (src/lab/extract/<game>.ts).
 * A game without one still gets the arena-wide statistics (ratings, scores, seat order, length).
 */
import type { AnyExtractor } from './extractor.js';
import { hellrailExtractor } from './hellrail.js';
import { railPassExtractor } from './rail-pass.js';
import { ticketToRideExtractor } from './ticket-to-ride.js';
import { trainsExtractor } from './trains.js';

const EXTRACTORS: Readonly<Record<string, AnyExtractor>> = {
  'ticket-to-ride': ticketToRideExtractor,
  trains: trainsExtractor,
  hellrail: hellrailExtractor,
  'rail-pass': railPassExtractor,
};

/** The extractor for a game id, or null when the game has none. */
export function extractorFor(game: string): AnyExtractor | null {
  return EXTRACTORS[game] ?? null;
}
