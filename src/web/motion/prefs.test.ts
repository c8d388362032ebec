/** Animation preferences (issue 19 item 1): the setting and the system's reduced-motion wish both turn motion off. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { motionEnabled, prefersReducedMotion } from './prefs.js';
import { getSettings, parseSettings, updateSettings } from '../settings/store.js';

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` answer `reduce`. */
function systemReduces(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: reduce && q.includes('prefers-reduced-motion: reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('motion preferences', () => {
  const saved = getSettings();
  afterEach(() => {
    updateSettings({ motion: saved.motion, botSpeed: saved.botSpeed });
    vi.unstubAllGlobals();
  });

  it('animate by default', () => {
    expect(parseSettings(null).motion).toBe(true);
    expect(parseSettings('{"motion":false}').motion).toBe(false);
    systemReduces(false);
    updateSettings({ motion: true, botSpeed: 'normal' });
    expect(prefersReducedMotion()).toBe(false);
    expect(motionEnabled()).toBe(true);
  });

  it('stop at the instant bot pace (no pauses between moves)', () => {
    systemReduces(false);
    const pace = getSettings().botSpeed;
    updateSettings({ motion: true, botSpeed: 'instant' });
    expect(motionEnabled()).toBe(false);
    updateSettings({ botSpeed: 'normal' });
    expect(motionEnabled()).toBe(true);
    updateSettings({ botSpeed: pace });
  });

  it('stop when the setting is off', () => {
    systemReduces(false);
    updateSettings({ motion: false });
    expect(motionEnabled()).toBe(false);
  });

  it('stop when the system asks for reduced motion, whatever the setting', () => {
    systemReduces(true);
    updateSettings({ motion: true, botSpeed: 'normal' });
    expect(prefersReducedMotion()).toBe(true);
    expect(motionEnabled()).toBe(false);
  });
});
