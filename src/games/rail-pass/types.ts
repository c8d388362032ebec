/**
 * Rail Pass state, action, view and outcome types (docs/rules/rail-pass.md RP-5, RP-7, RP-17, RP-18).
 * All plain JSON. Times are integer ms of game time since the current round started (RP-6.1) unless
 * stated. Seats are contract seat numbers (0-based): the rules' seat `P1` is seat 0.
 */
import type { City, EdgeType, SetupDef, Timing, TrackKind, TrainSize } from './data.js';

/** Data-file types re-exported for clients. */
export type { City, EdgeType, TrackKind, TrainSize, Timing };

/** A contract seat number, 0-based (RP-1.4): the rules' seat `P${n + 1}` is seat n. */
export type Seat = number;

/** Cube counts by colour; zero entries omitted (RP-5). */
export type Cargo = Partial<Record<City, number>>;

/** Where a train is (RP-5 `TrainLoc`). */
export type TrainLoc =
  | { kind: 'track'; city: City; track: TrackKind }
  | { kind: 'held'; seat: Seat; city: City }
  | { kind: 'transit'; from: City; to: City; departAt: number; arriveAt: number; express: boolean; targetTrack: TrackKind | null }
  | { kind: 'wrecked' };

/** One train (RP-2.2): id `XL`/`XS`, capacity by size, sticker (expert mode only, RP-16). */
export interface Train {
  id: string;
  size: TrainSize;
  home: City;
  cargo: Cargo;
  engineer: string | null;
  sticker: City | null;
  loc: TrainLoc;
}

/** One engineer (RP-2.4): id `X1`…`X3`, home X. */
export interface Engineer {
  id: string;
  home: City;
  status: 'active' | 'retired' | 'lost';
}

/** A scheduled arrival (RP-6.2), processed in (at, seq) order. */
export interface ArrivalEvent {
  at: number;
  seq: number;
  kind: 'arrival';
  train: string;
}

/** A seat's hands and busy time (RP-4.5, RP-6.7). `held` lists train ids in the order taken. */
export interface SeatState {
  cities: City[];
  held: string[];
  busyUntil: number;
}

/** The penalty pile (RP-2.10). */
export interface Pile {
  droppedCubes: number;
  retiredEngineers: number;
  wreckedTrains: number;
}

/**
 * A setup resolved for play (RP-3): the data-file setup plus its adjacency and hop distances.
 * `adj[X][Y]` is the edge type when X–Y is an edge; `dist[X][Y]` is the hop count (RP-3.2; bot notes).
 */
export interface ResolvedSetup {
  id: string;
  name: string;
  players: number;
  custom: boolean;
  /** Cities of each seat, indexed by seat number (the data file's `P1` is seat 0). */
  control: City[][];
  edges: { between: [City, City]; type: EdgeType }[];
  blocked: [City, City][];
  adj: Record<City, Partial<Record<City, EdgeType>>>;
  dist: Record<City, Record<City, number>>;
  /** City → controlling seat. */
  controller: Record<City, Seat>;
  challengeTimerMs: number | null;
}

/** Who drives a seat (RP-19 `seats`). */
export type SeatDriver = { driver: 'human'; userId?: string } | { driver: 'bot'; profile?: string };

/** Validated configuration with defaults filled in (RP-19). */
export interface RailPassConfig {
  /** A shipped setup id, or the custom setup's id. */
  setupId: string;
  /** A custom setup (RP-3.6), or null for the nine shipped ones. */
  customSetup: SetupDef | null;
  /** Rounds in the match (RP-17.6), ≥ 1. */
  rounds: number;
  /** Round length T in ms (RP-19.1). */
  timerMs: number;
  timerPreset: 'default' | 'challenge' | 'custom';
  expert: boolean;
  handlingMode: boolean;
  autoPark: boolean;
  guardRange: boolean;
  timing: Timing;
  /** `default` unless `timing` overrides anything (RP-17.8). */
  timingPreset: 'default' | 'custom';
  /** uint32; when absent the engine derives it from the record seed (RP-4.1). */
  matchSeed: number | null;
  botTakeoverAfterMs: number;
  /** Drivers by seat number (a JSON object with keys "0", "1", …; legacy keys "P1"… are read as 0…). */
  seats: Partial<Record<Seat, SeatDriver>>;
}

/** Score of one finished round (RP-17.3–17.7). */
export interface RoundResult {
  round: number;
  storage: Record<City, number>;
  pile: Pile;
  /** The two lowest storages, s1 ≤ s2. */
  lowest: [number, number];
  /** s1 × s2. */
  base: number;
  /** Penalty points (positive number subtracted from base). */
  penalty: number;
  score: number;
  win: boolean;
}

/**
 * The whole game state (RP-5). Times inside are round-relative; `roundStart` is the match time (ms)
 * at which the current round began (round r starts at (r − 1) × T, so a 1-round match uses match
 * time = round time).
 */
export interface RailPassState {
  config: RailPassConfig;
  setupId: string;
  /** The setup resolved for play (graph, distances, controllers). */
  setup: ResolvedSetup;
  round: number;
  roundStart: number;
  /** Round-relative game time (RP-6.1). */
  clock: number;
  /** T, the round length. */
  endsAt: number;
  /** The current round has ended and no further round follows (the match is over). */
  over: boolean;
  /** uint32 match seed (RP-4.1). */
  matchSeed: number;
  /** mulberry32 state (RP-4.2); hidden from views. */
  rng: number;
  eventSeq: number;
  events: ArrivalEvent[];
  yards: Record<City, City[]>;
  storage: Record<City, number>;
  tracks: Record<City, { long: string | null; short: string | null }>;
  hotels: Record<City, string[]>;
  trains: Record<string, Train>;
  engineers: Record<string, Engineer>;
  /** Hands and busy times, indexed by seat. */
  seats: SeatState[];
  pile: Pile;
  /** Results of finished rounds, in order (RP-17.7). */
  results: RoundResult[];
  /** Accepted actions so far in the match (statistics). */
  actionCount: number;
}

/** `LOAD` (RP-8). */
export interface LoadAction {
  type: 'LOAD';
  train: string;
  end: 'head' | 'tail';
}
/** `LIFT` (RP-9). */
export interface LiftAction {
  type: 'LIFT';
  train: string;
}
/** `PARK` (RP-10). */
export interface ParkAction {
  type: 'PARK';
  train: string;
  track: TrackKind;
}
/** `SEND` (RP-11). `track` names the target track of an own-city move; `express` needs handling mode. */
export interface SendAction {
  type: 'SEND';
  train: string;
  to: City;
  track?: TrackKind;
  express?: boolean;
}
/** `TRANSFER` (RP-12): `give` moves cubes from → to, `take` moves to → from. */
export interface TransferAction {
  type: 'TRANSFER';
  from: string;
  to: string;
  give?: Cargo;
  take?: Cargo;
}
/** `MOVE_ENGINEER` (RP-13): to `hotel` or a train id in the same city. */
export interface MoveEngineerAction {
  type: 'MOVE_ENGINEER';
  engineer: string;
  to: string;
}

/** Every Rail Pass action (RP-7.1; types in UPPER_SNAKE_CASE, see actions.ts for the legacy names). */
export type RailPassAction = LoadAction | LiftAction | ParkAction | SendAction | TransferAction | MoveEngineerAction;

/** Per-seat public view of hands (RP-18.1). */
export interface SeatView extends SeatState {
  seat: Seat;
  handLoad: number;
}

/**
 * What a seat or spectator sees (RP-18.1): the whole state except the generator (`rng`), plus
 * derived hand loads and the asking seat. Times are round-relative; `now` is `clock`.
 */
export interface RailPassView {
  you: Seat | null;
  config: Omit<RailPassConfig, 'matchSeed'>;
  setupId: string;
  setup: ResolvedSetup;
  round: number;
  roundStart: number;
  clock: number;
  endsAt: number;
  over: boolean;
  events: ArrivalEvent[];
  yards: Record<City, City[]>;
  storage: Record<City, number>;
  tracks: Record<City, { long: string | null; short: string | null }>;
  hotels: Record<City, string[]>;
  trains: Record<string, Train>;
  engineers: Record<string, Engineer>;
  seats: SeatView[];
  pile: Pile;
  results: RoundResult[];
}

/** One penalty line of the outcome (RP-17.3). */
export interface PenaltyLine {
  kind: 'droppedCubes' | 'retiredEngineers' | 'wreckedTrains' | 'wrongCityCubes';
  count: number;
  /** Points per item (1, 2, 5, 2). */
  pointsEach: number;
  /** count × pointsEach. */
  points: number;
}

/**
 * The team result (outcome.team): the deciding round's storages, two lowest, product, penalties,
 * score and win; plus every round and the best score (RP-17.7). With several rounds, `score` and
 * `win` are those of the best round.
 */
export interface RailPassTeam {
  score: number;
  win: boolean;
  storage: Record<City, number>;
  lowest: [number, number];
  product: number;
  penalties: PenaltyLine[];
  rounds: RoundResult[];
  best: number;
  bestRound: number;
}

/** Per-seat breakdown: the seat's cities and the team score. */
export interface RailPassBreakdown {
  seat: Seat;
  cities: City[];
  teamScore: number;
}
