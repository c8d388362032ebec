/**
 * Log lines in plain words for the table frame (i18n keys in the `trains` namespace), from the view
 * just before an action (and, when known, just after it: online, other seats' private answers may
 * arrive as `{ type }` only).
 */
import type { LogLine } from '../../../web/table/plugin.js';
import { BOARDS, CARDS, type TrainsAction, type TrainsView } from '../index.js';

/** A card name as a `$t(card.<id>)` reference: the frame translates it in the current language. */
const card = (id: string | undefined | null): string => (id ? `$t(card.${id})` : '?');

/** Name of a hex: the printed name of a city or remote location, else terrain and number. */
export function hexName(view: TrainsView, hex: number): string {
  const h = BOARDS[view.map].hexes[hex];
  if (!h) return `#${hex}`;
  return h.name ?? `$t(terrain.${h.terrain}) ${hex}`;
}

/** One log line for `seat` playing `action` (view before; `after` when known). */
export function logLine(before: TrainsView, seat: number, action: TrainsAction, after?: TrainsView): LogLine {
  const a = action as Partial<TrainsAction> & { type: TrainsAction['type'] };
  switch (a.type) {
    case 'START_RAIL':
      return a.hex !== undefined ? { seat, key: 'log.start', params: { hex: hexName(before, a.hex) } } : { seat, key: 'log.other' };
    case 'PLAY':
      if (!a.card) return { seat, key: 'log.other' };
      return { seat, key: a.apply === false && hasEffectFlag(a.card) ? 'log.playNoEffect' : 'log.play', params: { card: card(a.card) } };
    case 'BUY':
      return a.pile ? { seat, key: 'log.buy', params: { card: card(a.pile) } } : { seat, key: 'log.other' };
    case 'RECYCLE': {
      const hand = before.players[seat]?.hand;
      if (hand) return { seat, key: 'log.recycle', params: { count: hand.filter((c) => c === 'waste').length } };
      const ws = before.supply.waste;
      const wa = after?.supply.waste;
      if (ws !== undefined && wa !== undefined) return { seat, key: 'log.recycle', params: { count: Math.max(0, wa - ws) } };
      return { seat, key: 'log.recycleSome' };
    }
    case 'END_TURN':
      return { seat, key: 'log.endTurn' };
    case 'CHOOSE_RAIL_HEX': {
      if (a.hex === undefined) return { seat, key: 'log.other' };
      const p = before.pending;
      const o = p && p.kind === 'CHOOSE_RAIL_HEX' && 'options' in p ? p.options.find((x) => x.hex === a.hex) : undefined;
      return { seat, key: o?.waste ? 'log.railWaste' : 'log.rail', params: { hex: hexName(before, a.hex), cost: o?.surcharge ?? 0 } };
    }
    case 'CHOOSE_STATION_CITY':
      return a.hex !== undefined ? { seat, key: 'log.station', params: { hex: hexName(before, a.hex) } } : { seat, key: 'log.other' };
    case 'CHOOSE_TRAIN_IN_PLAY':
      return a.card ? { seat, key: 'log.trainInPlay', params: { card: card(a.card) } } : { seat, key: 'log.other' };
    case 'DISCARD_FROM_HAND':
      return a.cards ? { seat, key: 'log.discardCards', params: { cards: a.cards.length ? a.cards.map(card).join(', ') : '—', count: a.cards.length } } : { seat, key: 'log.other' };
    case 'RETURN_WASTE_COUNT':
      return { seat, key: 'log.returnWaste', params: { count: a.count ?? 0 } };
    case 'NAME_CARD':
      return a.card ? { seat, key: 'log.name', params: { card: card(a.card) } } : { seat, key: 'log.other' };
    case 'TAKE_ONE_AND_ORDER':
      return { seat, key: a.take === null ? 'log.takeNone' : 'log.take', params: { count: a.order?.length ?? 0 } };
    case 'DISCARD_OR_KEEP_TOP':
      return { seat, key: a.choice === 'keep' ? 'log.signalsKeep' : 'log.signalsDiscard' };
    case 'CHOOSE_OPTION':
      return a.option ? { seat, key: 'log.crew', params: { option: `$t(dialog.crew.${a.option})` } } : { seat, key: 'log.other' };
    case 'CHOOSE_ACTION_IN_HAND':
      return a.card ? { seat, key: 'log.office', params: { card: card(a.card) } } : { seat, key: 'log.officeSome' };
    case 'CHOOSE_TRAIN_IN_HAND':
      return a.card ? { seat, key: 'log.maintenance', params: { card: card(a.card) } } : { seat, key: 'log.other' };
    case 'TRASH_AND_GAIN_TRAIN':
      return a.trash && a.gain ? { seat, key: 'log.wagon', params: { trash: card(a.trash), gain: card(a.gain) } } : { seat, key: 'log.other' };
    case 'CHOOSE_TRAIN_IN_DISCARD':
      return a.card ? { seat, key: 'log.pulling', params: { card: card(a.card) } } : { seat, key: 'log.other' };
    case 'CHOOSE_BUY_DESTINATION':
      return { seat, key: a.destination === 'deckTop' ? 'log.deckTop' : 'log.gained' };
    default:
      return { seat, key: 'log.other' };
  }
}

/** Has the card an effect the player may decline? */
function hasEffectFlag(id: string): boolean {
  return CARDS[id as keyof typeof CARDS]?.hasEffect ?? false;
}
