/**
 * A shell that names no game: src/web, src/server, src/cli and src/engine contain no game id outside
 * the two registries (src/games/index.ts for engines, src/web/boards/registry.ts for the browser), and
 * the registries agree with each game's meta. Tests may name the game they exercise.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { GAME_LIST } from '../web/boards/registry.js';
import { read, sourceFiles } from './repo.js';

const IDS = GAMES.map((g) => g.id);
const REGISTRIES = new Set(['src/games/index.ts', 'src/web/boards/registry.ts']);
const isTest = (rel: string): boolean => /\.test\.tsx?$/.test(rel);

describe('the shell names no game', () => {
  it('the engine and web registries list the same games, each matching its meta', () => {
    expect(IDS.length).toBeGreaterThan(0);
    expect(GAME_LIST.map((g) => g.meta.id).sort()).toEqual([...IDS].sort());
    for (const { meta } of GAME_LIST) {
      const module = GAMES.find((g) => g.id === meta.id);
      expect(module?.title, meta.id).toBe(meta.title);
      expect(module?.seats, meta.id).toEqual(meta.seats);
    }
  });

  it('no game id appears in src/web, src/server, src/cli, src/engine outside the registries', () => {
    // A game id as a string literal, in a path (`games/<id>/`), or as a key (`'<id>':` is a literal too).
    const pattern = new RegExp(`(['"\`])(${IDS.join('|')})\\1|games/(${IDS.join('|')})/`);
    const hits: string[] = [];
    for (const dir of ['src/web', 'src/server', 'src/cli', 'src/engine']) {
      for (const rel of sourceFiles(dir)) {
        if (REGISTRIES.has(rel) || isTest(rel)) continue;
        read(rel)
          .split('\n')
          .forEach((line, i) => {
            if (pattern.test(line)) hits.push(`${rel}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(hits, `game ids outside the registries:\n${hits.join('\n')}`).toEqual([]);
  });
});
