/**
 * The signed-in account in the browser (issue 17): `useAccount()` gives `GET /api/me` (account,
 * ratings, how many tables wait on me), refreshed on sign-in/out, when the tab comes back into view
 * and every 30 s while visible. The session itself is the server's httpOnly cookie: this module never
 * sees it. Also the account API calls (docs/protocol.md "Accounts").
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { LeaderboardResponse, MeResponse, MyGamesResponse, ProfileResponse, TableRatingsResponse } from '../../protocol/accounts.js';
import { call } from './api.js';

const GUEST: MeResponse = { account: null, ratings: [], waiting: 0 };
let me: MeResponse = GUEST;
let loaded = false;
const listeners = new Set<() => void>();

function set(next: MeResponse): void {
  me = next;
  loaded = true;
  for (const l of listeners) l();
}

/** Re-reads `GET /api/me` (a server that cannot be reached leaves the last answer). */
export async function refreshMe(): Promise<MeResponse> {
  try {
    set(await call<MeResponse>('GET', '/api/me'));
  } catch {
    if (!loaded) set(GUEST);
  }
  return me;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** React hook: the current `MeResponse` (a guest until the first answer), kept fresh while mounted. */
export function useAccount(): MeResponse {
  const value = useSyncExternalStore(
    subscribe,
    () => me,
    () => GUEST,
  );
  useEffect(() => {
    if (!loaded) void refreshMe();
    const onVisible = () => {
      if (!document.hidden) void refreshMe();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => {
      if (!document.hidden) void refreshMe();
    }, 30_000);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, []);
  return value;
}

/** Creates an account and signs in. Errors: BAD_USERNAME, BAD_PASSWORD, USERNAME_TAKEN, … */
export async function signUp(username: string, password: string): Promise<void> {
  await call('POST', '/api/accounts', { username, password });
  await refreshMe();
}

/** Signs in. Errors: BAD_CREDENTIALS, SIGN_IN_LIMITED, … */
export async function signIn(username: string, password: string): Promise<void> {
  await call('POST', '/api/session', { username, password });
  await refreshMe();
}

/** Signs out (this device's session ends). */
export async function signOut(): Promise<void> {
  await call('DELETE', '/api/session');
  set(GUEST);
}

/** Changes the password; other devices are signed out. Errors: BAD_CREDENTIALS, BAD_PASSWORD. */
export async function changePassword(current: string, next: string): Promise<void> {
  await call('POST', '/api/account/password', { current, next });
}

/** My running and finished tables. */
export function fetchMyGames(): Promise<MyGamesResponse> {
  return call('GET', '/api/me/games');
}

/** A game's leaderboard. */
export function fetchLeaderboard(game: string): Promise<LeaderboardResponse> {
  return call('GET', `/api/leaderboard/${encodeURIComponent(game)}`);
}

/** A player's public profile. */
export function fetchProfile(username: string): Promise<ProfileResponse> {
  return call('GET', `/api/players/${encodeURIComponent(username)}`);
}

/** The rating changes of a table (`pending` until stored). */
export function fetchTableRatings(id: string, invite?: string | null): Promise<TableRatingsResponse> {
  return call('GET', `/api/tables/${encodeURIComponent(id)}/ratings${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`);
}
