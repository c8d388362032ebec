/**
 * Local games on this device: the unfinished games (so a reload or the home page can resume any of
 * them; starting another game never throws one away) and the finished games kept for the replay
 * viewer. Everything is a `roundhouse-record/1` record.
 */
import { GAME_IDS } from '../boards/registry.js';
import { parseRecord, type GameRecord } from '../../engine/record.js';

const RUNNING = 'roundhouse.local.running';
/** The single running-game slot of earlier versions, read once and moved into RUNNING. */
const LEGACY_CURRENT = 'roundhouse.local.current';
const FINISHED = 'roundhouse.local.finished';
/** How many finished games are kept. */
export const MAX_FINISHED = 20;
/**
 * How many unfinished games are kept. Past this the game played longest ago is dropped (the home page
 * lists them all, so a player sees what is kept).
 */
export const MAX_RUNNING = 12;

/** A saved record with when it started or finished (ms since epoch) and a local id. */
export interface SavedGame {
  readonly id: string;
  readonly at: number;
  readonly record: GameRecord;
  /**
   * Real-time games (RP-6): the game clock (ms since the round started) when the game was saved; a
   * reload resumes the game paused at this time. Absent for turn-based games and older saves.
   */
  readonly clock?: number;
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the game still plays, it just cannot be resumed */
  }
}

function asSaved(v: unknown): SavedGame | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as { id?: unknown; at?: unknown; record?: unknown; clock?: unknown };
  if (typeof o.id !== 'string' || typeof o.at !== 'number') return null;
  const clock = typeof o.clock === 'number' && Number.isSafeInteger(o.clock) && o.clock >= 0 ? o.clock : undefined;
  try {
    return { id: o.id, at: o.at, record: parseRecord(o.record, GAME_IDS), ...(clock !== undefined ? { clock } : {}) };
  } catch {
    return null;
  }
}

function savedList(key: string): SavedGame[] {
  const list = read(key);
  return Array.isArray(list) ? list.map(asSaved).filter((g): g is SavedGame => g !== null) : [];
}

const idOf = (v: unknown): unknown => (v && typeof v === 'object' ? (v as { id?: unknown }).id : undefined);

/**
 * The unfinished games as stored, not validated (saving after a move only reorders them, so it need not
 * parse every kept record). An earlier version kept one running game under its own key: a valid one is
 * moved into the list once.
 */
function storedRunning(): unknown[] {
  const raw = read(RUNNING);
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  const legacy = read(LEGACY_CURRENT);
  if (legacy === null) return list;
  write(LEGACY_CURRENT, null);
  if (asSaved(legacy) === null) return list;
  const moved = [legacy, ...list.filter((g) => idOf(g) !== idOf(legacy))].slice(0, MAX_RUNNING);
  write(RUNNING, moved);
  return moved;
}

/** Unfinished local games, the one played most recently first (at most MAX_RUNNING). */
export function loadRunning(): SavedGame[] {
  return storedRunning()
    .map(asSaved)
    .filter((g): g is SavedGame => g !== null);
}

/** The unfinished local game `id`, if it is kept. */
export function loadRunningGame(id: string): SavedGame | null {
  return loadRunning().find((g) => g.id === id) ?? null;
}

/** Saves an unfinished game (after each move): it becomes the first of the list; others are kept. */
export function saveRunning(game: SavedGame): void {
  write(RUNNING, [game, ...storedRunning().filter((g) => idOf(g) !== game.id)].slice(0, MAX_RUNNING));
}

/** Forgets the unfinished game `id` (finished, or discarded by the player). */
export function removeRunning(id: string): void {
  write(
    RUNNING,
    storedRunning().filter((g) => idOf(g) !== id),
  );
}

/** The local game `id`: unfinished or finished, or null. */
export function loadSavedGame(id: string): SavedGame | null {
  return loadRunningGame(id) ?? loadFinished().find((g) => g.id === id) ?? null;
}

/** Finished local games, newest first. */
export function loadFinished(): SavedGame[] {
  return savedList(FINISHED);
}

/** Adds a finished game (keeping the newest MAX_FINISHED). */
export function addFinished(game: SavedGame): void {
  const list = loadFinished().filter((g) => g.id !== game.id);
  write(FINISHED, [game, ...list].slice(0, MAX_FINISHED));
}

/** Deletes a finished game. */
export function deleteFinished(id: string): void {
  write(
    FINISHED,
    loadFinished().filter((g) => g.id !== id),
  );
}

/** A short random id for local games. */
export function newId(): string {
  return Math.random().toString(36).slice(2, 10);
}
