/**
 * Local games on this device: the running game (so a reload or the home page can resume it) and the
 * finished games kept for the replay viewer. Everything is a `roundhouse-record/1` record.
 */
import { GAME_IDS } from '../boards/registry.js';
import { parseRecord, type GameRecord } from '../../engine/record.js';

const CURRENT = 'roundhouse.local.current';
const FINISHED = 'roundhouse.local.finished';
/** How many finished games are kept. */
export const MAX_FINISHED = 20;

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

/** The running local game, if any. */
export function loadCurrent(): SavedGame | null {
  return asSaved(read(CURRENT));
}

/** Saves (or with null, forgets) the running local game. */
export function saveCurrent(game: SavedGame | null): void {
  write(CURRENT, game);
}

/** Finished local games, newest first. */
export function loadFinished(): SavedGame[] {
  const list = read(FINISHED);
  return Array.isArray(list) ? list.map(asSaved).filter((g): g is SavedGame => g !== null) : [];
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
