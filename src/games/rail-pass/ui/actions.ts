/**
 * Pure helpers for the Rail Pass board: which legal actions concern a train or an engineer, their
 * labels, the keyboard shortcut of each, the engineer-retirement warning (docs/rules/rail-pass.md RP-14.4) and the live
 * team score (RP-17.3). No React here, so they are unit-tested directly.
 */
import { CAPACITY, MAX_HAND, inRange, type City } from '../data.js';
import { fitsAfter } from '../queries.js';
import { scoreOf } from '../outcome.js';
import type { Cargo, RailPassAction, RailPassView, Train } from '../types.js';

/** An i18n key (namespace `rp`) with its parameters. */
export interface Label {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The first city of a one-cube cargo like `{ B: 1 }` (transfers list single cubes, see legal.ts). */
function onlyColour(c: Cargo | undefined): City | null {
  if (!c) return null;
  for (const k in c) if (((c as Record<string, number>)[k] ?? 0) > 0) return k as City;
  return null;
}

/** True if `action` concerns train `id` (as the train moved, loaded, or either side of a transfer). */
export function concernsTrain(action: RailPassAction, id: string): boolean {
  switch (action.type) {
    case 'TRANSFER':
      return action.from === id || action.to === id;
    case 'MOVE_ENGINEER':
      return action.to === id;
    default:
      return action.train === id;
  }
}

/** The legal actions of the selected train or engineer, in the order the board lists them. */
export function actionsFor(legal: readonly RailPassAction[], view: RailPassView, selected: string): RailPassAction[] {
  if (view.engineers[selected]) return legal.filter((a) => a.type === 'MOVE_ENGINEER' && a.engineer === selected);
  const train = view.trains[selected];
  if (!train) return [];
  const out = legal.filter((a) => concernsTrain(a, selected));
  // The train's own engineer leaving it is listed with the train too.
  if (train.engineer) out.push(...legal.filter((a) => a.type === 'MOVE_ENGINEER' && a.engineer === train.engineer && a.to !== selected));
  return out;
}

/** The button label of an action, from the point of view of the selected train `selected`. */
export function actionLabel(action: RailPassAction, view: RailPassView, selected: string): Label {
  switch (action.type) {
    case 'LOAD': {
      const z = view.trains[action.train];
      const x = z ? trainCity(z) : null;
      const yard = x ? view.yards[x] : [];
      const cube = action.end === 'head' ? yard[0] : yard[yard.length - 1];
      return { key: action.end === 'head' ? 'act.loadHead' : 'act.loadTail', params: { colour: cube ?? '?' } };
    }
    case 'LIFT':
      return { key: 'act.lift' };
    case 'PARK':
      return { key: action.track === 'long' ? 'act.parkLong' : 'act.parkShort' };
    case 'SEND': {
      const to = action.express ? `${action.to} ⚡` : action.to;
      return action.track ? { key: 'act.sendTrack', params: { to, track: action.track } } : { key: 'act.send', params: { to } };
    }
    case 'TRANSFER': {
      const other = action.from === selected ? action.to : action.from;
      const mine = action.from === selected;
      const give = onlyColour(mine ? action.give : action.take);
      const take = onlyColour(mine ? action.take : action.give);
      if (give && take) return { key: 'act.swap', params: { give, take, other } };
      if (give) return { key: 'act.give', params: { colour: give, other } };
      return { key: 'act.take', params: { colour: take ?? '?', other } };
    }
    case 'MOVE_ENGINEER':
      return action.to === 'hotel'
        ? { key: 'act.engineerHotel', params: { id: action.engineer } }
        : { key: 'act.engineerTrain', params: { id: action.engineer, train: action.to } };
  }
}

/** The city a train is at (parked or held), or null in transit / wrecked. */
export function trainCity(t: Train): City | null {
  return t.loc.kind === 'track' || t.loc.kind === 'held' ? t.loc.city : null;
}

/**
 * The engineer that `action` would retire (RP-14.4: a train placed in a city beyond its engineer's
 * range — home city and the two table neighbours — retires the engineer, a −2 penalty), or null.
 */
export function wouldRetire(action: RailPassAction, view: RailPassView): string | null {
  if (action.type !== 'SEND') return null;
  const eng = view.trains[action.train]?.engineer;
  if (!eng) return null;
  const home = view.engineers[eng]?.home;
  return home && !inRange(home, action.to) ? eng : null;
}

/**
 * The keyboard shortcut of an action: `h`/`t` load front/back, `l` lift, `p` park (long first),
 * digits 1–6 the sends in list order. Null when it has none.
 */
export function shortcutOf(action: RailPassAction, sends: readonly RailPassAction[]): string | null {
  switch (action.type) {
    case 'LOAD':
      return action.end === 'head' ? 'h' : 't';
    case 'LIFT':
      return 'l';
    case 'PARK':
      return action.track === 'long' ? 'p' : 'shift+p';
    case 'SEND': {
      const i = sends.indexOf(action);
      return i >= 0 && i < 6 ? String(i + 1) : null;
    }
    default:
      return null;
  }
}

/**
 * The key that pauses and resumes the round where the table allows it (RP-6.8): `k`, as in video
 * players (`p` parks a train). Shown on the Pause button (title, aria-keyshortcuts) and in the key list.
 */
export const PAUSE_KEY = 'k';

/**
 * True if `e` is the pause key pressed on its own (no Ctrl, Alt or Meta; Shift or Caps Lock allowed)
 * and not typed into a text field (input, select, textarea or an editable element).
 */
export function isPauseKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): boolean {
  if (e.key.toLowerCase() !== PAUSE_KEY || e.ctrlKey || e.altKey || e.metaKey) return false;
  const el = e.target as { tagName?: unknown; isContentEditable?: unknown } | null;
  return !(el && (['INPUT', 'SELECT', 'TEXTAREA'].includes(String(el.tagName)) || el.isContentEditable === true));
}

/** The live team score (RP-17.3) of a view: storages, two lowest, product, penalty and score. */
export function liveScore(view: RailPassView) {
  const r = scoreOf(view.storage, view.pile, view.round);
  return { lowest: r.lowest, base: r.base, penalty: r.penalty, score: r.score };
}

/** `mm:ss` of a duration in ms (never negative). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Why the seat can do nothing now with `selected` (a train or engineer id, or null for nothing
 * selected), as i18n labels (namespace `rp`, keys `why.*`), so the action panel is never empty:
 * the seat's hands are busy after its last action (RP-6.7, with the seconds left), the train is on
 * its way, wrecked or in a city another seat runs, or — for a parked train — each action's own
 * reason: no cube in the yard or no room for one (RP-8), no engineer to lift or send it (RP-9,
 * RP-11), hands already full (RP-9, RP-14.3). Empty when `seat` is null (a spectator) or when there
 * is nothing to explain.
 */
export function whyNoActions(view: RailPassView, seat: number | null, selected: string | null): Label[] {
  if (seat === null || view.over) return [];
  const me = view.seats[seat];
  if (!me) return [];
  if (view.clock < me.busyUntil) return [{ key: 'why.busy', params: { s: ((me.busyUntil - view.clock) / 1000).toFixed(1) } }];
  if (selected === null) return [];
  const eng = view.engineers[selected];
  const train = view.trains[selected];
  if (eng && !train) return [{ key: 'why.engineerStuck', params: { id: selected } }];
  if (!train) return [];
  const loc = train.loc;
  if (loc.kind === 'transit') return [{ key: 'why.transit', params: { id: train.id, to: loc.to } }];
  if (loc.kind === 'wrecked') return [{ key: 'why.wrecked', params: { id: train.id } }];
  if (!me.cities.includes(loc.city)) return [{ key: 'why.notYours', params: { id: train.id, city: loc.city } }];
  const out: Label[] = [];
  if (loc.kind === 'track') {
    const yard = view.yards[loc.city];
    const head = yard[0];
    if (head === undefined) out.push({ key: 'why.yardEmpty', params: { city: loc.city } });
    else if (!fitsAfter(train, head, null, view.config.expert))
      out.push({ key: 'why.full', params: { id: train.id, capacity: CAPACITY[train.size] } });
    if (train.engineer === null) out.push({ key: 'why.noEngineer', params: { id: train.id } });
    else if (me.handLoad >= MAX_HAND) out.push({ key: 'why.handsFull', params: { max: MAX_HAND } });
  } else if (train.engineer === null) out.push({ key: 'why.noEngineer', params: { id: train.id } });
  if (out.length === 0) out.push({ key: 'why.nothing', params: { id: train.id } });
  return out;
}
