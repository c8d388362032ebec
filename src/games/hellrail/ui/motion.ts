/**
 * What the HellRail table animates between two views (issue 19 item 1), the same for the viewer's,
 * other players' and bots' moves: an engine stepping to its next cell (HR-7.3) slides there from the
 * cell it left, one step per action, so a move of several steps reads as the engine travelling
 * along the track; a pushed engine (HR-7.6, a PUSH event) is shoved to its new cell and bumps; a
 * rail card laid (HR-6.3) or upgraded (HR-6.4) drops onto its cell. Helpers in src/web/motion;
 * nothing here changes what the table shows or when it accepts input.
 */
import { DURATION, dropIn, pop, slideFrom } from '../../../web/motion/animate.js';
import type { SoundCue } from '../../../web/settings/sound.js';
import type { HrView } from '../types.js';
import { cellName } from './geometry.js';
import { WIDTH } from '../data.js';

/** Where each engine is drawn (SVG units of the table), by seat. */
export type EnginePoints = readonly (readonly [number, number])[];

/**
 * Animates inside `root` (the table's scroll box) what changed from `before` to `after`; `from` and
 * `to` are the engines' drawn points in the two views. Returns the sound cues (`claim` for a rail
 * laid or upgraded, `draw` for cards drawn), played even when animations are off.
 */
export function animateHrChange(root: HTMLElement | null, before: HrView, after: HrView, from: EnginePoints, to: EnginePoints): SoundCue[] {
  const cues: SoundCue[] = [];
  if (!root) return cues;
  if (after.events !== before.events && after.events.some((e) => e.kind === 'DRAW')) cues.push('draw');
  const pushed = new Set(after.events.flatMap((e) => (e.kind === 'PUSH' ? [e.seat] : [])));
  to.forEach(([x, y], seat) => {
    const old = from[seat];
    if (!old || (old[0] === x && old[1] === y)) return;
    const body = root.querySelector(`[data-testid=engine-${seat}] .engine-body`);
    slideFrom(body, old[0] - x, old[1] - y, pushed.has(seat) ? DURATION.long : DURATION.medium);
    if (pushed.has(seat)) pop(body, 1.25);
  });
  after.board.forEach((cell, i) => {
    const was = before.board[i];
    if (!cell || (was && was.stack.length >= cell.stack.length)) return;
    cues.push('claim');
    const name = cellName({ x: i % WIDTH, y: Math.floor(i / WIDTH) });
    dropIn(root.querySelector(`[data-cell="${name}"] .track-rail`), 22);
  });
  return cues;
}
