/**
 * Plurals are right in every string of every board (issue 22): a counted English noun after a
 * number has `_one`/`_other` forms, so no string reads "1 cards" or "2 locomotive"; every plural key
 * has its Korean counterpart; and nested counted terms in log parameters are resolved.
 */
import { describe, expect, it } from 'vitest';
import { hrBoardPlugin } from '../../games/hellrail/ui/plugin.js';
import { rpBoardPlugin } from '../../games/rail-pass/ui/plugin.js';
import { ttrBoardPlugin } from '../../games/ticket-to-ride/ui/plugin.js';
import { trainsBoardPlugin } from '../../games/trains/ui/plugin.js';
import type { AnyBoardPlugin } from '../table/plugin.js';
import { createI18n, registerStrings } from './index.js';

const PLUGINS: readonly AnyBoardPlugin[] = [ttrBoardPlugin, trainsBoardPlugin, hrBoardPlugin, rpBoardPlugin];

/** Countable nouns the boards put after a number. */
const NOUNS = [
  'card',
  'ticket',
  'destination ticket',
  'locomotive',
  'car',
  'cell',
  'empty cell',
  'rail',
  'step',
  'choice',
  'turn',
  'train',
  'cube',
  'space',
  'point',
  'engineer',
  'token',
];
/** "2 train cards" is a plural noun with an adjective, not a singular. */
const SINGULAR_AFTER_TWO = new RegExp(`\\b2 (${NOUNS.join('|')})\\b(?!s)(?! cards?\\b)`);
const PLURAL_AFTER_ONE = new RegExp(`\\b1 (${NOUNS.join('|')})s\\b`);

/** Every leaf key path of a strings object, with the plural suffix removed (deduplicated). */
function keys(o: object, prefix = ''): string[] {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.add(prefix + k.replace(/_(one|other|zero|two|few|many)$/, ''));
    else if (v && typeof v === 'object') for (const x of keys(v as object, `${prefix}${k}.`)) out.add(x);
  }
  return [...out];
}

/** Every leaf key path as written (with plural suffixes). */
function rawKeys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : v && typeof v === 'object' ? rawKeys(v as object, `${prefix}${k}.`) : [],
  );
}

describe.each(PLUGINS.map((p) => [p.ns, p] as const))('plurals of %s', (_, plugin) => {
  const i18n = createI18n('en');
  registerStrings(i18n, plugin.ns, plugin.strings);
  const t = i18n.getFixedT('en', plugin.ns);
  const params = (n: number) => {
    const p: Record<string, string | number> = { count: n, name: 'Ada', names: 'Ada' };
    for (const k of [
      'mp',
      'points',
      'length',
      'score',
      'load',
      'brimstone',
      'stations',
      'slots',
      'value',
      'cost',
      'waste',
      'min',
      'max',
      'capacity',
      'round',
      'limit',
      'n',
      'total',
      'seconds',
      's',
    ])
      p[k] = n;
    return p;
  };

  it('never says "1 <nouns>" or "2 <noun>" in English', () => {
    const bad: string[] = [];
    for (const key of keys(plugin.strings.en)) {
      const one = t(key, params(1));
      const two = t(key, params(2));
      if (PLURAL_AFTER_ONE.test(one)) bad.push(`${key}: ${one}`);
      if (SINGULAR_AFTER_TWO.test(two)) bad.push(`${key}: ${two}`);
    }
    expect(bad).toEqual([]);
  });

  it('has every plural key in Korean too', () => {
    const ko = new Set(rawKeys(plugin.strings.ko));
    const missing = rawKeys(plugin.strings.en).filter((k) => /_(one|other)$/.test(k) && !ko.has(k.replace(/_one$/, '_other')));
    expect(missing).toEqual([]);
  });
});
