/**
 * Turn notifications (issue 17 item 5): while it is my turn the tab title gets a "(1) " badge in
 * front of the table's own title, which already says whose turn it is (TableFrame), so it reads
 * "(1) Ticket to Ride — Your turn · Roundhouse";
 * when a turn arrives while the tab is hidden and the player opted in (settings `notify`, browser
 * permission granted), one browser Notification says so; clicking it focuses the tab.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store.js';

/** A count badge at the front of the tab title, "(1) ". */
const BADGE = /^\(\d+\) /;

/** React hook: title badge and opt-in notification on the rising edge of `yourTurn` at `game` (its title). */
export function useTurnAlert(yourTurn: boolean, game: string): void {
  const { t } = useTranslation('app');
  const { notify } = useSettings();
  const was = useRef(false);
  useEffect(() => {
    const base = document.title.replace(BADGE, '');
    document.title = yourTurn ? `(1) ${base}` : base;
    if (
      yourTurn &&
      !was.current &&
      notify &&
      document.hidden &&
      typeof Notification !== 'undefined' &&
      Notification.permission === 'granted'
    ) {
      const n = new Notification(t('notify.yourTurn'), { body: t('notify.body', { game }), tag: 'roundhouse-turn' });
      n.onclick = () => {
        window.focus();
        n.close();
      };
    }
    was.current = yourTurn;
    return () => {
      document.title = document.title.replace(BADGE, '');
    };
  }, [yourTurn, notify, game, t]);
}
