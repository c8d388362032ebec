/**
 * Route `/tour/:game`: starts the game's guided first game (issue 19 item 3) — a local game on the
 * tour's fixed seed, the person in seat 0 against the tour's bots — marks it as the running tour
 * and opens its table, where the guide (src/web/tour/TourOverlay.tsx) takes over.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/router.js';
import { webGame } from '../boards/registry.js';
import { startLocalGame } from '../local/current.js';
import { displayName, useSettings } from '../settings/store.js';
import { useBoard } from '../table/useBoard.js';
import { saveTour } from '../tour/state.js';

/** Starts the tour of `game` and replaces this page with its table. */
export function TourPage({ game }: { game: string }) {
  const { t } = useTranslation('app');
  const settings = useSettings();
  const { plugin, error } = useBoard(game);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!plugin || started.current) return;
    const entry = webGame(game);
    if (!entry) return;
    started.current = true;
    entry
      .tour()
      .then((tour) => {
        const session = startLocalGame(
          {
            game,
            config: tour.config,
            seed: tour.seed,
            seats: [
              { name: displayName(settings, t('common.player')), kind: 'human' },
              ...tour.bots.map((kind, i) => ({ name: `${t('table.bot')} ${i + 2}`, kind })),
            ],
          },
          plugin,
        );
        saveTour({ game, id: session.id, step: 0 });
        navigate(`/play/${session.id}`, true);
      })
      .catch((e: unknown) => setFailed(String(e)));
  }, [plugin, game, settings, t]);
  if (!webGame(game)) return <p className="page">{t('notFound')}</p>;
  return (
    <div className="page">
      <p role={error || failed ? 'alert' : undefined}>{error || failed ? t('tour.failed') : t('table.loading')}</p>
    </div>
  );
}
