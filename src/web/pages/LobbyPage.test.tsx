// @vitest-environment jsdom
/** The lobby's empty sections: each says what it lacks (no finished games is not "no tables, create one"). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.js';
import { en } from '../i18n/en.js';
import { ko } from '../i18n/ko.js';
import { LobbyPage } from './LobbyPage.js';

beforeEach(() => {
  // A reachable server with no tables at all, and a guest.
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      new Response(url.startsWith('/api/tables') ? '{"tables":[]}' : '{"account":null,"ratings":[],"waiting":0}', { status: 200 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The lobby section headed `title`. */
function sectionOf(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('section')!;
}

describe('LobbyPage empty sections', () => {
  for (const [lang, strings] of [
    ['en', en],
    ['ko', ko],
  ] as const) {
    it(`${lang}: games in progress and finished games have their own empty texts; open tables invites you to create one`, async () => {
      render(
        <I18nextProvider i18n={createI18n(lang)}>
          <LobbyPage />
        </I18nextProvider>,
      );
      await within(sectionOf(strings.lobby.finished)).findByText(strings.lobby.noFinished);
      expect(within(sectionOf(strings.lobby.finished)).queryByText(strings.lobby.none)).toBeNull();
      expect(within(sectionOf(strings.lobby.running)).getByText(strings.lobby.noRunning)).toBeTruthy();
      expect(within(sectionOf(strings.lobby.open)).getByText(strings.lobby.none)).toBeTruthy();
    });
  }
});
