/**
 * What the Rail Pass table animates between two views (issue 19 item 1), the same for the viewer's,
 * other players' and bots' actions: cubes loaded onto a train (RP-9) appear in its cargo, coming
 * from its city's shipping yard; cubes unloaded (RP-10) go from the train to the city's storage
 * (delivered, RP-10.2) or back to its yard, which swell as they arrive. Trains in transit move on
 * the map by themselves (RouteMap). Only transforms and opacity, a few elements per action, so
 * the table keeps its frame rate with twelve trains moving (test/e2e/rail-pass.test.ts). Helpers
 * in src/web/motion; nothing here changes what the table shows or when it accepts input.
 */
import { appear, flyBetween, pop } from '../../../web/motion/animate.js';
import { CITIES, type City } from '../data.js';
import type { RailPassView, Train } from '../index.js';
import { cityHex } from './Cube.js';
import type { SoundCue } from '../../../web/settings/sound.js';

/** The city a train stands in (parked or held), or null in transit / wrecked. */
function cityOf(train: Train): City | null {
  return train.loc.kind === 'track' || train.loc.kind === 'held' ? train.loc.city : null;
}

/**
 * Animates inside `root` (the table) the cube loads and unloads from `before` to `after`; returns the
 * sound cues (`draw` for a load, `claim` for a delivery), played even when animations are off.
 */
export function animateRpChange(root: HTMLElement | null, before: RailPassView, after: RailPassView): SoundCue[] {
  const cues: SoundCue[] = [];
  if (!root || before.trains === after.trains) return cues;
  for (const [id, train] of Object.entries(after.trains)) {
    const old = before.trains[id];
    const city = cityOf(train);
    if (!old || !city) continue;
    const chip = root.querySelector(`[data-testid=rp-train-${id}]`);
    if (!chip) continue;
    const panel = root.querySelector(`[data-testid=rp-city-${city}]`);
    for (const c of CITIES) {
      const diff = (train.cargo[c] ?? 0) - (old.cargo[c] ?? 0);
      if (diff > 0) {
        cues.push('draw');
        // Loaded: the newest cubes of that city in the cargo appear, flying from the yard.
        const cubes = [...chip.querySelectorAll(`.rp-cube[title="${c}"]`)].slice(-diff);
        for (const cube of cubes) {
          flyBetween(panel?.querySelector('.rp-yard-row') ?? null, cube, cube);
          appear(cube);
        }
      } else if (diff < 0) {
        // Unloaded: to the storage if deliveries grew, else back to the yard.
        const delivered = after.storage[city] > before.storage[city];
        if (delivered) cues.push('claim');
        const dest = panel?.querySelector(delivered ? '.rp-storage' : '.rp-yard-row') ?? null;
        const cube = document.createElement('span');
        cube.className = 'rp-cube';
        cube.textContent = c;
        cube.style.background = cityHex(c);
        flyBetween(chip.querySelector('.rp-train-cargo'), dest, cube);
        pop(dest, 1.2);
      }
    }
  }
  return cues;
}
