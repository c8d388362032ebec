/**
 * Log lines in plain words for the table frame (i18n keys in the `trains` namespace), from the view
 * just before an action (and, when known, just after it: online, other seats' private answers may
 * arrive as `{ type }` only).
 * Rules: docs/rules/trains.md.
 */
import type { LogLine } from '../../../web/table/plugin.js';
import { BOARDS, CARDS, type TrainsAction, type TrainsView } from '../index.js';

/** A card name as a `$t(card.<id>)` reference: the frame translates it in the current language. */
const card = (id: string | undefined | null): string => (id ? `$t(card.${id})` : '?');

/**
 * Name of a hex as players can find it on the board: a city's or remote location's own name (a
 * `$t(place.<name>)` reference), else its terrain next to the nearest named hex ("the plain next to
 * Shinjuku"; breadth-first over the board's neighbours, so ties go the same way every time).
 */
export function hexName(view: TrainsView, hex: number): string {
  const board = BOARDS[view.map];
  const h = board.hexes[hex];
  if (!h) return `#${hex}`;
  if (h.name) return `$t(place.${h.name})`;
  const place = nearestNamed(board.hexes, hex);
  return place ? `$t(near.${h.terrain}, {"place": "$t(place.${place})"})` : `$t(terrain.${h.terrain})`;
}

/** The name of the named hex nearest to `from` (fewest steps between neighbours), or null. */
function nearestNamed(hexes: (typeof BOARDS)[keyof typeof BOARDS]['hexes'], from: number): string | null {
  const seen = new Set([from]);
  for (let ring = [from]; ring.length > 0;) {
    const next: number[] = [];
    for (const i of ring)
      for (const n of hexes[i]?.neighbors ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        const name = hexes[n]?.name;
        if (name) return name;
        next.push(n);
      }
    ring = next;
  }
  return null;
}

/** One log line for `seat` playing `action` (view before; `after` when known). */
export function logLine(before: TrainsView, seat: number, action: TrainsAction, after?: TrainsView): LogLine {
  const a = fillFromAfter(before, seat, action as Partial<TrainsAction> & { type: TrainsAction['type'] }, after);
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
      const cost = o?.surcharge ?? (after ? Math.max(0, before.money - after.money) : 0);
      return { seat, key: o?.waste ? 'log.railWaste' : 'log.rail', params: { hex: hexName(before, a.hex), cost } };
    }
    case 'CHOOSE_STATION_CITY':
      return a.hex !== undefined ? { seat, key: 'log.station', params: { hex: hexName(before, a.hex) } } : { seat, key: 'log.other' };
    case 'CHOOSE_TRAIN_IN_PLAY':
      return a.card ? { seat, key: 'log.trainInPlay', params: { card: card(a.card) } } : { seat, key: 'log.other' };
    case 'DISCARD_FROM_HAND':
      return a.cards
        ? { seat, key: 'log.discardCards', params: { cards: a.cards.length ? a.cards.map(card).join(', ') : '—', count: a.cards.length } }
        : { seat, key: 'log.other' };
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
      return a.trash && a.gain
        ? { seat, key: 'log.wagon', params: { trash: card(a.trash), gain: card(a.gain) } }
        : { seat, key: 'log.other' };
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

/**
 * Online, another seat's action may arrive as `{ type }` only: recovers the public part (the hex, the
 * card played, the pile bought) from the views just before and just after it, when both are known.
 */
function fillFromAfter(
  before: TrainsView,
  seat: number,
  a: Partial<TrainsAction> & { type: TrainsAction['type'] },
  after: TrainsView | undefined,
): Partial<TrainsAction> & { type: TrainsAction['type'] } {
  if (!after) return a;
  const bit = 1 << seat;
  switch (a.type) {
    case 'START_RAIL':
    case 'CHOOSE_RAIL_HEX': {
      if ('hex' in a && a.hex !== undefined) return a;
      const hex = after.rails.findIndex((r, h) => (r & bit) !== 0 && ((before.rails[h] ?? 0) & bit) === 0);
      return hex >= 0 ? { ...a, hex } : a;
    }
    case 'CHOOSE_STATION_CITY': {
      if ('hex' in a && a.hex !== undefined) return a;
      const hex = after.stations.findIndex((n, h) => n > (before.stations[h] ?? 0));
      return hex >= 0 ? { ...a, hex } : a;
    }
    case 'PLAY': {
      if ('card' in a && a.card) return a;
      const pb = before.players[seat]?.play ?? [];
      const pa = after.players[seat]?.play ?? [];
      if (pa.length > pb.length) return { ...a, card: pa.at(-1), apply: true } as typeof a;
      const trashed = after.trash.length > before.trash.length ? after.trash[after.trash.length - 1] : undefined;
      return trashed ? ({ ...a, card: trashed, apply: true } as typeof a) : a;
    }
    case 'BUY': {
      if ('pile' in a && a.pile) return a;
      const pile = (Object.keys(before.supply) as (keyof TrainsView['supply'])[]).find(
        (p) => p !== 'waste' && (after.supply[p] ?? 0) < (before.supply[p] ?? 0),
      );
      return pile ? ({ ...a, pile } as typeof a) : a;
    }
    default:
      return a;
  }
}
