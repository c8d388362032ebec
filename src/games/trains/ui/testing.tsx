/**
 * Test helpers: render a Trains board component inside i18next with the app and `trains` strings, and build views.
 * Rules: docs/rules/trains.md.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerStrings } from '../../../web/i18n/index.js';
import { trains, type TrainsAction, type TrainsState } from '../index.js';
import { trainsEn, trainsKo } from './strings.js';

/** Renders `ui` in `language` (default English). */
export function renderWithI18n(ui: ReactElement, language: 'en' | 'ko' = 'en'): RenderResult {
  const i18n = createI18n(language);
  registerStrings(i18n, 'trains', { en: trainsEn, ko: trainsKo });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** A fresh 2-seat game (seat 0 starts) after both starting rails, on `map` with `preset`. */
export function startedGame(
  map: 'tokyo' | 'osaka' = 'tokyo',
  preset = 'beginner-tokyo',
  starts: readonly [number, number] = [1, 17],
): TrainsState {
  let s = trains.setup(trains.parseConfig({ map, preset, firstPlayer: 0 }, 2), 'ui-test', 2);
  s = must(s, 0, { type: 'START_RAIL', hex: starts[0] });
  s = must(s, 1, { type: 'START_RAIL', hex: starts[1] });
  return s;
}

/** Applies an action that must be legal. */
export function must(state: TrainsState, seat: number, action: TrainsAction): TrainsState {
  const r = trains.apply(state, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
  return r.value;
}
