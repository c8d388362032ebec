/**
 * Heresy reactions (see docs/rules/hellrail.md HR-9.8, HR-11.2): HERESY_BLOCK / HERESY_ALLOW and the
 * resumption of whatever the REACTION suspended (Lust, Thievery, Shift Change, a Gluttony steal, or a
 * Soul Catcher push). It sits above effects.ts and movement.ts so neither imports the other's
 * resumptions: the folder's import graph stays acyclic.
 */
import { at } from './data.js';
import { finishEffectW, gluttonyContinueW, lustW, shiftW, takeRandomW, thieveryW } from './effects.js';
import { HrErrors, type HrErrorCode } from './errors.js';
import { resumeStepW } from './movement.js';
import { removeCarW, type Draft } from './state.js';

/** HERESY_BLOCK (`block`) or HERESY_ALLOW in REACTION (HR-9.8, HR-11.2). Returns an error code or null. */
export function reactW(d: Draft, block: boolean): HrErrorCode | null {
  const s = d.s;
  if (s.phase !== 'REACTION') throw new Error(`hellrail: reaction in ${s.phase}`);
  const r = s.reaction;
  if (block) {
    if (at(s.players, r.seat).heresy < 1) return HrErrors.NO_HERESY;
    d.player(r.seat).heresy--;
    d.supply().HERESY++;
  }
  const seat = s.active;
  const res = r.resume;
  switch (res.kind) {
    case 'LUST':
      if (block) finishEffectW(d);
      else lustW(d, seat, res.target);
      break;
    case 'THIEVERY':
      if (block) finishEffectW(d);
      else thieveryW(d, seat, res.target, res.car);
      break;
    case 'SHIFT':
      if (block) finishEffectW(d);
      else shiftW(d, seat, { kind: 'engine', player: res.player }, res.source);
      break;
    case 'GLUTTONY': {
      const g = block ? { ...res.gluttony, blocked: [...res.gluttony.blocked, res.from] } : res.gluttony;
      if (!block) takeRandomW(d, seat, res.from);
      gluttonyContinueW(d, seat, g);
      break;
    }
    case 'STEP':
      if (!block) removeCarW(d, r.seat, res.car);
      resumeStepW(d, seat, res.exit, res.pushExit, res.move);
      break;
  }
  return null;
}
