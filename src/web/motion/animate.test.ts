// @vitest-environment jsdom
/** Board animation helpers (issue 19 item 1): nothing happens when motion is off; a flying ghost never takes input and goes away. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillInSequence, flyBetween } from './animate.js';
import { getSettings, updateSettings } from '../settings/store.js';

/** An element at `left`,`top` with a 40×60 box. */
function placed(left: number, top: number): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-testid', 'card');
  el.innerHTML = '<span role="tooltip">tip</span><b id="x">R</b>';
  el.getBoundingClientRect = () => ({
    left,
    top,
    width: 40,
    height: 60,
    right: left + 40,
    bottom: top + 60,
    x: left,
    y: top,
    toJSON: () => ({}),
  });
  document.body.appendChild(el);
  return el;
}

describe('animation helpers', () => {
  const saved = getSettings();
  afterEach(() => {
    updateSettings({ motion: saved.motion, botSpeed: saved.botSpeed });
    document.body.innerHTML = '';
  });

  it('do nothing while motion is off', () => {
    updateSettings({ motion: false });
    flyBetween(placed(0, 0), placed(300, 200));
    expect(document.querySelectorAll('.motion-ghost')).toHaveLength(0);
    const items = [placed(0, 0), placed(10, 0)];
    fillInSequence(items);
    expect(items.every((el) => el.style.opacity === '')).toBe(true);
  });

  it('fly a copy that ignores the pointer, carries no ids or tooltips, and is removed after the flight', async () => {
    updateSettings({ motion: true, botSpeed: 'normal' });
    const from = placed(0, 0);
    flyBetween(from, placed(300, 200));
    const ghost = document.querySelector<HTMLElement>('.motion-ghost');
    expect(ghost).not.toBeNull();
    expect(ghost!.style.pointerEvents).toBe('none');
    expect(ghost!.getAttribute('aria-hidden')).toBe('true');
    expect(ghost!.querySelector('[data-testid],[id],[role=tooltip]')).toBeNull();
    expect(from.parentElement).toBe(document.body);
    await vi.waitFor(() => expect(document.querySelector('.motion-ghost')).toBeNull(), { timeout: 2000, interval: 50 });
  });

  it('do not fly between two elements in the same place', () => {
    updateSettings({ motion: true, botSpeed: 'normal' });
    flyBetween(placed(5, 5), placed(5, 5));
    expect(document.querySelectorAll('.motion-ghost')).toHaveLength(0);
  });
});
