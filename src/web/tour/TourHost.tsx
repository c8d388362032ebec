/** Puts the guide (loaded on demand) over the local table `id` when that table is the running tour's game. */
import { lazy, Suspense } from 'react';
import { loadTour } from './state.js';

const TourOverlay = lazy(() => import('./TourOverlay.js').then((m) => ({ default: m.TourOverlay })));

/** The guide of local game `id`, or nothing. */
export function TourHost({ id }: { id: string }) {
  const progress = loadTour();
  if (progress?.id !== id) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay key={id} progress={progress} />
    </Suspense>
  );
}
