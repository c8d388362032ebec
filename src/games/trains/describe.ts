/**
 * `describeAction`: one plain-English line per action, for logs and the CLI (e.g.
 * "Blue plays Lay Rails", "Blue lays a rail on Shinjuku Shibuya (34) for 1 money and 1 Waste").
 * Rules: docs/rules/trains.md.
 */
import { CARDS } from './cards.js';
import { BOARDS, COLORS } from './map.js';
import type { TrainsAction, TrainsState } from './types.js';

const name = (id: string): string => CARDS[id as keyof typeof CARDS]?.name ?? id;

/** Human label of a hex: "Shinjuku Shibuya (34)" or "river 45". */
export function hexLabel(state: TrainsState, hex: number): string {
  const h = BOARDS[state.map].hexes[hex];
  if (!h) return `hex ${hex}`;
  return h.name ? `${h.name} (${hex})` : `${h.terrain} ${hex}`;
}

/** One line describing `action` by `seat` in `state` (the state before the action). */
export function describeAction(state: TrainsState, seat: number, action: TrainsAction): string {
  const who = `${COLORS[seat] ?? `seat ${seat}`}`.replace(/^./, (c) => c.toUpperCase());
  switch (action.type) {
    case 'START_RAIL':
      return `${who} places a starting rail on ${hexLabel(state, action.hex)}`;
    case 'PLAY':
      return `${who} plays ${name(action.card)}${CARDS[action.card].hasEffect && !action.apply ? ' (effect declined)' : ''}`;
    case 'BUY':
      return `${who} buys ${name(action.pile)}`;
    case 'RECYCLE':
      return `${who} passes and recycles ${state.players[seat]?.hand.filter((c) => c === 'waste').length ?? 0} Waste`;
    case 'END_TURN':
      return `${who} ends the turn`;
    case 'CHOOSE_RAIL_HEX': {
      const p = state.turn.pending;
      const o = p && p.kind === 'CHOOSE_RAIL_HEX' ? p.options.find((x) => x.hex === action.hex) : undefined;
      return `${who} lays a rail on ${hexLabel(state, action.hex)}${o ? ` for ${o.surcharge} money${o.waste ? ' and 1 Waste' : ''}` : ''}`;
    }
    case 'CHOOSE_STATION_CITY':
      return `${who} builds a station in ${hexLabel(state, action.hex)}`;
    case 'CHOOSE_TRAIN_IN_PLAY':
      return `${who} chooses ${name(action.card)} in play`;
    case 'DISCARD_FROM_HAND':
      return `${who} discards ${action.cards.length ? action.cards.map(name).join(', ') : 'nothing'}`;
    case 'RETURN_WASTE_COUNT':
      return `${who} returns ${action.count} Waste`;
    case 'NAME_CARD':
      return `${who} names a card`;
    case 'TAKE_ONE_AND_ORDER':
      return `${who} ${action.take ? 'takes one card' : 'takes no card'} and puts ${action.order.length} back`;
    case 'DISCARD_OR_KEEP_TOP':
      return action.choice === 'keep' ? `${who} keeps the top card` : `${who} discards the top card`;
    case 'CHOOSE_OPTION':
      return `${who} chooses ${action.option === 'draw' ? 'to draw 1 card' : action.option === 'money' ? '+1 money' : 'to return 1 Waste'}`;
    case 'CHOOSE_ACTION_IN_HAND':
      return `${who} reveals ${name(action.card)} and copies its effect`;
    case 'CHOOSE_TRAIN_IN_HAND':
      return `${who} reveals ${name(action.card)}`;
    case 'TRASH_AND_GAIN_TRAIN':
      return `${who} trashes ${name(action.trash)} and gains ${name(action.gain)}`;
    case 'CHOOSE_TRAIN_IN_DISCARD':
      return `${who} takes ${name(action.card)} from the discard pile`;
    case 'CHOOSE_BUY_DESTINATION':
      return action.destination === 'deckTop'
        ? `${who} puts the bought card on top of the deck`
        : `${who} takes the bought card to the gained cards`;
  }
}
