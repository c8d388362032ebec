/**
 * Turn notifications (issue 17 item 5): while it is my turn the tab title reads "(1) Your turn — …";
 * when a turn arrives while the tab is hidden and the player opted in (settings `notify`, browser
 * permission granted), one browser Notification says so; clicking it focuses the tab.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store.js';

/** React hook: title badge and opt-in notification on the rising edge of `yourTurn` at `game` (its title). */
export function useTurnAlert(yourTurn: boolean, game: string): void {
  const { t } = useTranslation('app');
  const { notify } = useSettings();
  const was = useRef(false);
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) [^—]*— /, '');
    if (yourTurn) document.title = `(1) ${t('notify.yourTurn')} — ${base}`;
    else document.title = base;
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
      document.title = document.title.replace(/^\(\d+\) [^—]*— /, '');
    };
  }, [yourTurn, notify, game, t]);
}
