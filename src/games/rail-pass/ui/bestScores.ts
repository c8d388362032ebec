/**
 * Best round scores per configuration on this device (docs/rules/rail-pass.md RP-17.8), kept in localStorage under
 * `roundhouse.rail-pass.best` as `{ [fingerprint]: score }` (the engine's `recordBest` decides).
 */
import { fingerprint } from '../config.js';
import { recordBest } from '../log.js';
import type { RailPassConfig } from '../types.js';

const KEY = 'roundhouse.rail-pass.best';

function load(): Record<string, number> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Records `score` for `config` and returns `{ best, isNew }`: the best score now stored for that
 * configuration (null when the configuration is not eligible for records) and whether `score` set it
 * (never for a score of 0).
 */
export function rememberBest(config: RailPassConfig, score: number): { best: number | null; isNew: boolean } {
  const before = load();
  const key = fingerprint(config);
  const after = recordBest(before, config, score);
  const best = after[key];
  if (best === undefined) return { best: null, isNew: false };
  try {
    localStorage.setItem(KEY, JSON.stringify(after));
  } catch {
    /* storage full or disabled: the best score is simply not kept */
  }
  // A round that scored nothing is no achievement, even the first time.
  return { best, isNew: score > 0 && before[key] !== best };
}
