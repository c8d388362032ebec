// @vitest-environment jsdom
/**
 * Local games survive a killed browser: every list written to localStorage is also written to the
 * IndexedDB copy (mirror.ts, replaced here by an in-memory map), and `recoverLocalGames` takes back
 * from the copy what localStorage lost, never moving a game back. The real browser case (SIGKILL of
 * Chromium right after a move) is test/e2e/local-game.test.ts.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_FORMAT, type GameRecord } from '../../engine/record.js';

const copy = new Map<string, string>();
// The unit files share one module graph per worker (vitest.config.ts, isolate: false), so storage.js may
// already be loaded with the real mirror: load a fresh one with this stand-in, and drop it afterwards.
vi.resetModules();
vi.doMock('./mirror.js', () => ({
  mirrorWrite: (key: string, text: string | null) => (text === null ? copy.delete(key) : copy.set(key, text)),
  mirrorRead: (keys: readonly string[]) => Promise.resolve(new Map(keys.filter((k) => copy.has(k)).map((k) => [k, copy.get(k)!] as const))),
}));
const { addFinished, loadFinished, loadRunning, recoverLocalGames, saveRunning } = await import('./storage.js');
afterAll(() => {
  vi.doUnmock('./mirror.js');
  vi.resetModules();
});

/** A TTR record with `moves` actions. */
function record(moves: number): GameRecord {
  return {
    format: RECORD_FORMAT,
    game: 'ticket-to-ride',
    config: { variant: 'classic' },
    seed: 's',
    seats: [
      { name: 'Ada', kind: 'human' },
      { name: 'Bot', kind: 'bot:heuristic' },
    ],
    actions: Array.from({ length: moves }, (_, i) => ({ seat: i % 2, action: { type: 'drawCard', from: 'deck' } })),
  };
}

const RUNNING = 'roundhouse.local.running';
/** What the browser kept on disk: localStorage as it was after these writes. */
function localStorageKeeps(write: () => void): void {
  const before = localStorage.getItem(RUNNING);
  write();
  if (before === null) localStorage.removeItem(RUNNING);
  else localStorage.setItem(RUNNING, before);
}

beforeEach(() => {
  localStorage.clear();
  copy.clear();
});

describe('local games after a killed browser', () => {
  it('writes every list to the durable copy too, with the same text', () => {
    saveRunning({ id: 'a', at: 1, record: record(3) });
    expect(copy.get(RUNNING)).toBe(localStorage.getItem(RUNNING));
  });

  it('takes back the moves localStorage lost', async () => {
    saveRunning({ id: 'a', at: 1, record: record(3) });
    localStorageKeeps(() => saveRunning({ id: 'a', at: 1, record: record(5) }));
    expect(loadRunning()[0]!.record.actions).toHaveLength(3);
    await recoverLocalGames();
    expect(loadRunning().map((g) => [g.id, g.record.actions.length])).toEqual([['a', 5]]);
  });

  it('takes back a later clock of a real-time game at the same move (RP-6)', async () => {
    saveRunning({ id: 'a', at: 1, record: record(3), clock: 1000 });
    localStorageKeeps(() => saveRunning({ id: 'a', at: 1, record: record(3), clock: 4000 }));
    await recoverLocalGames();
    expect(loadRunning()[0]!.clock).toBe(4000);
  });

  it('never moves a game back when the copy is older', async () => {
    saveRunning({ id: 'a', at: 1, record: record(3) });
    copy.set(RUNNING, JSON.stringify([{ id: 'a', at: 1, record: record(2) }]));
    const before = localStorage.getItem(RUNNING);
    await recoverLocalGames();
    expect(localStorage.getItem(RUNNING)).toBe(before);
  });

  it('restores a game started just before the kill, in the copy’s order, and keeps the others', async () => {
    saveRunning({ id: 'old', at: 1, record: record(4) });
    localStorageKeeps(() => saveRunning({ id: 'new', at: 2, record: record(1) }));
    expect(loadRunning().map((g) => g.id)).toEqual(['old']);
    await recoverLocalGames();
    expect(loadRunning().map((g) => g.id)).toEqual(['new', 'old']);
  });

  it('a game finished just before the kill is finished, not running', async () => {
    saveRunning({ id: 'a', at: 1, record: record(9) });
    const running = localStorage.getItem(RUNNING);
    addFinished({ id: 'a', at: 5, record: { ...record(10), outcome: { winners: [0] } } });
    // localStorage lost both the finish and the running list's removal:
    localStorage.removeItem('roundhouse.local.finished');
    localStorage.setItem(RUNNING, running!);
    await recoverLocalGames();
    expect(loadRunning()).toEqual([]);
    expect(loadFinished().map((g) => [g.id, g.record.actions.length])).toEqual([['a', 10]]);
  });

  it('without a copy (no IndexedDB) changes nothing', async () => {
    saveRunning({ id: 'a', at: 1, record: record(3) });
    copy.clear();
    const before = { ...localStorage };
    await recoverLocalGames();
    expect({ ...localStorage }).toEqual(before);
    expect(copy.size).toBe(0);
  });
});
