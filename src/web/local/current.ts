/**
 * The local game sessions alive on this page, by id, so navigating between pages keeps a running
 * game (and its bots) instead of rebuilding it from storage.
 */
import type { AnyBoardPlugin } from '../table/plugin.js';
import { LocalSession, type LocalSetup } from './session.js';
import { loadSavedGame } from './storage.js';

const sessions = new Map<string, LocalSession>();

/** Starts a new local game and remembers it. */
export function startLocalGame(setup: LocalSetup, plugin: AnyBoardPlugin): LocalSession {
  const session = LocalSession.start(setup, plugin);
  sessions.set(session.id, session);
  return session;
}

/** The session `id`: alive on the page, or resumed from a saved unfinished or finished game. */
export function findLocalGame(id: string, plugin: AnyBoardPlugin): LocalSession | null {
  const live = sessions.get(id);
  if (live) return live;
  const saved = loadSavedGame(id);
  if (!saved) return null;
  const session = LocalSession.resume(saved.id, saved.at, saved.record, plugin, saved.clock);
  sessions.set(id, session);
  return session;
}
