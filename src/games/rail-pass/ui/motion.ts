/**
 * What the Rail Pass table animates between two views (issue 19 item 1), the same for the viewer's,
 * other players' and bots' actions: a cube loaded onto a train (RP-8) flies from its city's shipping
 * yard into the cargo, a cube transferred between two parked trains (RP-12) from the one to the
 * other; a delivery (placement, RP-14.4; the only way cubes leave a train, RP-14.5) sends the cubes
 * from the train to the city's storage, which swells. Trains in transit move on the map by
 * themselves (RouteMap). Only transforms and opacity, a few elements per action, so the table keeps
 * its frame rate with twelve trains moving (test/e2e/rail-pass.test.ts). Helpers in src/web/motion;
 * nothing here changes what the table shows or when it accepts input.
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
 * sound cues (`draw` for a load or transfer, `claim` for a delivery), played even when animations are off.
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
        // Loaded from the yard (it shrank), else transferred from a train of the same city that lost such cubes.
        cues.push('draw');
        const fromYard = after.yards[city].length < before.yards[city].length;
        const giver = fromYard
          ? undefined
          : Object.values(after.trains).find(
              (z) => z.id !== id && cityOf(z) === city && (z.cargo[c] ?? 0) < (before.trains[z.id]?.cargo[c] ?? 0),
            );
        const source = fromYard
          ? (panel?.querySelector('.rp-yard-row') ?? null)
          : giver
            ? root.querySelector(`[data-testid=rp-train-${giver.id}] .rp-train-cargo`)
            : null;
        for (const cube of [...chip.querySelectorAll(`.rp-cube[title="${c}"]`)].slice(-diff)) {
          flyBetween(source, cube, cube);
          appear(cube);
        }
      } else if (diff < 0 && after.storage[city] > before.storage[city]) {
        // Delivered into the city's storage.
        cues.push('claim');
        const dest = panel?.querySelector('.rp-storage') ?? null;
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
