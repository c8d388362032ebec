/**
 * Ticket to Ride (USA map) game data, typed (TTR-10 to TTR-15). Built from the bundled copy of
 * `reference/ticket-to-ride-usa.json` (schema `roundhouse.ticket-to-ride-usa/1`) so the app is
 * self-contained. The engine reads every map, ticket and variant fact from here (TTR-10: nothing is
 * hard-coded). The web board imports `CITIES`, `ROUTES`, `TICKETS`, `ROUTE_SCORING` from this module.
 *
 * Besides the raw data it exports dense indexes for the engine's hot path: route `i` is `ROUTES[i]`
 * (ids R001..R100 in order), city `c` is `CITIES[c]`, card kind `k` is `CARD_KINDS[k]` (0..7 the
 * eight colours, 8 = locomotive).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import raw from './data/ticket-to-ride-usa.json' with { type: 'json' };

/** `items[i]` for an index the rules guarantee is in range; throws a RangeError naming `what` otherwise. */
export function at<T>(items: ArrayLike<T>, i: number, what = 'index'): T {
  const v = items[i];
  if (v === undefined) throw new RangeError(`${what} ${i} is out of range (0..${items.length - 1})`);
  return v;
}

/** The eight train-card colours (TTR-5), in data order. `pink` is the colour some printings call purple (TTR-12). */
export type Color = 'pink' | 'white' | 'blue' | 'yellow' | 'orange' | 'black' | 'red' | 'green';
/** A train-card kind: a colour or the wild `locomotive` (TTR-5). */
export type CardKind = Color | 'locomotive';
/** A route colour: a card colour, or `gray` which accepts any one colour (TTR-12, TTR-63). */
export type RouteColor = Color | 'gray';
/** The four variants (TTR-2, TTR-22). */
export type Variant = 'classic' | 'usa1910' | 'mega' | 'bigCities';
/** Ticket decks in the data file (TTR-10, TTR-13). */
export type TicketDeckId = 'classic' | 'usa1910' | 'mysteryTrain' | 'mega' | 'bigCities';

/** A city (TTR-10, TTR-15): `id` slug, board `name`, `x`/`y` fractions (0..1) of the board, origin top-left, y down. */
export interface City {
  readonly id: string;
  /** English name as printed on the board. */
  readonly name: string;
  /** Korean name (the Korean rules text's spelling where it names the city, else the standard transliteration). */
  readonly nameKo: string;
  readonly aliases: readonly string[];
  /** Horizontal position as a fraction (0..1) of the board width; for drawing only (TTR-15). */
  readonly x: number;
  /** Vertical position as a fraction (0..1) of the board height, y pointing down; for drawing only (TTR-15). */
  readonly y: number;
}

/**
 * One physical track (TTR-11): `id` R001..R100, `from`/`to` city ids, `length` in trains (1–6),
 * `color`, and `pairId` (D01..D22) on the two tracks of a double route (absent on single tracks).
 */
export interface Route {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly length: 1 | 2 | 3 | 4 | 5 | 6;
  readonly color: RouteColor;
  readonly pairId?: string;
}

/**
 * A destination ticket (TTR-13): `id` (T01–T30, N01–N35, M01–M04), city ids `from`/`to`, `points`
 * (the value in the deck that lists it), `pointsRevised` (classic deck only, the 1910 reprint value,
 * TTR-D12) and `shortestPath` (fewest trains on an empty board; informational).
 */
export interface Ticket {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly points: number;
  readonly shortestPath: number;
  readonly pointsRevised?: number;
}

/** One variant's numbers (TTR-22): deck, starting deal/keep, in-play draw/keep, default bonus flags. */
export interface VariantRules {
  readonly name: string;
  readonly ticketDeck: TicketDeckId;
  readonly deckSize: number;
  readonly initialDeal: number;
  readonly initialKeepMin: number;
  readonly drawCount: number;
  readonly drawKeepMin: number;
  readonly longestPathBonus: boolean;
  readonly globetrotterBonus: boolean;
}

/** The whole data file, as bundled (schema `roundhouse.ticket-to-ride-usa/1`). */
export const TTR_DATA = raw as unknown as {
  readonly schema: string;
  readonly players: {
    readonly min: number;
    readonly max: number;
    readonly trainsPerPlayer: number;
    readonly finalRoundTriggerTrainsLeft: number;
  };
  readonly trainCards: {
    readonly colors: readonly Color[];
    readonly perColor: number;
    readonly locomotives: number;
    readonly total: number;
    readonly startingHand: number;
    readonly faceUpSlots: number;
    readonly faceUpLocomotiveResetThreshold: number;
    readonly cardsPerDrawAction: number;
  };
  readonly routeScoring: Readonly<Record<string, number>>;
  readonly bonuses: { readonly longestPath: number; readonly globetrotter: number };
  readonly defaults: { readonly doubleRoutesMinPlayers: number };
  readonly variants: Readonly<Record<Variant, VariantRules>>;
  readonly bigCities: readonly string[];
  readonly cities: readonly City[];
  readonly routes: readonly Route[];
  readonly tickets: Readonly<Record<TicketDeckId, readonly Ticket[]>>;
  readonly stats: Readonly<Record<string, unknown>>;
};

/** The 36 cities (TTR-10), in data order; city index `c` is `CITIES[c]`. */
export const CITIES: readonly City[] = TTR_DATA.cities;
/** The 100 tracks R001..R100 (TTR-10, TTR-11); route index `i` is `ROUTES[i]`. */
export const ROUTES: readonly Route[] = TTR_DATA.routes;
/** Ticket decks by id (TTR-10, TTR-13): classic 30, usa1910 35, mysteryTrain 4, mega 69, bigCities 35. */
export const TICKETS: Readonly<Record<TicketDeckId, readonly Ticket[]>> = TTR_DATA.tickets;
/** Variant rules (TTR-22). */
export const VARIANTS: Readonly<Record<Variant, VariantRules>> = TTR_DATA.variants;
/** The variant ids, in spec order (TTR-2). */
export const VARIANT_IDS: readonly Variant[] = ['classic', 'usa1910', 'mega', 'bigCities'];
/** The seven Big Cities (TTR-14), as city ids. */
export const BIG_CITIES: readonly string[] = TTR_DATA.bigCities;
/** Points for claiming a route, indexed by length 0..6 (TTR-10, TTR-61): [0, 1, 2, 4, 7, 10, 15]. */
export const ROUTE_SCORING: readonly number[] = [0, 1, 2, 3, 4, 5, 6].map((n) => TTR_DATA.routeScoring[String(n)] ?? 0);
/** End-of-game bonuses in points (TTR-10, TTR-104, TTR-105): longestPath 10, globetrotter 15. */
export const BONUSES = TTR_DATA.bonuses;
/** Trains each player starts with (TTR-34): 45. */
export const TRAINS_PER_PLAYER: number = TTR_DATA.players.trainsPerPlayer;
/** A player ending a turn with this many trains or fewer starts the final round (TTR-90, TTR-91): 2. */
export const FINAL_ROUND_TRAINS: number = TTR_DATA.players.finalRoundTriggerTrainsLeft;
/** Train-card facts (TTR-10): 12 per colour, 14 locomotives, 110 total, 4 dealt, 5 face up, reset at 3 locomotives. */
export const TRAIN_CARDS = TTR_DATA.trainCards;
/** Default minimum seats for both tracks of a double route to be usable (TTR-20, TTR-D1): 4. */
export const DEFAULT_DOUBLE_ROUTES_MIN_PLAYERS: number = TTR_DATA.defaults.doubleRoutesMinPlayers;

/** The nine card kinds by index (TTR-5): the eight colours in data order, then `locomotive` (index 8). */
export const CARD_KINDS: readonly CardKind[] = [...TTR_DATA.trainCards.colors, 'locomotive'];
/** The eight colours by index 0..7 (TTR-5). */
export const COLORS: readonly Color[] = TTR_DATA.trainCards.colors;
/** Index of the locomotive kind in `CARD_KINDS` and in hand count arrays: 8. */
export const LOCO = 8;
/** Number of card kinds (hand count arrays have this length): 9. */
export const KINDS = 9;
/** Card kind name → index in `CARD_KINDS`. */
export const KIND_INDEX: Readonly<Record<CardKind, number>> = Object.fromEntries(CARD_KINDS.map((k, i) => [k, i])) as Record<
  CardKind,
  number
>;

/** City id → index in `CITIES`. */
export const CITY_INDEX: ReadonlyMap<string, number> = new Map(CITIES.map((c, i) => [c.id, i]));
/** Route id → index in `ROUTES`. */
export const ROUTE_INDEX: ReadonlyMap<string, number> = new Map(ROUTES.map((r, i) => [r.id, i]));
/** Route index → length in trains. */
export const ROUTE_LEN: readonly number[] = ROUTES.map((r) => r.length);
/** Route index → colour index 0..7, or -1 for gray (TTR-63). */
export const ROUTE_COLOR: readonly number[] = ROUTES.map((r) => (r.color === 'gray' ? -1 : COLORS.indexOf(r.color)));
/** Route index → index of the other track of its double route, or -1 (TTR-11, TTR-62). */
export const ROUTE_PAIR: readonly number[] = ROUTES.map((r, i) =>
  r.pairId ? ROUTES.findIndex((o, j) => j !== i && o.pairId === r.pairId) : -1,
);
/** City id → index in `CITIES`; throws for an id the data does not define. */
export function cityIndex(id: string): number {
  const i = CITY_INDEX.get(id);
  if (i === undefined) throw new RangeError(`no city ${id}`);
  return i;
}
/** Route index → city index of `from`. */
export const ROUTE_FROM: readonly number[] = ROUTES.map((r) => cityIndex(r.from));
/** Route index → city index of `to`. */
export const ROUTE_TO: readonly number[] = ROUTES.map((r) => cityIndex(r.to));
/** City index → indexes of the routes touching it (the map graph's adjacency, for path searches). */
export const CITY_ROUTES: readonly (readonly number[])[] = CITIES.map((_, c) =>
  ROUTES.flatMap((_r, i) => (ROUTE_FROM[i] === c || ROUTE_TO[i] === c ? [i] : [])),
);

/** Every ticket of every deck by id (a ticket id names the same city pair in every deck, TTR-13). */
export const TICKET_BY_ID: ReadonlyMap<string, Ticket> = new Map(
  (['classic', 'usa1910', 'mysteryTrain', 'mega', 'bigCities'] as const)
    .flatMap((d) => TICKETS[d].map((t) => [t.id, t] as const))
    .reverse(),
);

/** The ticket with id `id` (any deck); throws for an id no deck defines. */
export function ticketById(id: string): Ticket {
  const t = TICKET_BY_ID.get(id);
  if (t === undefined) throw new RangeError(`no ticket ${id}`);
  return t;
}

/**
 * The ticket values a game uses (TTR-13, TTR-102, TTR-D12): ticket id → points from the variant's
 * deck; in `classic` with `revised` values, `pointsRevised` where the ticket has it.
 */
export function ticketValues(variant: Variant, revised = false): ReadonlyMap<string, number> {
  return new Map(
    TICKETS[VARIANTS[variant].ticketDeck].map((t) => [
      t.id,
      revised && variant === 'classic' && t.pointsRevised !== undefined ? t.pointsRevised : t.points,
    ]),
  );
}

/** Human label of a city id, e.g. `sault-st-marie` → "Sault St. Marie". */
export function cityName(id: string): string {
  const i = CITY_INDEX.get(id);
  return i === undefined ? id : at(CITIES, i, 'city').name;
}
