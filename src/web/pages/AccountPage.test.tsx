// @vitest-environment jsdom
/**
 * The sign-in and sign-up forms: each field is named by its label alone; a field's hint (sign-up)
 * describes it through `aria-describedby` instead of being part of its name.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.js';
import { en } from '../i18n/en.js';
import { ko } from '../i18n/ko.js';
import { AccountPage } from './AccountPage.js';

beforeEach(() => {
  // A guest: GET /api/me answers with no account.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"account":null,"ratings":[],"waiting":0}', { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Renders `/account` (with `search`) in `language`. */
function renderAccount(search: string, language: 'en' | 'ko' = 'en') {
  window.history.replaceState(null, '', `/account${search}`);
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <AccountPage />
    </I18nextProvider>,
  );
}

/** The text of the element(s) that `input` names in `aria-describedby` ('' when none). */
function description(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('AccountPage sign-in and sign-up forms', () => {
  it('sign-up: the password is named "Password" and described by its hint', () => {
    renderAccount('?mode=signup');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toBe(screen.getByTestId('password'));
    expect(password.getAttribute('type')).toBe('password');
    expect(password.closest('label')).toBeNull();
    expect(description(password)).toBe('8–128 characters');
    const username = screen.getByLabelText('Username', { exact: true });
    expect(username).toBe(screen.getByTestId('username'));
    expect(description(username)).toBe('3–20 letters, digits, _ or -');
  });

  it('sign-in: no hints, so nothing describes the fields', () => {
    renderAccount('');
    expect(screen.getByTestId('signin-form')).toBeTruthy();
    for (const name of ['Username', 'Password']) {
      const input = screen.getByLabelText(name, { exact: true });
      expect(input.hasAttribute('aria-describedby')).toBe(false);
    }
  });

  it('in Korean the hint is a description too', () => {
    renderAccount('?mode=signup', 'ko');
    expect(description(screen.getByTestId('password'))).toBe('8–128자');
  });

  it('a refused sign-up or sign-in is said by its code in the reader’s language, never in the server’s English', async () => {
    const refuse = (code: string, message: string) =>
      vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
        Promise.resolve(
          init?.method === 'POST'
            ? new Response(JSON.stringify({ error: { code, message } }), { status: 400, headers: { 'content-type': 'application/json' } })
            : new Response('{"account":null,"ratings":[],"waiting":0}', { status: 200 }),
        ),
      );
    refuse('USERNAME_TAKEN', 'the username "Ada" is taken');
    renderAccount('?mode=signup', 'ko');
    fireEvent.change(screen.getByTestId('username'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByTestId('password'), { target: { value: 'a long password' } });
    fireEvent.click(screen.getByTestId('account-submit'));
    expect((await screen.findByTestId('account-error')).textContent).toBe(ko.errors.USERNAME_TAKEN);
    cleanup();
    refuse('BAD_CREDENTIALS', 'unknown username or wrong password');
    renderAccount('');
    fireEvent.change(screen.getByTestId('username'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByTestId('password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByTestId('account-submit'));
    expect((await screen.findByTestId('account-error')).textContent).toBe(en.errors.BAD_CREDENTIALS);
  });
});
