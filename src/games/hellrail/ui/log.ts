/**
 * Game log lines in plain words (keys in the `hr` namespace), built from the public view before the
 * action so nothing hidden leaks: a card is named only once it is public (laid, picked up as a car,
 * or discarded to move or fan the flames). Actions that arrive online as `{ type }` only get a line
 * without details.
 * Rules: docs/rules/hellrail.md.
 */
import { CARDS, WIDTH, type CardId } from '../data.js';
import type { HrAction, HrView } from '../types.js';
import type { LogLine } from '../../../web/table/plugin.js';
import { cellName, circleAt } from './geometry.js';

const shapeKey = (shape: string | undefined) => (shape ? `$t(shape.${shape})` : '');
const shapeOf = (card: CardId | undefined) => (card ? shapeKey(CARDS[card]?.shape) : '');

/** The log line for `seat` playing `action` (possibly `{ type }` only), given the public view before it. */
export function logLine(before: HrView, seat: number, action: Partial<HrAction> & { type: string }, after?: HrView): LogLine {
  const a = action as Partial<Record<string, unknown>> & { type: string };
  let card = typeof a.card === 'string' ? a.card : undefined;
  let cell = a.cell && typeof a.cell === 'object' ? cellName(a.cell as { x: number; y: number }) : '?';
  // Online, another seat's action may arrive as `{ type }` only: recover public details from `after`.
  if (!card && after && (a.type === 'LAY_RAIL' || a.type === 'UPGRADE_RAIL')) {
    const i = after.board.findIndex((r, k) => r !== null && (before.board[k]?.stack.length ?? 0) < r.stack.length);
    const stack = i >= 0 ? after.board[i]?.stack : undefined;
    const top = stack ? stack[stack.length - 1] : undefined;
    if (top) {
      card = top.card;
      cell = cellName({ x: i % WIDTH, y: Math.floor(i / WIDTH) });
    }
  }
  if (!card && after && a.type === 'PICK_UP') card = after.players[seat]?.train.at(-1);
  if (cell === '?' && after && a.type === 'ROTATE') {
    const i = after.board.findIndex(
      (r, k) => r !== null && before.board[k] !== null && r.stack.at(-1)?.rot !== before.board[k]?.stack.at(-1)?.rot,
    );
    if (i >= 0) cell = cellName({ x: i % WIDTH, y: Math.floor(i / WIDTH) });
  }
  const derailed = after?.events.some((e) => e.kind === 'DERAIL' && e.seat === seat);
  if (derailed) return { seat, key: 'log.derail' };
  const here = () => {
    const p = before.players[seat]?.pos;
    return (p && p.entry === null ? circleAtPos(before, seat) : null) ?? '?';
  };
  switch (a.type) {
    case 'PICK_UP':
      return card
        ? { seat, key: 'log.pickUp', params: { card, value: CARDS[card]?.carValue ?? 0, circle: here() } }
        : { seat, key: 'log.other' };
    case 'SET_OUT':
      return { seat, key: 'log.setOut', params: { circle: here() } };
    case 'LAY_RAIL':
      return card ? { seat, key: 'log.lay', params: { card, shape: shapeOf(card), cell } } : { seat, key: 'log.other' };
    case 'UPGRADE_RAIL':
      return card ? { seat, key: 'log.upgrade', params: { card, shape: shapeOf(card), cell } } : { seat, key: 'log.other' };
    case 'MOVE_START': {
      const mp = card ? (CARDS[card]?.carValue ?? 0) : (after?.move?.mp ?? 0);
      const toll = Array.isArray(a.cerberusCards) ? a.cerberusCards.length : 0;
      return toll ? { seat, key: 'log.moveToll', params: { mp, count: toll } } : { seat, key: 'log.moveStart', params: { mp } };
    }
    case 'STEP': {
      // HR-7.6: the engine stepped onto an occupied cell and pushed that engine on; the log names it.
      const push = after?.events.find((e) => e.kind === 'PUSH');
      const target = push && push.kind === 'PUSH' ? `$seat(${push.seat})` : null;
      if (typeof a.exit !== 'string') return target ? { seat, key: 'log.stepSomePush', params: { target } } : { seat, key: 'log.stepSome' };
      const dir = `$t(dir.${a.exit})`;
      return target ? { seat, key: 'log.stepPush', params: { dir, target } } : { seat, key: 'log.step', params: { dir } };
    }
    case 'JUMP':
      return typeof a.exit === 'string' ? { seat, key: 'log.jump', params: { dir: `$t(dir.${a.exit})` } } : { seat, key: 'log.jumpSome' };
    case 'STOP':
      return { seat, key: 'log.stop' };
    case 'USE_CIRCLE_EFFECT': {
      const c = before.entering?.circle;
      const eff = c && c !== 'G' ? before.circleTokens[c - 1] : null;
      return { seat, key: 'log.useCircle', params: { effect: eff ? `$t(effect.${eff})` : '?' } };
    }
    case 'USE_ENGINE_TOKEN': {
      const eff = before.players[seat]?.engineToken;
      return { seat, key: 'log.useEngine', params: { effect: eff ? `$t(effect.${eff})` : '?' } };
    }
    case 'DECLINE_EFFECT':
      return { seat, key: 'log.decline' };
    case 'ROTATE':
      return { seat, key: 'log.rotate', params: { cell } };
    case 'FINISH':
      return { seat, key: 'log.finish' };
    case 'STEAL':
      return typeof a.from === 'number'
        ? { seat, key: 'log.steal', params: { from: `$t(seatColor.${a.from})` } }
        : { seat, key: 'log.stealSome' };
    case 'GIVE_CAR':
      return { seat, key: 'log.give' };
    case 'HERESY_BLOCK':
      return { seat, key: 'log.block' };
    case 'HERESY_ALLOW':
      return { seat, key: 'log.allow' };
    case 'STOKE':
      if (!card) card = after?.discard.find((c, i) => before.discard[i] !== c);
      return card ? { seat, key: 'log.stoke', params: { count: CARDS[card]?.brimstone ?? 0 } } : { seat, key: 'log.stokeSome' };
    case 'END_TURN':
      return { seat, key: 'log.endTurn' };
    case 'DISCARD':
      return { seat, key: 'log.discard' };
    default:
      return { seat, key: 'log.other' };
  }
}

/** The circle the engine of `seat` stands in, as text, or null. */
function circleAtPos(v: HrView, seat: number): string | null {
  const p = v.players[seat]?.pos;
  if (!p) return null;
  const c = circleAt(p.x, p.y);
  return c === null ? null : String(c);
}
