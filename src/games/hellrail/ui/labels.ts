/**
 * Button texts for HellRail actions in the viewer's language: every legal action the board offers
 * in a list (moves, circle effects, False Path, Gluttony, Thievery, Heresy, hand limit) is labelled
 * here, so every legal choice is reachable by clicking a clearly worded button.
 * Rules: docs/rules/hellrail.md.
 */
import { CARDS, type CardId, type EffectId } from '../data.js';
import type { EffectParams, HrAction, HrView } from '../types.js';
import { cellName, stepTarget } from './geometry.js';

/** A translation function in the `hr` namespace. */
export type Tr = (key: string, options?: Record<string, unknown>) => string;

const cardText = (t: Tr, id: CardId): string => {
  const c = CARDS[id];
  return c ? `${id} (${c.carValue}, ${t('card.brimstone')} ${c.brimstone})` : id;
};

/** Text of an effect parameter choice (HR-5.8 params). */
export function paramText(t: Tr, params: EffectParams, names: readonly string[]): string {
  const p = params as Record<string, unknown>;
  if ('rotation' in p)
    return t('param.rotate', {
      card: cardText(t, p.card as string),
      cell: cellName(p.cell as { x: number; y: number }),
      r: p.rotation as number,
    });
  if ('card' in p) return t('param.cardCell', { card: cardText(t, p.card as string), cell: cellName(p.cell as { x: number; y: number }) });
  if ('moveFrom' in p && p.moveFrom)
    return t('param.cellMove', {
      cell: cellName(p.cell as { x: number; y: number }),
      from: cellName(p.moveFrom as { x: number; y: number }),
    });
  if ('cell' in p) return t('param.cell', { cell: cellName(p.cell as { x: number; y: number }) });
  if ('car' in p) return t('param.car', { card: cardText(t, p.car as string) });
  if ('circle' in p) return t('param.circle', { circle: String(p.circle) });
  if ('target' in p) {
    const tg = p.target as number | { kind: string; circle?: number; player?: number };
    if (typeof tg === 'number') return t('param.target', { name: names[tg] ?? '' });
    if (tg.kind === 'circle') return t('param.circleToken', { circle: tg.circle });
    if (tg.kind === 'engine') return t('param.engineToken', { name: names[tg.player ?? 0] ?? '' });
    return t('param.reserve');
  }
  return JSON.stringify(params);
}

/** The effect token a USE_CIRCLE_EFFECT / USE_ENGINE_TOKEN action would use, from the view. */
export function effectOf(view: HrView, a: HrAction): EffectId | null {
  if (a.type === 'USE_ENGINE_TOKEN') return view.players[view.seat ?? view.active]?.engineToken ?? null;
  const c = view.entering?.circle;
  return c && c !== 'G' ? (view.circleTokens[c - 1] ?? null) : null;
}

/** The label of `a` as a button for the viewer (`view.seat`). */
export function actionText(t: Tr, view: HrView, a: HrAction, names: readonly string[]): string {
  const me = view.seat ?? view.active;
  switch (a.type) {
    case 'STEP': {
      const dir = t(`dir.${a.exit}`);
      const target = stepTarget(view, me, a.exit);
      let base: string;
      if (target.kind === 'rail' && target.pushes !== null) {
        base = a.pushExit
          ? t('move.pushOut', { dir, name: names[target.pushes] ?? '', out: t(`dir.${a.pushExit}`) })
          : t('move.stepPush', { dir, name: names[target.pushes] ?? '' });
      } else base = t('move.step', { dir });
      if (target.kind === 'derail') base += ` — ${t('move.derail')}`;
      if (target.kind === 'circle') base += ` — ${t('move.circle', { circle: String(target.circle) })}`;
      return a.soulCatcherCar ? t('move.soul', { base, card: cardText(t, a.soulCatcherCar) }) : base;
    }
    case 'JUMP':
      return t('move.jump', { dir: t(`dir.${a.exit}`), card: cardText(t, a.card) });
    case 'STOP':
      return t('move.stop');
    case 'USE_CIRCLE_EFFECT':
    case 'USE_ENGINE_TOKEN': {
      const eff = effectOf(view, a);
      const effect = eff ? t(`effect.${eff}`) : '';
      const engine = a.type === 'USE_ENGINE_TOKEN';
      if (!a.params) return t(engine ? 'dialog.engineUse' : 'dialog.use', { effect });
      return t(engine ? 'dialog.engineUseWith' : 'dialog.useWith', { effect, what: paramText(t, a.params, names) });
    }
    case 'DECLINE_EFFECT':
      return t('dialog.decline');
    case 'ROTATE':
      return t('dialog.rotate', { card: cardText(t, a.card), cell: cellName(a.cell), r: a.rotation });
    case 'FINISH':
      return t('dialog.finish');
    case 'STEAL':
      return t('dialog.steal', { name: names[a.from] ?? '' });
    case 'GIVE_CAR':
      return t('dialog.give', { card: a.car, value: CARDS[a.car]?.carValue ?? 0 });
    case 'HERESY_BLOCK':
      return t('dialog.block', { count: view.players[me]?.heresy ?? 0 });
    case 'HERESY_ALLOW':
      return t('dialog.allow');
    case 'DISCARD':
      return t('dialog.discard', { card: cardText(t, a.card) });
    case 'END_TURN':
      return t('act.endTurn');
    case 'STOKE':
      return t('act.stoke', { count: CARDS[a.card]?.brimstone ?? 0 });
    case 'PICK_UP':
      return t('act.pickUp', { circle: CARDS[a.card]?.pickup ?? '' });
    case 'SET_OUT':
      return t('act.setOut', { value: CARDS[a.car]?.carValue ?? 0 });
    case 'MOVE_START':
      return a.cerberusCards?.length
        ? t('act.moveToll', { mp: CARDS[a.card]?.carValue ?? 0, cards: a.cerberusCards.join(', ') })
        : t('act.move', { mp: CARDS[a.card]?.carValue ?? 0 });
    case 'LAY_RAIL':
      return t('table.layHere', { card: a.card, name: cellName(a.cell) });
    case 'UPGRADE_RAIL':
      return t('table.upgradeHere', { card: a.card, name: cellName(a.cell) });
  }
}

/** The round to show (1-based): the one being played, never past the round limit (HR-5.5; a game ended by it has played them all). */
export function shownRound(view: HrView): number {
  return view.config.roundLimit !== null ? Math.min(view.round + 1, view.config.roundLimit) : view.round + 1;
}
