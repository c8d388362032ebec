/**
 * "What just happened": the notable events of the last actions (derailments, pushes, Check tokens,
 * revealed cards, reshuffles, steals, peeks, cards changing hands, tokens), kept for a few actions so
 * a bot's quick moves do not hide them. Only events the viewer's view contains are shown (HR-15).
 * Rules: docs/rules/hellrail.md.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CARDS } from '../data.js';
import type { HrEvent, HrView } from '../types.js';
import type { Tr } from './labels.js';

/** The plain-words line of an event, or null for events the game log already tells (draws, set-outs). */
export function eventText(t: Tr, e: HrEvent, names: readonly string[]): string | null {
  const n = (k: number) => names[k] ?? '?';
  switch (e.kind) {
    case 'DERAIL':
      return t('ev.derail', { name: n(e.seat) });
    case 'PUSH':
      return t('ev.push', { by: n(e.by), name: n(e.seat) });
    case 'CHECK':
      return t('ev.check', { name: n(e.seat), count: e.removed.length });
    case 'REVEAL':
      return t('ev.reveal', { card: e.card, brimstone: CARDS[e.card]?.brimstone ?? '?' });
    case 'RESHUFFLE':
      return t('ev.reshuffle', { count: e.size });
    case 'STEAL':
      return t('ev.steal', { to: n(e.to), from: n(e.from), card: e.card });
    case 'HAND_PEEK':
      return t('ev.peek', { name: n(e.seat), target: n(e.target) });
    case 'HAND_SHOWN':
      return e.hand.length > 0 ? t('ev.shown', { name: n(e.seat), cards: e.hand.join(', ') }) : t('ev.shownEmpty', { name: n(e.seat) });
    case 'CARDS_MOVED':
      return t('ev.moved', { count: e.cards.length, from: n(e.from), to: n(e.to) });
    case 'TOKEN':
      return t('ev.token', { name: n(e.seat), token: e.token === 'RESERVE' ? t('ev.reserveToken') : t(`effect.${e.token}`) });
    case 'THIEVERY':
      return t(`ev.thievery_${e.result}`, { name: n(e.seat), target: n(e.target), card: e.car });
    case 'GAME_END':
      return t('ev.end');
    default:
      return null;
  }
}

/** Props of `EventFeed`. */
export interface EventFeedProps {
  readonly view: HrView;
  readonly names: readonly string[];
}

const KEEP = 5;

/** The feed of recent notable events. */
export function EventFeed({ view, names }: EventFeedProps) {
  const { t: tr } = useTranslation('hr');
  const t = tr as unknown as Tr;
  const seen = useRef<{ sig: string; lines: { id: number; seat: number | null; text: string }[]; next: number }>({
    sig: '',
    lines: [],
    next: 0,
  });
  const sig = `${view.turn}|${view.phase}|${view.drawPileSize}|${view.discard.length}|${JSON.stringify(view.events)}`;
  if (sig !== seen.current.sig) {
    const cur = seen.current;
    cur.sig = sig;
    for (const e of view.events) {
      const text = eventText(t, e, names);
      if (text) cur.lines = [...cur.lines, { id: cur.next++, seat: 'seat' in e ? e.seat : null, text }].slice(-KEEP);
    }
  }
  const lines = seen.current.lines;
  if (lines.length === 0) return null;
  return (
    <section className="panel hr-events" aria-labelledby="hr-events-title" data-testid="events">
      <h2 id="hr-events-title" className="panel-title">
        {t('ev.title')}
      </h2>
      <ul aria-live="polite">
        {lines.map((l) => (
          <li key={l.id}>{l.text}</li>
        ))}
      </ul>
    </section>
  );
}
