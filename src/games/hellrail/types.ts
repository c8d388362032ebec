/**
 * HellRail state, action, view and outcome types (HR-5.8, HR-15, HR-14). All are plain JSON.
 * The state is `HrCore & HrStep`: the sub-phase (HR-5.1) is a discriminated union on `phase` whose
 * variants carry their own data (no nullable side fields read with `!`).
 * Rules: docs/rules/hellrail.md.
 */
import type { RngState } from '../../engine/rng.js';
import type { CardId, Cell, CircleId, Edge, EffectId, Rotation } from './data.js';

export type { CardId, Cell, CircleId, Edge, EffectId, Rotation };

/** Seat index 0 … n−1 (HR-4.1). */
export type PlayerId = number;

/** Game configuration (HR-16). Defaults are the data file's `configDefaults`. */
export interface HrConfig {
  /** "upTo": a move may stop after any step; "exact": all points must be used (HR-7.8). */
  moveMode: 'upTo' | 'exact';
  /** Points paid to step into a rail cell (default 1, HR-7.3). */
  railStepCost: number;
  /** Largest load, Tenders included; null = no limit (HR-6.1, HR-9.9). */
  maxCars: number | null;
  /** Cards dealt at setup (HR-4.5). */
  handStart: number;
  /** Hand limit applied at turn end, null = none (HR-5.5). */
  handLimit: number | null;
  /** false: circle tokens lie face down until an engine enters (HR-16). */
  effectTokensFaceUp: boolean;
  /** House rule: only the first visitor may use a circle's token (HR-9.6). */
  firstVisitorOnly: boolean;
  /** false: an engine derailed by a push keeps its hand (HR-8.1). */
  pushDerailDiscardsHand: boolean;
  /** true: Boatman and Soul Catcher are not spent (HR-11.3, HR-11.5). */
  reusableTokens: boolean;
  /** false: Abyss removes only the top card (HR-10.1). */
  abyssRemovesStack: boolean;
  /** Rounds after which the game ends, null = none (HR-13.4). */
  roundLimit: number | null;
  /** House rule: the last seat of the first round is dealt one extra card (HR-16). */
  catchUpCard: boolean;
}

/** One card of a rail stack with its rotation (HR-3.6). */
export interface StackCard {
  card: CardId;
  rot: Rotation;
}
/** A rail cell: a stack (top = last) and whether a Check token lies on it (HR-3.6, HR-10.5). */
export interface RailCell {
  stack: StackCard[];
  check: boolean;
}

/** An engine's position (HR-3.7): a cell; `entry` is null in a circle, else the entry edge. */
export interface EnginePos {
  x: number;
  y: number;
  entry: Edge | null;
}

/** One player's engine card, train, hand and tokens (HR-2, HR-11). */
export interface HrPlayer {
  /** Hand cards (private, HR-15). */
  hand: CardId[];
  /** Hand cards marked stolen this turn (HR-10.8). */
  stolen: CardId[];
  /** Cars, front to rear (public). */
  train: CardId[];
  /** Set-out pile (count public, cards private until game end, HR-15). */
  setOut: CardId[];
  heresy: number;
  boatman: number;
  tender: number;
  soulCatcher: number;
  /** Effect token on the engine card (HR-10.11). */
  engineToken: EffectId | null;
  pos: EnginePos;
}

/** Counts of special tokens in the supply (HR-4.4, HR-11.1). */
export interface Supply {
  HERESY: number;
  BOATMAN: number;
  TENDER: number;
  SOUL_CATCHER: number;
  CHECK: number;
}

/** Phases at which the game rests (HR-5.1). TURN_START and TURN_END are automatic and never rest;
 * HAND_LIMIT is the Roundhouse phase for the `handLimit` discard of HR-5.5 step 2. */
export type Phase =
  'ACTIONS' | 'MOVING' | 'CIRCLE_ENTRY' | 'FALSE_PATH' | 'GLUTTONY' | 'THIEVERY_GIVE' | 'REACTION' | 'HAND_LIMIT' | 'GAME_OVER';

/** Where the effect being resolved came from (HR-9.5): a circle's token or the engine card. */
export type EffectSource = { kind: 'circle'; circle: number } | { kind: 'engine' };

/** The move in progress (MOVING, HR-7): movement points left and steps taken. */
export interface HrMove {
  mp: number;
  stepsTaken: number;
}
/** The circle being entered (CIRCLE_ENTRY, HR-9.2) and whether it was claimed before this entry (HR-9.6). */
export interface HrEntering {
  circle: CircleId;
  claimed: boolean;
}
/** Gluttony in progress (HR-10.8): seats that blocked it, and where the effect came from. */
export interface HrGluttony {
  blocked: PlayerId[];
  source: EffectSource;
}
/** THIEVERY_GIVE (HR-10.15): the target and the candidate cars. */
export interface HrThievery {
  target: PlayerId;
  candidates: CardId[];
}

/** What a REACTION suspends (HR-9.8), with what it needs to resume: a push keeps its move, a
 * Gluttony its blocked seats. */
export type Resume =
  | { kind: 'LUST'; target: PlayerId }
  | { kind: 'THIEVERY'; target: PlayerId; car: CardId }
  | { kind: 'GLUTTONY'; from: PlayerId; gluttony: HrGluttony }
  | { kind: 'SHIFT'; player: PlayerId; source: EffectSource }
  | { kind: 'STEP'; exit: Edge; pushExit: Edge | null; car: CardId; move: HrMove };

/** REACTION in progress (HR-9.8): who may react and what resumes. */
export interface HrReaction {
  seat: PlayerId;
  resume: Resume;
}

/** The data each sub-phase carries (a field is null in every other phase). */
interface StepData {
  move: HrMove;
  entering: HrEntering;
  gluttony: HrGluttony;
  reaction: HrReaction;
  thievery: HrThievery;
}
/** The sub-phase fields with `K` present and every other one null. */
type With<K extends keyof StepData = never> = { [F in keyof StepData]: F extends K ? StepData[F] : null };

/**
 * Where the game rests (HR-5.1), as a discriminated union on `phase`: each sub-phase carries its own
 * data (MOVING its move, CIRCLE_ENTRY the circle, …) and every other sub-phase field is null. Change
 * it only through `setStepW` (state.ts), which replaces all of it at once.
 */
export type HrStep =
  | ({ phase: 'ACTIONS' | 'FALSE_PATH' | 'HAND_LIMIT' | 'GAME_OVER' } & With)
  | ({ phase: 'MOVING' } & With<'move'>)
  | ({ phase: 'CIRCLE_ENTRY' } & With<'entering'>)
  | ({ phase: 'GLUTTONY' } & With<'gluttony'>)
  | ({ phase: 'THIEVERY_GIVE' } & With<'thievery'>)
  | ({ phase: 'REACTION' } & With<'reaction'>);

/** A public or private event produced by the last action (for logs and UI). `to` lists the only
 * seats that may see it (absent = everyone). */
export type HrEvent =
  | { kind: 'REVEAL'; card: CardId }
  | { kind: 'RESHUFFLE'; size: number }
  | { kind: 'DERAIL'; seat: PlayerId; discarded: CardId[] }
  | { kind: 'PUSH'; seat: PlayerId; by: PlayerId }
  | { kind: 'CHECK'; seat: PlayerId; removed: CardId[] }
  | { kind: 'DRAW'; seat: PlayerId; count: number }
  | { kind: 'STEAL'; from: PlayerId; to: PlayerId; card: CardId; visibleTo: PlayerId[] }
  | { kind: 'HAND_PEEK'; seat: PlayerId; target: PlayerId; hand: CardId[]; visibleTo: PlayerId[] }
  | { kind: 'HAND_SHOWN'; seat: PlayerId; hand: CardId[] }
  | { kind: 'CARDS_MOVED'; from: PlayerId; to: PlayerId; cards: CardId[]; visibleTo: PlayerId[] }
  | { kind: 'TOKEN'; seat: PlayerId; token: EffectId | 'RESERVE'; text: string }
  /** Thievery's result (HR-10.15): the named car taken, one of the thief's cars given, or nothing moved. */
  | { kind: 'THIEVERY'; seat: PlayerId; target: PlayerId; car: CardId; result: 'stolen' | 'given' | 'nothing' }
  | { kind: 'DELIVERED'; seat: PlayerId; count: number }
  | { kind: 'GAME_END'; reason: 'EXHAUSTION' | 'ROUND_LIMIT' };

/** Simple per-game counters for statistics (not rules). */
export interface HrStats {
  pushes: number;
  derailments: number;
  laid: number;
  upgrades: number;
  reshuffles: number;
  deliveries: number;
}

/** The state apart from the sub-phase (plain JSON). Draw pile and discard pile have their top at the end. */
export interface HrCore {
  readonly game: 'hellrail';
  config: HrConfig;
  seats: number;
  rng: RngState;
  /** Seat whose turn it is (HR-4.7). */
  active: PlayerId;
  firstSeat: PlayerId;
  /** Completed rounds (HR-5.5). */
  round: number;
  /** Turns started so far, every player's turn counted (HR-21.4 "turns"). */
  turn: number;
  drawPile: CardId[];
  discard: CardId[];
  /** A revealed card not yet discarded (HR-9.7; kept here if the game ended during the reveal). */
  revealed: CardId | null;
  /** Rail cells by index y*6+x; null = empty or a circle (circles are fixed, HR-3.2). */
  board: (RailCell | null)[];
  /** Effect token on circles 1–9 (index 0 = circle 1, HR-4.3). */
  circleTokens: EffectId[];
  /** Whether each circle's token is face up (HR-16 effectTokensFaceUp). */
  circleFaceUp: boolean[];
  /** firstVisitorOnly: whether circle 1–9 is claimed (HR-9.6). */
  claimed: boolean[];
  /** Face-down reserve (HR-4.3). */
  reserve: EffectId[];
  /** An engine token taken off its card while its effect resolves (HR-9.5). */
  floating: EffectId | null;
  supply: Supply;
  /** Where Cerberus stands, null = in the supply (HR-11.6). */
  cerberus: CircleId | null;
  players: HrPlayer[];
  /** Gluttony was used this turn (HR-12). */
  gluttonyUsed: boolean;
  /** Events of the last applied action. */
  events: HrEvent[];
  /** Why the game ended, if it did. */
  endReason: 'EXHAUSTION' | 'ROUND_LIMIT' | null;
  stats: HrStats;
}

/** The complete game state (plain JSON): the core and the current sub-phase (HR-5.1). */
export type HrState = HrCore & HrStep;

/** Effect parameters (HR-5.8), by effect. */
export type EffectParams =
  | { card: CardId; cell: Cell }
  | { cell: Cell; moveFrom?: Cell }
  | { card: CardId; cell: Cell; rotation: Rotation }
  | { car: CardId }
  | { circle: CircleId }
  | { target: PlayerId }
  | { target: { kind: 'circle'; circle: number } | { kind: 'engine'; player: PlayerId } | { kind: 'reserve' } };

/** Every action (HR-5.8). `DISCARD` is the Roundhouse action for the `handLimit` discard (HR-5.5). */
export type HrAction =
  | { type: 'PICK_UP'; card: CardId }
  | { type: 'SET_OUT'; car: CardId }
  | { type: 'LAY_RAIL'; card: CardId; cell: Cell; rotation: Rotation }
  | { type: 'UPGRADE_RAIL'; card: CardId; cell: Cell; rotation: Rotation }
  | { type: 'MOVE_START'; card: CardId; cerberusCards?: CardId[] }
  | { type: 'STEP'; exit: Edge; pushExit?: Edge; soulCatcherCar?: CardId }
  | { type: 'JUMP'; exit: Edge; card: CardId }
  | { type: 'STOP' }
  | { type: 'USE_CIRCLE_EFFECT'; params?: EffectParams }
  | { type: 'USE_ENGINE_TOKEN'; params?: EffectParams }
  | { type: 'DECLINE_EFFECT' }
  | { type: 'ROTATE'; card: CardId; cell: Cell; rotation: Rotation }
  | { type: 'FINISH' }
  | { type: 'STEAL'; from: PlayerId }
  | { type: 'GIVE_CAR'; car: CardId }
  | { type: 'HERESY_BLOCK' }
  | { type: 'HERESY_ALLOW' }
  | { type: 'STOKE'; card: CardId }
  | { type: 'END_TURN' }
  | { type: 'DISCARD'; card: CardId };

/** The action type names. */
export type HrActionType = HrAction['type'];

/** One player as another seat sees it (HR-15). `hand` and `setOut` only for the owner (or all at game end). */
export interface HrPlayerView {
  handSize: number;
  hand: CardId[] | null;
  stolen: CardId[] | null;
  train: CardId[];
  setOutCount: number;
  setOut: CardId[] | null;
  heresy: number;
  boatman: number;
  tender: number;
  soulCatcher: number;
  engineToken: EffectId | null;
  pos: EnginePos;
}

/** What one seat (or a spectator, seat null) may know (HR-15), apart from the sub-phase. */
export interface HrViewCore {
  readonly game: 'hellrail';
  seat: PlayerId | null;
  config: HrConfig;
  seats: number;
  active: PlayerId;
  /** Seats that may act now. */
  actors: PlayerId[];
  firstSeat: PlayerId;
  round: number;
  turn: number;
  drawPileSize: number;
  discard: CardId[];
  revealed: CardId | null;
  board: (RailCell | null)[];
  /** Tokens on circles 1–9; null = face down (HR-16). */
  circleTokens: (EffectId | null)[];
  claimed: boolean[];
  reserveSize: number;
  floating: EffectId | null;
  supply: Supply;
  cerberus: CircleId | null;
  players: HrPlayerView[];
  gluttonyUsed: boolean;
  events: HrEvent[];
}

/** The view's sub-phase fields (HR-15) when none is in use. */
interface ViewNone {
  move: null;
  entering: null;
  gluttony: null;
  reaction: null;
  thievery: null;
}
/**
 * The sub-phase as views show it: the same flat wire shape as ever (`phase` plus `move`, `entering`,
 * `gluttony`, `reaction`, `thievery`, null when not in use), typed as a discriminated union on
 * `phase`. During a REACTION the suspended push's move or the suspended Gluttony is shown too.
 */
export type HrViewStep =
  | ({ phase: 'ACTIONS' | 'FALSE_PATH' | 'HAND_LIMIT' | 'GAME_OVER' } & ViewNone)
  | ({ phase: 'MOVING' } & Omit<ViewNone, 'move'> & { move: HrMove })
  | ({ phase: 'CIRCLE_ENTRY' } & Omit<ViewNone, 'entering'> & { entering: HrEntering })
  | ({ phase: 'GLUTTONY' } & Omit<ViewNone, 'gluttony'> & { gluttony: { blocked: PlayerId[] } })
  | ({ phase: 'THIEVERY_GIVE' } & Omit<ViewNone, 'thievery'> & { thievery: HrThievery })
  | ({ phase: 'REACTION' } & Pick<ViewNone, 'entering' | 'thievery'> & {
        reaction: { seat: PlayerId; resume: ViewResume };
        move: HrMove | null;
        gluttony: { blocked: PlayerId[] } | null;
      });

/** What one seat (or a spectator, seat null) may know (HR-15). */
export type HrView = HrViewCore & HrViewStep;

/** A suspended effect as views show it (HR-9.8): `Resume` without the move or Gluttony it carries
 * (those are the view's `move` and `gluttony`). */
export type ViewResume =
  | { kind: 'LUST'; target: PlayerId }
  | { kind: 'THIEVERY'; target: PlayerId; car: CardId }
  | { kind: 'GLUTTONY'; from: PlayerId }
  | { kind: 'SHIFT'; player: PlayerId; source: EffectSource }
  | { kind: 'STEP'; exit: Edge; pushExit: Edge | null; car: CardId };

/** Per-seat score breakdown (HR-14.3). */
export interface HrBreakdown {
  /** Each set-out car with its car value. */
  setOut: { card: CardId; value: number }[];
  total: number;
  /** Cars in the train plus one per Tender (HR-14.2 tie-break). */
  loads: number;
  cars: number;
  tenders: number;
  rank: number;
}
