/**
 * The Trains playout path (issue 21 item 1): whole bot games played in place, for search and the
 * benchmarks, behind the pure `apply` (rules.ts), which stays the reference and is never changed by it.
 *
 * A `Playout` owns a private copy of a TrainsState (`startPlayout`) and changes it in place. Invariant:
 * every array and object reachable from `p.state` is either the playout's own or frozen (the shared
 * constants NO_MODS, FRESH_TURN, the frozen empty lists), and a frozen one is copied before a write
 * (`writable`). The commonest commands run in place with no copying: PLAY of a card whose effect is
 * not applied (TR-41), BUY without Early Train (TR-47, TR-48, TR-26), RECYCLE (TR-38, TR-29) and
 * END_TURN, each with the clean-up and the end check (TR-63, TR-22..TR-24, TR-103). Every other action
 * (effects, answers to pending decisions, starting rails, and anything rejected) goes through `apply`,
 * and the playout adopts the new state: it shares structure only with the old one, which the playout
 * owned and now drops, so the invariant holds. The board arrays (rails, stations) and the trash are
 * only ever written by `apply` (copy on write), so the identity-keyed caches of the bots stay valid.
 *
 * Bots read a per-decision view (`decisionView`): one object per seat, refreshed in place before each
 * decision and equal field by field to `view(state, seat)` (view.ts, section 15); the owned counts are
 * kept up to date from what each action moves between the seat, the supply and the trash (recounted
 * only when a card type is new to the seat), and the known deck tops and running scores (TR-110) are
 * computed only when read.
 * Rules: docs/rules/trains.md.
 */
import { ok, type Result } from '../../engine/result.js';
import { openRng } from '../../engine/rng.js';
import { CARDS, CARD_IDS, type CardId } from './cards.js';
import { playerAt } from './draft.js';
import { EFFECTS, RAIL_EFFECT_CARDS, withMod } from './effects.js';
import { legalActionsInto } from './legal.js';
import { BOARDS } from './map.js';
import { railOptions, railPossible, stationOptions } from './rails.js';
import { boardTotals, outcome, type TrainsOutcome } from './outcome.js';
import { apply, gameEnds } from './rules.js';
import { FRESH_TURN, HAND_SIZE, NO_MODS } from './setup.js';
import type { PlayerState, RailOption, TrainsAction, TrainsState, TurnState } from './types.js';
import { publicPending, type PlayerView, type TrainsView } from './view.js';
import { decide, type PolicyParams } from './bots/policy.js';

type Mut<T> = { -readonly [K in keyof T]: T[K] };
type MPlayer = Mut<PlayerState>;
type MState = Mut<TrainsState>;

/** A playout in progress: its own, mutable state and the number of actions applied. */
export interface Playout {
  /** The current state (owned by the playout; read it, never keep it across `playoutAct`). */
  readonly state: TrainsState;
  /** Actions applied so far. */
  readonly actions: number;
}

interface PlayoutImpl extends Playout {
  state: MState;
  actions: number;
  /** Per seat: its owned counts (view.ts `owned`), or null when they must be recounted. */
  owned: (Partial<Record<CardId, number>> | null)[];
  views: (CachedView | null)[];
  /** `ok(this)`, built on the first accepted action: every accepted action returns it. */
  accepted: Result<Playout> | null;
}

const impl = (p: Playout): PlayoutImpl => p as PlayoutImpl;

/** A writable `obj[key]` array: the array itself, or a copy stored back if it is frozen (shared constant). */
function writable<O extends object, K extends keyof O>(obj: O, key: K): CardId[] {
  const a = obj[key] as unknown as CardId[];
  if (!Object.isFrozen(a)) return a;
  const copy = a.slice();
  (obj as Record<K, unknown>)[key] = copy;
  return copy;
}

/** Removes `list[i]` in place, keeping the order of the rest (no removed-elements array, unlike `splice`). */
function removeAt(list: CardId[], i: number): void {
  const last = list.length - 1;
  for (let k = i; k < last; k++) list[k] = list[k + 1] ?? 'waste';
  list.length = last;
}

function clonePlayer(p: PlayerState): MPlayer {
  return {
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    discard: p.discard.slice(),
    play: p.play.slice(),
    gained: p.gained.slice(),
    reserve: p.reserve,
    vpTokens: p.vpTokens,
    knownTop: p.knownTop,
    publicTop: p.publicTop,
  };
}

/**
 * Starts a playout from `state` (which is never changed): copies what the in-place commands write
 * (players' card lists, the supply, the turn variables) and shares the rest (board arrays, trash,
 * config), which only `apply` writes, by copy on write.
 */
export function startPlayout(state: TrainsState): Playout {
  const s: MState = {
    ...state,
    supply: { ...state.supply },
    players: state.players.map(clonePlayer),
    turn: { ...state.turn },
    rng: state.rng.slice(),
  };
  const p: PlayoutImpl = {
    state: s,
    actions: 0,
    owned: state.players.map(() => null),
    views: state.players.map(() => null),
    accepted: null,
  };
  return p;
}

/** A plain TrainsState equal to the playout's current state, sharing nothing the playout writes. */
export function playoutState(p: Playout): TrainsState {
  const s = impl(p).state;
  return { ...s, supply: { ...s.supply }, players: s.players.map(clonePlayer), turn: { ...s.turn }, rng: s.rng.slice() };
}

/** The current player's record, writable. */
function me(s: MState): MPlayer {
  return playerAt(s, s.current) as MPlayer;
}

/** The turn variables, writable (a frozen FRESH_TURN is replaced by a copy). */
function turn(s: MState): Mut<TurnState> {
  if (Object.isFrozen(s.turn)) s.turn = { ...s.turn };
  return s.turn as Mut<TurnState>;
}

/** PLAY(card, apply) without an applied effect (TR-41 steps 1–5); false when `apply` must decide. */
function playInPlace(s: MState, card: CardId, applyEffect: boolean): boolean {
  const def = CARDS[card];
  if (!def.playable || (applyEffect && EFFECTS[card])) return false;
  const m = me(s);
  const hand = writable(m, 'hand');
  const i = hand.lastIndexOf(card);
  if (i < 0) return false;
  removeAt(hand, i);
  writable(m, 'play').push(card);
  const t = turn(s);
  t.money += def.value + (def.isRail ? 2 * t.mods.ironworks : 0);
  t.acted = true;
  return true;
}

/** TR-41 steps 1–5 for `card`, known to be in hand and playable: hand to play area, its money, acted. */
function moveToPlay(s: MState, card: CardId): Mut<TurnState> {
  const def = CARDS[card];
  const m = me(s);
  const hand = writable(m, 'hand');
  removeAt(hand, hand.lastIndexOf(card));
  writable(m, 'play').push(card);
  const t = turn(s);
  t.money += def.value + (def.isRail ? 2 * t.mods.ironworks : 0);
  t.acted = true;
  return t;
}

/**
 * PLAY(card, true) of a card whose effect the playout carries out in place; false when `apply` must
 * decide (another effect, the card not in hand, or an infeasible effect, TR-44). Dump Site switches
 * `noWasteGain` on (TR-79); a rail card (`RAIL_EFFECT_CARDS`) switches its modifier on and opens
 * CHOOSE_RAIL_HEX with the payable targets if a rail can be placed (TR-51..TR-55, ED-6); Station
 * Expansion opens CHOOSE_STATION_CITY if a city has a free slot (TR-57, TR-59).
 */
function playEffectInPlace(s: MState, card: CardId): boolean {
  const m = me(s);
  if (!CARDS[card].playable || m.hand.lastIndexOf(card) < 0) return false;
  if (card === 'dump-site') {
    const t = moveToPlay(s, card);
    t.mods = { ...t.mods, noWasteGain: true };
    return true;
  }
  const board = BOARDS[s.map];
  if (card === 'station-expansion') {
    const options = stationOptions(board, s.stations, s.stationPool);
    if (options.length === 0) return false;
    moveToPlay(s, card).pending = { kind: 'CHOOSE_STATION_CITY', source: 'station-expansion', options };
    return true;
  }
  if (!RAIL_EFFECT_CARDS.has(card)) return false;
  const def = CARDS[card];
  const money = s.turn.money + def.value + (def.isRail ? 2 * s.turn.mods.ironworks : 0);
  const mods = withMod(s.turn.mods, def.railModifier);
  if (!railPossible(board, s.stations, s.rails, s.current, m.reserve, mods, money)) return false;
  const t = moveToPlay(s, card);
  t.mods = mods;
  const options = railOptions(board, s.stations, s.rails, s.current, m.reserve, mods, t.money, s.supply.waste ?? 0);
  t.pending = { kind: 'CHOOSE_RAIL_HEX', source: card, options };
  return true;
}

/** Gain Waste (TR-26) in place, unless `noWasteGain` is on or the pile is empty. */
function gainWasteInPlace(p: PlayoutImpl, s: MState): void {
  if (s.turn.mods.noWasteGain) return;
  const supply = s.supply as Partial<Record<CardId, number>>;
  const left = supply.waste ?? 0;
  if (left <= 0) return;
  supply.waste = left - 1;
  writable(me(s), 'gained').push('waste');
  ownedAdd(p, s.current, 'waste', 1);
}

/**
 * Answers an open CHOOSE_RAIL_HEX of a rail card (pay the surcharge, lay the rail, Waste for other
 * players' rails and the card's own Waste: TR-51, TR-53, ED-7) or CHOOSE_STATION_CITY of Station
 * Expansion (station on the city, then Waste: TR-57), in place; false when `apply` must decide (another
 * decision, or an answer it rejects). The rails and stations arrays are replaced, never written, so
 * the bots' identity-keyed caches stay valid.
 */
function answerInPlace(p: PlayoutImpl, s: MState, action: TrainsAction): boolean {
  const pend = s.turn.pending;
  if (!pend || action.type !== pend.kind) return false;
  if (pend.kind === 'CHOOSE_RAIL_HEX' && action.type === 'CHOOSE_RAIL_HEX' && RAIL_EFFECT_CARDS.has(pend.source)) {
    let o: RailOption | undefined;
    for (const x of pend.options)
      if (x.hex === action.hex) {
        o = x;
        break;
      }
    if (!o) return false;
    const t = turn(s);
    t.pending = null;
    t.money -= o.surcharge;
    const rails = s.rails.slice();
    rails[o.hex] = (rails[o.hex] ?? 0) | (1 << s.current);
    s.rails = rails;
    me(s).reserve -= 1;
    if (o.waste) gainWasteInPlace(p, s);
    gainWasteInPlace(p, s);
    return true;
  }
  if (pend.kind === 'CHOOSE_STATION_CITY' && action.type === 'CHOOSE_STATION_CITY' && pend.source === 'station-expansion') {
    if (!pend.options.includes(action.hex)) return false;
    turn(s).pending = null;
    const stations = s.stations.slice();
    stations[action.hex] = (stations[action.hex] ?? 0) + 1;
    s.stations = stations;
    s.stationPool -= 1;
    gainWasteInPlace(p, s);
    return true;
  }
  return false;
}

/** BUY(pile) without Early Train (TR-47, TR-48; a Victory card gains Waste, TR-26); false when `apply` must decide. */
function buyInPlace(s: MState, pile: CardId): boolean {
  const def = CARDS[pile];
  const supply = s.supply as Partial<Record<CardId, number>>;
  const left = supply[pile];
  if (left === undefined || left <= 0 || pile === 'waste' || s.turn.money < def.cost || s.turn.mods.earlyTrain) return false;
  const t = turn(s);
  t.money -= def.cost;
  t.acted = true;
  supply[pile] = left - 1;
  const gained = writable(me(s), 'gained');
  gained.push(pile);
  if (def.isVictory && !t.mods.noWasteGain) {
    const w = supply.waste ?? 0;
    if (w > 0) {
      supply.waste = w - 1;
      gained.push('waste');
    }
  }
  return true;
}

/** Returns every Waste in hand to its pile (TR-29, TR-38). */
function returnAllWasteInPlace(s: MState): void {
  const hand = writable(me(s), 'hand');
  let n = 0;
  for (let i = hand.length - 1; i >= 0; i--) {
    if (hand[i] === 'waste') {
      removeAt(hand, i);
      n++;
    }
  }
  if (n) {
    const supply = s.supply as Partial<Record<CardId, number>>;
    supply.waste = (supply.waste ?? 0) + n;
  }
}

/** Draw n (TR-22), reshuffling the discard pile only when the deck is empty (TR-23, TR-24). */
function drawInPlace(s: MState, n: number): void {
  const m = me(s);
  const hand = writable(m, 'hand');
  for (let k = 0; k < n; k++) {
    if (m.deck.length === 0) {
      if (m.discard.length === 0) return;
      const rng = openRng(s.rng);
      m.deck = rng.shuffle(writable(m, 'discard'));
      m.discard = [];
      m.knownTop = 0;
      m.publicTop = 0;
      s.rng = rng.state();
    }
    const c = writable(m, 'deck').pop();
    if (c === undefined) return;
    if (m.knownTop > 0) m.knownTop -= 1;
    if (m.publicTop > 0) m.publicTop -= 1;
    hand.push(c);
  }
}

/** CLEANUP then END_CHECK (TR-63, TR-103), in place. */
function cleanupInPlace(s: MState): void {
  const m = me(s);
  const discard = writable(m, 'discard');
  for (const c of m.play) discard.push(c);
  for (const c of m.gained) discard.push(c);
  for (const c of m.hand) discard.push(c);
  m.play = [];
  m.gained = [];
  m.hand = [];
  s.turn = { money: 0, acted: false, mods: NO_MODS, pending: null, revealed: FRESH_TURN.revealed };
  drawInPlace(s, HAND_SIZE);
  s.turns += 1;
  if (gameEnds(s)) s.phase = 'over';
  else s.current = (s.current + 1) % s.seats;
}

/**
 * Adds `n` (may be negative) to `seat`'s cached owned count of `card`. A card new to the record
 * drops the cache (its keys must stay in CARD_IDS order); a count reaching 0 removes the key.
 */
function ownedAdd(p: PlayoutImpl, seat: number, card: CardId, n: number): void {
  const owned = p.owned[seat];
  if (!owned || n === 0) return;
  const now = (owned[card] ?? 0) + n;
  if (owned[card] === undefined) p.owned[seat] = null;
  else if (now > 0) owned[card] = now;
  else delete owned[card];
}

/**
 * Carries out the in-place commands; returns false when the action must go through `apply` (it has
 * an effect to apply, answers a decision, or may be rejected).
 */
function actInPlace(p: PlayoutImpl, seat: number, action: TrainsAction): boolean {
  const s = p.state;
  if (s.phase !== 'main' || seat !== s.current) return false;
  if (s.turn.pending !== null) return answerInPlace(p, s, action);
  switch (action.type) {
    case 'PLAY':
      return playInPlace(s, action.card, action.apply) || (action.apply && playEffectInPlace(s, action.card));
    case 'BUY': {
      const waste = s.supply.waste;
      if (!buyInPlace(s, action.pile)) return false;
      ownedAdd(p, seat, action.pile, 1);
      if (s.supply.waste !== waste) ownedAdd(p, seat, 'waste', 1);
      return true;
    }
    case 'RECYCLE': {
      if (s.turn.acted) return false;
      const waste = s.supply.waste ?? 0;
      returnAllWasteInPlace(s);
      ownedAdd(p, seat, 'waste', waste - (s.supply.waste ?? 0));
      cleanupInPlace(s);
      return true;
    }
    case 'END_TURN':
      cleanupInPlace(s);
      return true;
    default:
      return false;
  }
}

/**
 * Brings the owned-count caches up to date after `apply` took `before` to `after`. Cards are conserved
 * (TR-9) and effects move only the active seat's cards, so what that seat owns changes exactly by what
 * left the supply (gains, TR-25, TR-26), returned to it (Waste, TR-29) and was added to the trash
 * (TR-28); `apply` copies the supply and the trash on write, so unchanged ones are the same objects.
 * The other seats' caches stay valid.
 */
function ownedAfterApply(p: PlayoutImpl, before: TrainsState, after: TrainsState): void {
  if (after.supply === before.supply && after.trash === before.trash) return;
  const seat = before.current;
  if (after.trash.length < before.trash.length) {
    p.owned[seat] = null;
    return;
  }
  for (const k in after.supply) {
    const id = k as CardId;
    const d = (before.supply[id] ?? 0) - (after.supply[id] ?? 0);
    if (d) ownedAdd(p, seat, id, d);
  }
  for (let i = before.trash.length; i < after.trash.length; i++) ownedAdd(p, seat, after.trash[i] ?? 'waste', -1);
}

/**
 * Applies one action of `seat` to the playout, in place. The result and any rejection (with its TR_
 * code, the playout unchanged) are exactly those of `apply` on the same state.
 */
export function playoutAct(p: Playout, seat: number, action: TrainsAction): Result<Playout> {
  const q = impl(p);
  if (actInPlace(q, seat, action)) {
    q.actions++;
    return (q.accepted ??= ok(p));
  }
  const before = q.state;
  const r = apply(before, seat, action);
  if (!r.ok) return r;
  q.state = r.value as MState;
  q.actions++;
  ownedAfterApply(q, before, r.value);
  return (q.accepted ??= ok(p));
}

/** Adds one to `counts` at each card's index in CARD_IDS. */
function addCounts(counts: Int32Array, list: readonly CardId[]): void {
  for (let i = 0; i < list.length; i++) {
    const k = CARD_INDEX.get(list[i] ?? 'waste') ?? 0;
    counts[k] = (counts[k] ?? 0) + 1;
  }
}

/** Owned card counts of `seat` (view.ts `owned`: keys in CARD_IDS order; an open Information Central look counts). */
function countOwned(s: TrainsState, seat: number): Partial<Record<CardId, number>> {
  const counts = OWNED_SCRATCH;
  counts.fill(0);
  const p = playerAt(s, seat);
  addCounts(counts, p.hand);
  addCounts(counts, p.deck);
  addCounts(counts, p.discard);
  addCounts(counts, p.play);
  addCounts(counts, p.gained);
  const pend = s.turn.pending;
  if (pend && pend.kind === 'TAKE_ONE_AND_ORDER' && seat === s.current) addCounts(counts, pend.cards);
  const owned: Partial<Record<CardId, number>> = {};
  for (let i = 0; i < IDS.length; i++) {
    const n = counts[i] ?? 0;
    if (n) owned[IDS[i] ?? 'waste'] = n;
  }
  return owned;
}
/** The card ids in their fixed order, bound here once (the hot loops read it per card). */
const IDS: readonly CardId[] = CARD_IDS.slice();
const CARD_INDEX = new Map<CardId, number>(IDS.map((c, i) => [c, i]));
const OWNED_SCRATCH = new Int32Array(CARD_IDS.length);

/** VP of the Victory cards a player owns (TR-107), uncached: the playout's lists change in place. */
function victoryVpNow(p: PlayerState): number {
  let v = 0;
  for (const list of [p.hand, p.deck, p.discard, p.play, p.gained]) for (const c of list) v += CARDS[c].vp;
  return v;
}

/** A seat's record as `viewer` sees it; the costly fields (known deck tops, running score) are computed when read. */
function livePlayer(p: PlayoutImpl, viewer: number, seat: number): Mut<PlayerView> {
  const own = viewer === seat;
  return {
    seat,
    handCount: 0,
    hand: null,
    deckCount: 0,
    get knownTop() {
      const pl = playerAt(p.state, seat);
      const known = own ? pl.knownTop : pl.publicTop;
      return known > 0 ? pl.deck.slice(Math.max(0, pl.deck.length - known)).reverse() : [];
    },
    discardCount: 0,
    discardTop: null,
    play: [],
    gained: [],
    reserve: 0,
    vpTokens: 0,
    get railsOnBoard() {
      return boardTotals(p.state).rails[seat] ?? 0;
    },
    get score() {
      const pl = playerAt(p.state, seat);
      return (boardTotals(p.state).vp[seat] ?? 0) + victoryVpNow(pl) + pl.vpTokens;
    },
  };
}

/** Copies the cheap fields of `seat`'s record into its view record. */
function refreshPlayer(v: Mut<PlayerView>, pl: PlayerState, own: boolean): void {
  v.handCount = pl.hand.length;
  v.hand = own ? pl.hand : null;
  v.deckCount = pl.deck.length;
  v.discardCount = pl.discard.length;
  v.discardTop = pl.discard.at(-1) ?? null;
  v.play = pl.play;
  v.gained = pl.gained;
  v.reserve = pl.reserve;
  v.vpTokens = pl.vpTokens;
}

interface CachedView {
  readonly view: Mut<TrainsView>;
  readonly players: Mut<PlayerView>[];
}

/**
 * `seat`'s view of the playout's current state for one decision, equal field by field to `view(state,
 * seat)` (never another seat's hand or deck order, TR-111). One object per seat, refreshed by each
 * call (no allocation): read it during the decision it was asked for only.
 */
export function decisionView(p: Playout, seat: number): TrainsView {
  const q = impl(p);
  const s = q.state;
  let c = q.views[seat];
  if (!c) {
    const players = s.players.map((_, k) => livePlayer(q, seat, k));
    const view: Mut<TrainsView> = {
      seat,
      map: s.map,
      seats: s.seats,
      kingdom: s.kingdom,
      phase: s.phase,
      first: s.first,
      current: s.current,
      turns: s.turns,
      supply: s.supply,
      trash: s.trash,
      stationPool: s.stationPool,
      stations: s.stations,
      rails: s.rails,
      money: 0,
      acted: false,
      mods: NO_MODS,
      revealed: FRESH_TURN.revealed,
      pending: null,
      players,
      owned: null,
    };
    c = { view, players };
    q.views[seat] = c;
  }
  const v = c.view;
  v.phase = s.phase;
  v.current = s.current;
  v.turns = s.turns;
  v.supply = s.supply;
  v.trash = s.trash;
  v.stationPool = s.stationPool;
  v.stations = s.stations;
  v.rails = s.rails;
  const t = s.turn;
  v.money = t.money;
  v.acted = t.acted;
  v.mods = t.mods;
  v.revealed = t.revealed;
  const pend = t.pending;
  v.pending = !pend
    ? null
    : seat !== s.current
      ? publicPending(pend)
      : pend.kind === 'CHOOSE_TRAIN_IN_DISCARD'
        ? { ...pend, discardTrains: playerAt(s, seat).discard.filter((x) => CARDS[x].isTrain) }
        : pend;
  for (let k = 0; k < c.players.length; k++) {
    const pv = c.players[k];
    if (pv) refreshPlayer(pv, playerAt(s, k), k === seat);
  }
  v.owned = q.owned[seat] ??= countOwned(s, seat);
  return v;
}

/** A finished playout: the outcome (TR-108, TR-109) and the number of actions. */
export interface PlayoutResult {
  readonly outcome: TrainsOutcome | null;
  readonly actions: number;
}

/**
 * Plays on from the playout's state with one policy per seat (bots/policy.ts: BIGMONEY, HEURISTIC)
 * deciding on its live view, until the game is over or `maxActions` more actions were applied.
 * Returns the outcome (null if cut off) and the actions applied; `onAction` sees each applied action. Throws if a policy's action is
 * rejected (an engine or bot bug) or a seat to act has no legal action.
 */
export function runPlayout(
  p: Playout,
  policies: readonly PolicyParams[],
  maxActions = 100_000,
  onAction?: (seat: number, action: TrainsAction) => void,
): PlayoutResult {
  const q = impl(p);
  const start = q.actions;
  const list: TrainsAction[] = [];
  while (q.state.phase !== 'over' && q.actions - start < maxActions) {
    const seat = q.state.current;
    const policy = policies[seat];
    if (!policy) throw new RangeError(`trains playout: no policy for seat ${seat}`);
    const legal = legalActionsInto(q.state, seat, list);
    if (legal.length === 0) throw new Error(`trains playout: seat ${seat} has no legal action`);
    const a = decide(decisionView(p, seat), seat, legal, policy);
    const r = playoutAct(p, seat, a);
    if (!r.ok) throw new Error(`trains playout: ${policy.name} chose a rejected action (${r.error.code}): ${JSON.stringify(a)}`);
    onAction?.(seat, a);
  }
  return { outcome: outcome(q.state), actions: q.actions - start };
}
