// @vitest-environment jsdom
/**
 * The Rail Pass board's game time: online it counts from the server's `gameTime` (RP-6.1), not from
 * the view's older engine clock (so a reload shows the server's game time); paused (RP-6.8) the timer
 * stands still, action buttons are disabled and Pause / Resume asks the table, in English and Korean;
 * the K key does the same where the table allows pausing, but not while typing in a field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerStrings } from '../../../web/i18n/index.js';
import { parseConfig } from '../config.js';
import { setup } from '../setup.js';
import { legalActions } from '../legal.js';
import { apply } from '../rules.js';
import { view } from '../view.js';
import { RpBoard } from './RpBoard.js';
import { clockText } from './actions.js';
import { rpEn, rpKo } from './strings.js';

afterEach(cleanup);

function show(ui: ReactElement, language: 'en' | 'ko' = 'en') {
  const i18n = createI18n(language);
  registerStrings(i18n, 'rp', { en: rpEn, ko: rpKo });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const state = setup(parseConfig({ setup: '2p-point-to-point' }, 2), 'board-pause', 2);
const v = view(state, 0);
const props = { seat: 0, legal: legalActions(state, 0), seatNames: ['Ada', 'Bot'], outcome: null, scoreHistory: [], onAction: vi.fn() };

describe('RpBoard game time and pause', () => {
  it('counts the timer from the server game time when it is ahead of the view clock', () => {
    show(<RpBoard view={v} {...props} gameTime={40_000} />);
    expect(screen.getByTestId('rp-timer').querySelector('strong')?.textContent).toBe(clockText(v.endsAt - 40_000));
    expect(screen.queryByTestId('rp-pause')).toBeNull(); // no onPause: no button
  });

  it('paused: notice shown, actions disabled, Resume asks to resume (Korean too)', () => {
    const onPause = vi.fn();
    show(<RpBoard view={v} {...props} paused onPause={onPause} />);
    expect(screen.getByTestId('rp-paused').textContent).toBe(rpEn.paused);
    fireEvent.click(screen.getByTestId('rp-city-C').querySelector('.rp-track-long .rp-train')!);
    const buttons = screen.getByTestId('rp-actions').querySelectorAll('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect((b as HTMLButtonElement).disabled).toBe(true);
    const button = screen.getByTestId('rp-pause');
    expect(button.textContent).toBe(rpEn.resume);
    fireEvent.click(button);
    expect(onPause).toHaveBeenCalledWith(false);
    cleanup();
    show(<RpBoard view={v} {...props} paused={false} onPause={onPause} />, 'ko');
    expect(screen.getByTestId('rp-pause').textContent).toBe(rpKo.pause);
    fireEvent.click(screen.getByTestId('rp-pause'));
    expect(onPause).toHaveBeenLastCalledWith(true);
  });

  it('the K key toggles Pause / Resume where pausing is allowed, shown on the button, ignored while typing (RP-6.8)', () => {
    const onPause = vi.fn();
    show(<RpBoard view={v} {...props} paused={false} onPause={onPause} />);
    const button = screen.getByTestId('rp-pause');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('K');
    expect(button.getAttribute('title')).toBe('Pause the round (key K)');
    expect(screen.getByText(/K pause$/)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'k' });
    expect(onPause).toHaveBeenLastCalledWith(true);
    fireEvent.keyDown(window, { key: 'K', shiftKey: true });
    expect(onPause).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'k', repeat: true });
    fireEvent.keyDown(window, { key: 'p' });
    expect(onPause).toHaveBeenCalledTimes(2);
    // Typing a K into a field (the chat, a name) is just typing.
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'k' });
    expect(onPause).toHaveBeenCalledTimes(2);
    input.remove();
    cleanup();
    show(<RpBoard view={v} {...props} paused onPause={onPause} />);
    expect(screen.getByTestId('rp-pause').getAttribute('title')).toBe('Resume the round (key K)');
    fireEvent.keyDown(window, { key: 'k' });
    expect(onPause).toHaveBeenLastCalledWith(false);
    cleanup();
    // Where the table does not allow pausing there is no button and no key hint.
    show(<RpBoard view={v} {...props} />);
    expect(screen.queryByText(/K pause/)).toBeNull();
    expect(screen.getByText(rpEn.keys)).toBeTruthy();
  });
});

describe('RpBoard busy hands (RP-6.7)', () => {
  it('shows "Hands busy" beside the hands while the seat is busy after an action, in English and Korean', () => {
    show(<RpBoard view={v} {...props} />);
    expect(screen.queryByTestId('rp-busy')).toBeNull();
    cleanup();
    const load = props.legal.find((a) => a.type === 'LOAD');
    if (!load) throw new Error('no load offered');
    const r = apply(state, 0, load, state.clock);
    if (!r.ok) throw new Error(r.error.message);
    const busy = view(r.value, 0);
    show(<RpBoard view={busy} {...props} legal={legalActions(r.value, 0)} />);
    expect(screen.getByTestId('rp-busy').textContent).toBe(rpEn.busy);
    cleanup();
    show(<RpBoard view={busy} {...props} legal={legalActions(r.value, 0)} />, 'ko');
    expect(screen.getByTestId('rp-busy').textContent).toBe(rpKo.busy);
  });
});
