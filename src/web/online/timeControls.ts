/** The time controls offered for online tables (the new-game form) and their names (the lobby). */
import type { TFunction } from 'i18next';
import type { TimeControl } from '../../protocol/protocol.js';

/** Time controls offered for online tables, by the key of their label (`newGame.time.<key>`). */
export const TIME_CONTROLS: Readonly<Record<string, TimeControl>> = {
  none: { kind: 'none' },
  '30s': { kind: 'perMove', moveMs: 30_000 },
  '5m': { kind: 'bank', initialMs: 300_000, incrementMs: 0, returnMs: 30_000 },
  '10m': { kind: 'bank', initialMs: 600_000, incrementMs: 0, returnMs: 30_000 },
  '20m': { kind: 'bank', initialMs: 1_200_000, incrementMs: 0, returnMs: 30_000 },
};

/**
 * A table's time control in words: the offered one it equals ("5 minutes each"), else by its kind
 * and minutes or seconds (a table created through the API with other figures).
 */
export function timeControlText(t: TFunction, tc: TimeControl): string {
  const same = Object.entries(TIME_CONTROLS).find(([, x]) => JSON.stringify(x) === JSON.stringify(tc));
  if (same) return t(`newGame.time.${same[0]}`, { ns: 'app' });
  if (tc.kind === 'perMove') return t('lobby.perMove', { ns: 'app', count: Math.round(tc.moveMs / 1000) });
  if (tc.kind === 'bank') return t('lobby.bank', { ns: 'app', count: Math.round(tc.initialMs / 60_000) });
  return t('newGame.time.none', { ns: 'app' });
}
