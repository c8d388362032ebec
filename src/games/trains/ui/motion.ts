/**
 * What the Trains board animates between two views (issue 19 item 1); Trains views carry no event
 * list, so the board compares the view before and after each action, the same for the viewer's,
 * other players' and bots' moves: a card bought from the supply (TR-47) — or a Waste card gained for
 * a rail (TR-26) — flies from its pile to the buyer's gained cards (they go to the discard pile at
 * clean-up, TR-63) or to the buyer's box among the other seats; a rail laid (TR-53) drops onto its
 * hex; a station placed (TR-57) drops into its city. Helpers in src/web/motion; nothing here
 * changes what the board shows or when it accepts input.
 */
import { dropIn, flyBetween } from '../../../web/motion/animate.js';
import type { SoundCue } from '../../../web/settings/sound.js';
import type { CardId, TrainsView } from '../index.js';

/**
 * Animates what changed from `before` to `after` inside `root`, the board element; returns the sound
 * cues (`buy` for a bought card, `claim` for a rail or a station), played even when animations are off.
 */
export function animateTrainsChange(root: HTMLElement | null, before: TrainsView, after: TrainsView): SoundCue[] {
  const cues: SoundCue[] = [];
  if (!root || before.map !== after.map) return cues;
  const q = (sel: string) => root.querySelector(sel);
  // The seat that acted: the one whose turn it was before the action.
  const buyer = before.current;
  const target = (card: CardId): Element | null => {
    if (buyer === after.seat) return q(`[data-testid=my-gained] [data-card="${card}"]`) ?? q('[data-testid=my-piles] .discard');
    const box = q(`[data-testid=other-${buyer}]`);
    return box?.querySelector(`[data-card="${card}"]`) ?? box;
  };
  for (const [id, left] of Object.entries(after.supply) as [CardId, number][]) {
    const was = before.supply[id] ?? 0;
    if (left >= was) continue;
    if (id !== 'waste') cues.push('buy');
    const pile = q(`[data-testid=pile-${id}] .tr-card-face`) ?? q(`[data-testid=pile-${id}]`);
    flyBetween(pile, target(id));
  }
  // Rails: a new seat bit on a hex.
  after.rails.forEach((mask, hex) => {
    const added = mask & ~(before.rails[hex] ?? 0);
    if (!added) return;
    cues.push('claim');
    for (let s = 0; s < after.seats; s++) {
      if (added & (1 << s)) dropIn(q(`.tr-hex[data-hex="${hex}"] .tr-rail-token[data-seat="${s}"]`)?.parentElement ?? null);
    }
  });
  // Stations: the newest built station of a city.
  after.stations.forEach((n, hex) => {
    if (n > (before.stations[hex] ?? 0)) {
      cues.push('claim');
      const built = root.querySelectorAll(`.tr-hex[data-hex="${hex}"] .tr-station.is-built`);
      dropIn(built[built.length - 1]?.parentElement ?? null, 18);
    }
  });
  return cues;
}
