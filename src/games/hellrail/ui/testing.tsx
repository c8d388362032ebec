/**
 * Test helper: renders a HellRail board component inside i18next with the app and `hr` strings loaded.
 * Rules: docs/rules/hellrail.md.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerStrings } from '../../../web/i18n/index.js';
import { hrEn, hrKo } from './strings.js';

/** Renders `ui` in `language` (default English). */
export function renderWithI18n(ui: ReactElement, language: 'en' | 'ko' = 'en'): RenderResult {
  const i18n = createI18n(language);
  registerStrings(i18n, 'hr', { en: hrEn, ko: hrKo });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
