/**
 * Which guided game is running on this device and how far it got (localStorage), so a reload of
 * the table continues the tour at the same step. One tour at a time.
 */

/** The running tour: its game, the local game's id and the current step (0-based). */
export interface TourProgress {
  readonly game: string;
  readonly id: string;
  readonly step: number;
}

const KEY = 'roundhouse.tour';

/** The running tour, or null. */
export function loadTour(): TourProgress | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<TourProgress>;
    if (typeof v.game !== 'string' || typeof v.id !== 'string' || typeof v.step !== 'number' || !(v.step >= 0)) return null;
    return { game: v.game, id: v.id, step: Math.floor(v.step) };
  } catch {
    return null;
  }
}

/** Saves (or with null ends) the running tour. */
export function saveTour(progress: TourProgress | null): void {
  try {
    if (progress) localStorage.setItem(KEY, JSON.stringify(progress));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the tour lasts for this page only */
  }
}
