/**
 * Determinization for the Trains `hard` bot (issue 21 item 2): one full state consistent with what
 * `seat` sees (section 15, TR-111 to TR-115), built from its view only. Every card outside the supply
 * and the trash is either the seat's own (`owned`), in sight (play areas, gained cards, discard tops,
 * publicly known deck tops) or hidden. The cards that left the supply (the starting decks, TR-17, plus
 * each pile's size at setup, TR-16, less what it holds now), less the trash and the seat's own cards,
 * are the opponents' cards; the ones not in sight are shuffled into the opponents' hands, decks and
 * discard piles by their public counts. The seat's own deck and discard pile (it knows their cards
 * together, not which is where) are redrawn from its own hidden cards, keeping the deck tops it knows.
 * With two or more opponents the Victory cards are dealt so that every opponent's running score
 * (TR-110, public) stays what the view shows (`dealVictory`).
 * Only the seat's own main-phase turns with no open decision, or with a rail hex or station city to
 * choose, are determinized: that is where the search decides. Rules: docs/rules/trains.md.
 */
import { seedRng, type Rng } from '../../../engine/rng.js';
import { CARDS, CARD_IDS, STARTING_DECK, pileSize, type CardId } from '../cards.js';
import { boardTotals } from '../outcome.js';
import { FRESH_TURN } from '../setup.js';
import type { Pending, PlayerState, TrainsState } from '../types.js';
import type { TrainsView } from '../view.js';

/**
 * Can `v` be determinized for `seat`: its own view, main phase, its turn, and no open decision or only
 * a rail hex or station city to choose (CHOOSE_RAIL_HEX, CHOOSE_STATION_CITY: public decisions whose
 * options the view lists whole, TR-35, TR-51, TR-57; they are copied into the state's turn)?
 */
export function canDeterminize(v: TrainsView, seat: number): boolean {
  return v.seat === seat && v.phase === 'main' && v.current === seat && v.owned !== null && determinizablePending(v.pending);
}

/** An open decision `determinize` can carry over: none, or a rail hex or station city choice. */
function determinizablePending(p: TrainsView['pending']): p is Pending | null {
  return p === null || (!('hidden' in p) && (p.kind === 'CHOOSE_RAIL_HEX' || p.kind === 'CHOOSE_STATION_CITY'));
}

type Counts = Map<CardId, number>;

const add = (c: Counts, card: CardId, n = 1): void => {
  c.set(card, (c.get(card) ?? 0) + n);
};

function takeAll(c: Counts, cards: readonly CardId[], what: string): void {
  for (const card of cards) {
    const n = c.get(card) ?? 0;
    if (n <= 0) throw new Error(`determinize: more ${card} cards in sight (${what}) than can exist`);
    c.set(card, n - 1);
  }
}

/** Node budget of the Victory-card deal's search before it falls back to a uniform deal. */
const DEAL_NODES = 20_000;

/**
 * Splits the opponents' hidden cards `pool` (shuffled) into one list per opponent (its hand, deck and
 * discard pile below the top, in that order of use), each as long as its hidden places, with the
 * Victory cards placed so that each opponent's Victory VP matches its public running score (score −
 * board VP − VP tokens − Victory cards in sight). A randomised depth-first search over the Victory
 * cards; if it finds no deal within `DEAL_NODES` nodes, the deal is uniform.
 */
function dealVictory(v: TrainsView, opponents: TrainsView['players'], pool: CardId[], rng: Rng): Map<number, CardId[]> {
  const board = boardTotals({ map: v.map, rails: v.rails, stations: v.stations, seats: v.seats } as unknown as TrainsState);
  const vpOf = (cards: readonly CardId[]): number => cards.reduce((t, c) => t + CARDS[c].vp, 0);
  const places = opponents.map((p) => p.handCount + p.deckCount - p.knownTop.length + p.discardCount - (p.discardTop === null ? 0 : 1));
  const target = opponents.map(
    (p) =>
      p.score -
      (board.vp[p.seat] ?? 0) -
      p.vpTokens -
      vpOf([...p.play, ...p.gained, ...p.knownTop, ...(p.discardTop ? [p.discardTop] : [])]),
  );
  const victory = pool.filter((c) => CARDS[c].vp !== 0).sort((x, y) => CARDS[y].vp - CARDS[x].vp);
  const plain = pool.filter((c) => CARDS[c].vp === 0);
  const owner = new Array<number>(victory.length).fill(-1);
  let nodes = 0;
  const room = [...places];
  const need = [...target];
  const search = (i: number): boolean => {
    if (++nodes > DEAL_NODES) return false;
    if (i === victory.length) return need.every((n) => n === 0);
    const vp = CARDS[victory[i] as CardId].vp;
    const order = rng.shuffle(opponents.map((_, k) => k));
    for (const k of order) {
      if ((room[k] ?? 0) <= 0 || (vp > 0 && (need[k] ?? 0) < vp)) continue;
      owner[i] = k;
      room[k] = (room[k] ?? 0) - 1;
      need[k] = (need[k] ?? 0) - vp;
      if (search(i + 1)) return true;
      room[k] = (room[k] ?? 0) + 1;
      need[k] = (need[k] ?? 0) + vp;
    }
    return false;
  };
  const out = new Map<number, CardId[]>();
  if (opponents.length > 1 && search(0)) {
    const lists = opponents.map(() => [] as CardId[]);
    victory.forEach((c, i) => lists[owner[i] ?? 0]?.push(c));
    lists.forEach((l, k) => {
      while (l.length < (places[k] ?? 0)) l.push(plain.pop() as CardId);
      out.set(opponents[k]?.seat ?? -1, rng.shuffle(l));
    });
  } else opponents.forEach((p, k) => out.set(p.seat, pool.splice(0, places[k] ?? 0)));
  return out;
}

const flatten = (c: Counts): CardId[] => {
  const out: CardId[] = [];
  for (const id of CARD_IDS) for (let i = 0; i < (c.get(id) ?? 0); i++) out.push(id);
  return out;
};

/**
 * One state consistent with `v` (seat `seat`'s view; see `canDeterminize`), the hidden cards drawn
 * with `rng`. Throws if the view is not determinizable or its card counts do not add up.
 */
export function determinize(v: TrainsView, seat: number, rng: Rng): TrainsState {
  if (!canDeterminize(v, seat) || v.owned === null) throw new Error(`determinize: not seat ${seat}'s open main-phase view`);
  const me = v.players[seat];
  if (!me?.hand) throw new Error('determinize: no own hand in the view');
  // The seat's own hidden cards: owned − hand − play − gained − known deck tops − discard top.
  const mine: Counts = new Map();
  for (const id of CARD_IDS) if (v.owned[id]) mine.set(id, v.owned[id] ?? 0);
  takeAll(mine, me.hand, 'own hand');
  takeAll(mine, me.play, 'own play area');
  takeAll(mine, me.gained, 'own gained cards');
  takeAll(mine, me.knownTop, 'own known deck top');
  if (me.discardTop !== null) takeAll(mine, [me.discardTop], 'own discard top');
  // The opponents' hidden cards: everything outside the supply − trash − own − opponents' cards in sight.
  const theirs: Counts = new Map();
  for (const card of STARTING_DECK) add(theirs, card, v.seats);
  for (const [id, left] of Object.entries(v.supply) as [CardId, number][]) add(theirs, id, pileSize(id, v.seats) - left);
  takeAll(theirs, v.trash, 'trash');
  for (const id of CARD_IDS) if (v.owned[id]) takeAll(theirs, new Array<CardId>(v.owned[id] ?? 0).fill(id), 'own cards');
  for (const p of v.players) {
    if (p.seat === seat) continue;
    takeAll(theirs, p.play, 'play area');
    takeAll(theirs, p.gained, 'gained cards');
    takeAll(theirs, p.knownTop, 'public deck top');
    if (p.discardTop !== null) takeAll(theirs, [p.discardTop], 'discard top');
  }
  const ownPool = rng.shuffle(flatten(mine));
  const pool = rng.shuffle(flatten(theirs));
  const ownDeckHidden = me.deckCount - me.knownTop.length;
  const ownDiscardHidden = me.discardCount - (me.discardTop === null ? 0 : 1);
  if (ownPool.length !== ownDeckHidden + ownDiscardHidden)
    throw new Error(`determinize: ${ownPool.length} own hidden cards for ${ownDeckHidden} in the deck + ${ownDiscardHidden} discarded`);
  let hidden = 0;
  for (const p of v.players)
    if (p.seat !== seat) hidden += p.handCount + p.deckCount - p.knownTop.length + p.discardCount - (p.discardTop === null ? 0 : 1);
  if (pool.length !== hidden) throw new Error(`determinize: ${pool.length} opponents' hidden cards for ${hidden} hidden places`);
  const opponents = v.players.filter((p) => p.seat !== seat);
  const dealt = dealVictory(v, opponents, pool, rng);
  // Decks and discard piles have their top last; `knownTop` lists the top first.
  const withTop = (rest: CardId[], top: readonly CardId[]): CardId[] => [...rest, ...[...top].reverse()];
  const players: PlayerState[] = v.players.map((p) => {
    const own = p.seat === seat;
    const from = own ? ownPool : (dealt.get(p.seat) ?? []);
    const hand = own ? [...(p.hand ?? [])] : from.splice(0, p.handCount);
    const deck = withTop(from.splice(0, p.deckCount - p.knownTop.length), p.knownTop);
    const discard = from.splice(0, p.discardCount - (p.discardTop === null ? 0 : 1));
    if (p.discardTop !== null) discard.push(p.discardTop);
    return {
      hand,
      deck,
      discard,
      play: [...p.play],
      gained: [...p.gained],
      reserve: p.reserve,
      vpTokens: p.vpTokens,
      knownTop: p.knownTop.length,
      publicTop: own ? 0 : p.knownTop.length,
    };
  });
  return {
    config: { map: v.map, preset: null, kingdom: v.kingdom, firstPlayer: v.first },
    map: v.map,
    seats: v.seats,
    kingdom: v.kingdom,
    supply: v.supply,
    trash: v.trash,
    stationPool: v.stationPool,
    stations: v.stations,
    rails: v.rails,
    players,
    phase: v.phase,
    first: v.first,
    current: v.current,
    turn: {
      ...FRESH_TURN,
      money: v.money,
      acted: v.acted,
      mods: v.mods,
      revealed: v.revealed,
      pending: determinizablePending(v.pending) ? v.pending : null,
    },
    turns: v.turns,
    rng: seedRng(`determinization/${rng.int(0x7fffffff)}`),
  };
}
