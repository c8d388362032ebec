/**
 * Determinization for the HellRail `hard` bot (issue 21 item 2): one full state consistent with what
 * `seat` sees (HR-15), built from its view only. The 45 rail cards (HR-2) not in sight — not in its
 * own hand or set-out pile, the discard pile, the revealed card, the table's stacks or any train —
 * are shuffled into the other seats' hands and set-out piles (their sizes are public) and the draw
 * pile. The effect tokens not in sight (HR-2: fifteen; face-up circle tokens, engine tokens and a
 * floating one are seen) are shuffled into the face-down circles and the reserve. Other seats'
 * set-out cards are drawn uniformly: the view keeps no history of which cars they delivered. Only the
 * seat's own `ACTIONS` phase is determinized: that is where the search decides.
 * Rules: docs/rules/hellrail.md.
 */
import { seedRng, type Rng } from '../../../engine/rng.js';
import { CARD_IDS, EFFECT_IDS, type CardId, type EffectId } from '../data.js';
import { idle } from '../state.js';
import type { HrState, HrView } from '../types.js';

/** Can `v` be determinized for `seat`: its own view, its `ACTIONS` phase? */
export function canDeterminize(v: HrView, seat: number): boolean {
  return v.seat === seat && v.phase === 'ACTIONS' && v.active === seat && v.players[seat]?.hand !== null;
}

/** Removes each of `items` from the set `pool`; throws if one is not there (seen twice). */
function takeAll<T>(pool: Set<T>, items: readonly T[], what: string): void {
  for (const x of items) if (!pool.delete(x)) throw new Error(`determinize: ${String(x)} seen twice (${what})`);
}

/**
 * One state consistent with `v` (seat `seat`'s view; see `canDeterminize`), the hidden cards and
 * tokens drawn with `rng`. Throws if the view is not determinizable or its counts do not add up.
 */
export function determinize(v: HrView, seat: number, rng: Rng): HrState {
  const me = v.players[seat];
  if (!canDeterminize(v, seat) || !me?.hand || !me.setOut) throw new Error(`determinize: not seat ${seat}'s ACTIONS view`);
  const cards = new Set<CardId>(CARD_IDS);
  takeAll(cards, me.hand, 'own hand');
  takeAll(cards, me.setOut, 'own set-out pile');
  takeAll(cards, v.discard, 'discard pile');
  if (v.revealed) takeAll(cards, [v.revealed], 'revealed card');
  for (const cell of v.board)
    if (cell)
      takeAll(
        cards,
        cell.stack.map((c) => c.card),
        'table',
      );
  for (const p of v.players) takeAll(cards, p.train, 'train');
  const pool = rng.shuffle([...cards]);
  const hidden = v.players.reduce((t, p, k) => t + (k === seat ? 0 : p.handSize + p.setOutCount), 0);
  if (pool.length !== hidden + v.drawPileSize)
    throw new Error(`determinize: ${pool.length} unseen cards for ${hidden} in hands and set-out piles + ${v.drawPileSize} in the pile`);
  const tokens = new Set<EffectId>(EFFECT_IDS);
  takeAll(
    tokens,
    v.circleTokens.filter((t): t is EffectId => t !== null),
    'circle tokens',
  );
  takeAll(
    tokens,
    v.players.flatMap((p) => (p.engineToken ? [p.engineToken] : [])),
    'engine tokens',
  );
  if (v.floating) takeAll(tokens, [v.floating], 'floating token');
  const unseenTokens = rng.shuffle([...tokens]);
  const faceDown = v.circleTokens.filter((t) => t === null).length;
  if (unseenTokens.length !== faceDown + v.reserveSize)
    throw new Error(
      `determinize: ${unseenTokens.length} unseen tokens for ${faceDown} face-down circles + ${v.reserveSize} in the reserve`,
    );
  const circleTokens = v.circleTokens.map((t) => t ?? (unseenTokens.pop() as EffectId));
  return {
    game: 'hellrail',
    config: v.config,
    seats: v.seats,
    rng: seedRng(`determinization/${rng.int(0x7fffffff)}`),
    active: v.active,
    firstSeat: v.firstSeat,
    round: v.round,
    turn: v.turn,
    drawPile: pool.splice(0, v.drawPileSize),
    discard: [...v.discard],
    revealed: v.revealed,
    board: v.board,
    circleTokens,
    circleFaceUp: v.circleTokens.map((t) => t !== null),
    claimed: [...v.claimed],
    reserve: unseenTokens,
    floating: v.floating,
    supply: { ...v.supply },
    cerberus: v.cerberus,
    players: v.players.map((p, k) => ({
      hand: k === seat ? [...(p.hand ?? [])] : pool.splice(0, p.handSize),
      stolen: k === seat ? [...(p.stolen ?? [])] : [],
      train: [...p.train],
      setOut: k === seat ? [...(p.setOut ?? [])] : pool.splice(0, p.setOutCount),
      heresy: p.heresy,
      boatman: p.boatman,
      tender: p.tender,
      soulCatcher: p.soulCatcher,
      engineToken: p.engineToken,
      pos: p.pos,
    })),
    gluttonyUsed: v.gluttonyUsed,
    events: v.events,
    endReason: null,
    stats: { pushes: 0, derailments: 0, laid: 0, upgrades: 0, reshuffles: 0, deliveries: 0 },
    ...idle('ACTIONS'),
  };
}
