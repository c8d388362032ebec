/**
 * The Trains state machine (`apply`, `activeSeats`): the starting rails (TR-19), the turn loop with its
 * commands and pending decisions (TR-31..TR-39), playing (TR-41) and buying (TR-47, TR-48), clean-up
 * (TR-63) and the end check (TR-103). Rejections carry TR_ codes (errors.ts) and change nothing (TR-33).
 * Rules: docs/rules/trains.md.
 */
import { Cow } from '../../engine/cow.js';
import { err, ok, type Result } from '../../engine/result.js';
import { CARDS, type CardId } from './cards.js';
import {
  activePlayer,
  commit,
  draw,
  wDiscard,
  gainWaste,
  openDraft,
  removeOne,
  returnAllWaste,
  takeFromPile,
  type Draft,
} from './draft.js';
import { EFFECTS, resolveAnswer } from './effects.js';
import { TrainsErrors as E } from './errors.js';
import { BOARDS } from './map.js';
import { FRESH_TURN, HAND_SIZE, NO_MODS } from './setup.js';
import type { TrainsAction, TrainsState } from './types.js';

/** Seats that may act now: the current seat, or none when the game is over. */
export function activeSeats(state: TrainsState): number[] {
  return state.phase === 'over' ? [] : [state.current];
}

/** Number of non-Waste supply piles that are empty (TR-103 condition 1). */
export function emptyPiles(supply: Readonly<Partial<Record<CardId, number>>>): number {
  let n = 0;
  for (const id in supply) if (id !== 'waste' && supply[id as CardId] === 0) n++;
  return n;
}

/** The END_CHECK test (TR-103): 4 empty non-Waste piles, a reserve at 0, or the station pool empty. */
export function gameEnds(state: Pick<TrainsState, 'supply' | 'players' | 'stationPool'>): boolean {
  if (emptyPiles(state.supply) >= 4) return true;
  if (state.stationPool <= 0) return true;
  for (const p of state.players) if (p.reserve <= 0) return true;
  return false;
}

/** CLEANUP then END_CHECK (TR-63, TR-103): returns the next state. */
function cleanupAndEnd(d: Draft): TrainsState {
  const me = d.me;
  const discard = wDiscard(d);
  for (const c of me.play) discard.push(c);
  for (const c of me.gained) discard.push(c);
  for (const c of me.hand) discard.push(c);
  me.play = [];
  me.gained = [];
  me.hand = [];
  d.money = 0;
  d.acted = false;
  d.mods = NO_MODS;
  d.pending = null;
  d.revealed = FRESH_TURN.revealed;
  draw(d, HAND_SIZE);
  const s = d.state;
  const next = commit(d, { turns: s.turns + 1 });
  if (gameEnds(next)) return { ...next, phase: 'over' };
  return { ...next, current: (s.current + 1) % s.seats };
}

/** PLAY(card, apply) (TR-41). */
function play(state: TrainsState, card: CardId, apply: boolean): Result<TrainsState> {
  const def = CARDS[card];
  if (!def.playable) return err(E.NOT_PLAYABLE, `${def.name} cannot be played (TR-40)`);
  if (!activePlayer(state).hand.includes(card)) return err(E.NOT_IN_HAND, `${def.name} is not in your hand`);
  const d = openDraft(state);
  removeOne(d.me.hand, card);
  d.me.play.push(card);
  d.money += def.value;
  if (def.isRail) d.money += 2 * d.mods.ironworks;
  d.acted = true;
  const e = EFFECTS[card];
  if (e && apply) {
    if (e.feasible && !e.feasible(d))
      return err(E.EFFECT_INFEASIBLE, `${def.name}'s effect cannot be carried out now (TR-44); play it with apply: false`);
    e.run(d, d.me.play.length - 1);
  }
  return ok(commit(d));
}

/** BUY(pile) (TR-47, TR-48). */
function buy(state: TrainsState, pile: CardId): Result<TrainsState> {
  const def = CARDS[pile];
  const left = state.supply[pile];
  if (left === undefined || pile === 'waste') return err(E.NOT_BUYABLE, `${def.name} is not a buyable pile in this game (TR-47)`);
  if (left <= 0) return err(E.PILE_EMPTY, `the ${def.name} pile is empty`);
  if (state.turn.money < def.cost) return err(E.CANNOT_AFFORD, `${def.name} costs ${def.cost}, you have ${state.turn.money}`);
  const d = openDraft(state);
  d.money -= def.cost;
  d.acted = true;
  takeFromPile(d, pile);
  if (d.mods.earlyTrain) {
    d.pending = { kind: 'CHOOSE_BUY_DESTINATION', source: 'early-train', card: pile };
  } else {
    d.me.gained.push(pile);
    if (def.isVictory) gainWaste(d);
  }
  return ok(commit(d));
}

/** START_RAIL(hex) (TR-19): free, not sea or remote, not another player's start hex. */
function startRail(state: TrainsState, hex: number): Result<TrainsState> {
  const h = BOARDS[state.map].hexes[hex];
  if (!h || !h.startAllowed) return err(E.BAD_START_HEX, `hex ${hex} may not hold a starting rail (sea or remote location, TR-19)`);
  if (state.rails[hex] !== 0) return err(E.BAD_START_HEX, `hex ${hex} is already another player's starting hex (TR-19)`);
  const cow = new Cow();
  const s = cow.own(state);
  cow.field(s, 'rails')[hex] = 1 << state.current;
  cow.field(cow.field(s, 'players'), state.current).reserve -= 1;
  s.current = (state.current + 1) % state.seats;
  s.phase = s.current === state.first ? 'main' : 'start';
  return ok(s);
}

/** Applies one action of `seat` (never mutates `state`). */
export function apply(state: TrainsState, seat: number, action: TrainsAction): Result<TrainsState> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return err(E.BAD_SEAT, `seat ${seat} does not exist`);
  if (state.phase === 'over') return err(E.GAME_OVER, 'the game is over');
  if (seat !== state.current) return err(E.NOT_YOUR_TURN, `it is seat ${state.current}'s turn`);
  if (state.phase === 'start') {
    if (action.type !== 'START_RAIL') return err(E.WRONG_PHASE, 'place your starting rail first (TR-19)');
    return startRail(state, action.hex);
  }
  if (action.type === 'START_RAIL') return err(E.WRONG_PHASE, 'starting rails are already placed');
  const pending = state.turn.pending;
  if (pending) {
    if (action.type !== pending.kind) return err(E.DECISION_PENDING, `answer the open ${pending.kind} decision first (TR-33)`);
    const d = openDraft(state);
    d.pending = null;
    const e = resolveAnswer(d, pending, action);
    if (e !== null) return err(E.BAD_ANSWER, e);
    return ok(commit(d));
  }
  switch (action.type) {
    case 'PLAY':
      return play(state, action.card, action.apply);
    case 'BUY':
      return buy(state, action.pile);
    case 'RECYCLE': {
      if (state.turn.acted) return err(E.ALREADY_ACTED, 'RECYCLE is allowed only before playing or buying anything (TR-38)');
      const d = openDraft(state);
      returnAllWaste(d);
      return ok(cleanupAndEnd(d));
    }
    case 'END_TURN':
      return ok(cleanupAndEnd(openDraft(state)));
    default:
      return err(E.NO_SUCH_DECISION, `no ${action.type} decision is open`);
  }
}
