/**
 * Local games on this device: the unfinished games (so a reload or the home page can resume any of
 * them; starting another game never throws one away) and the finished games kept for the replay
 * viewer. Everything is a `roundhouse-record/1` record. localStorage is the store the pages read;
 * every write also goes to a durable IndexedDB copy (./mirror.ts), from which `recoverLocalGames`
 * takes back at start-up what a killed browser lost.
 */
import { GAME_IDS } from '../boards/registry.js';
import { parseRecord, type GameRecord } from '../../engine/record.js';
import { mirrorRead, mirrorWrite } from './mirror.js';

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

/** A stored JSON text as a value; null when missing or not JSON. */
function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    return parseJson(localStorage.getItem(key));
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  const text = value === null ? null : JSON.stringify(value);
  mirrorWrite(key, text);
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
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

/** The valid saved games of a stored list (anything else is dropped). */
function asSavedList(list: unknown): SavedGame[] {
  return Array.isArray(list) ? list.map(asSaved).filter((g): g is SavedGame => g !== null) : [];
}

function savedList(key: string): SavedGame[] {
  return asSavedList(read(key));
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

/** How far a saved game has got: its moves, then (real-time games, RP-6) its clock (ms). */
function progress(g: SavedGame): [number, number] {
  return [g.record.actions.length, g.clock ?? 0];
}

const ahead = (a: SavedGame, b: SavedGame): boolean => {
  const [am, ac] = progress(a);
  const [bm, bc] = progress(b);
  return am > bm || (am === bm && ac > bc);
};

/**
 * Takes back from the IndexedDB copy (./mirror.ts) what localStorage lost when the browser was
 * killed right after a move: a finished game it lacks joins the finished list (and leaves the
 * unfinished one); an unfinished game it lacks, or holds at fewer moves (or, at as many moves, an
 * earlier clock), is replaced by the copy's, in the copy's most-recent-first order. Never moves a game
 * back. Call once at start-up, before the pages read the lists (main.tsx); resolves within about
 * 1.5 s (the mirror's read timeout) and never rejects.
 */
export async function recoverLocalGames(): Promise<void> {
  const copy = await mirrorRead([RUNNING, FINISHED]);
  const copyFinished = asSavedList(parseJson(copy.get(FINISHED)));
  const copyRunning = asSavedList(parseJson(copy.get(RUNNING)));
  const finished = loadFinished();
  const lostFinished = copyFinished.filter((g) => !finished.some((f) => f.id === g.id));
  if (lostFinished.length > 0) write(FINISHED, [...finished, ...lostFinished].sort((a, b) => b.at - a.at).slice(0, MAX_FINISHED));
  const done = new Set([...finished, ...copyFinished].map((g) => g.id));
  const stored = storedRunning();
  const local = new Map(stored.map((g) => [idOf(g), g] as const));
  let changed = stored.some((g) => done.has(idOf(g) as string));
  const merged: unknown[] = [];
  for (const g of copyRunning) {
    if (done.has(g.id)) continue;
    const mine = local.get(g.id);
    const saved = mine === undefined ? null : asSaved(mine);
    const take = saved === null || ahead(g, saved);
    merged.push(take ? g : mine);
    changed ||= take;
    local.delete(g.id);
  }
  for (const g of local.values()) if (!done.has(idOf(g) as string)) merged.push(g);
  if (changed) write(RUNNING, merged.slice(0, MAX_RUNNING));
}

/** A short random id for local games. */
export function newId(): string {
  return Math.random().toString(36).slice(2, 10);
}
