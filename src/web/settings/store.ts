/**
 * User settings kept in localStorage: display name, language, sound (off by default) and its volume,
 * board animations (on by default; the system's reduced-motion wish also turns them off, see
 * src/web/motion/prefs.ts) and how long bots pause before moving. Read with `useSettings()`, change with `updateSettings()`.
 */
import { useSyncExternalStore } from 'react';

/** Languages the app ships. */
export type Language = 'en' | 'ko';

/** Every bot pace (local play; the pauses of each are in src/web/local/pace.ts). */
export const BOT_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
/** How long bots pause before their moves are shown, so people can follow the game (default normal). */
export type BotSpeed = (typeof BOT_SPEEDS)[number];

/** Every user setting. */
export interface Settings {
  readonly name: string;
  readonly language: Language;
  readonly sound: boolean;
  /** Loudness of the sound effects, 0–100 (used while `sound` is on). */
  readonly volume: number;
  /** Board animations (cards travelling, routes filling, …); off also when the system asks for reduced motion. */
  readonly motion: boolean;
  readonly botSpeed: BotSpeed;
  /** Opt-in browser notification when a turn arrives while the tab is hidden (issue 17). */
  readonly notify: boolean;
}

const KEY = 'roundhouse.settings';

function guessLanguage(): Language {
  if (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ko')) return 'ko';
  return 'en';
}

function defaults(): Settings {
  return { name: '', language: guessLanguage(), sound: false, volume: 70, motion: true, botSpeed: 'normal', notify: false };
}

/**
 * Settings from their stored JSON (`null` = first visit): every missing or malformed field gets its
 * default (sound off, volume 70, motion on, bot pace normal); the volume is clamped to 0–100.
 */
export function parseSettings(raw: string | null): Settings {
  const base = defaults();
  try {
    if (!raw) return base;
    const v = JSON.parse(raw) as Partial<Settings>;
    return {
      name: typeof v.name === 'string' ? v.name.slice(0, 24) : base.name,
      language: v.language === 'ko' || v.language === 'en' ? v.language : base.language,
      sound: typeof v.sound === 'boolean' ? v.sound : base.sound,
      volume: typeof v.volume === 'number' && Number.isFinite(v.volume) ? Math.min(100, Math.max(0, Math.round(v.volume))) : base.volume,
      motion: typeof v.motion === 'boolean' ? v.motion : base.motion,
      botSpeed: v.botSpeed && (BOT_SPEEDS as readonly string[]).includes(v.botSpeed) ? v.botSpeed : base.botSpeed,
      notify: typeof v.notify === 'boolean' ? v.notify : base.notify,
    };
  } catch {
    return base;
  }
}

function load(): Settings {
  try {
    return parseSettings(typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null);
  } catch {
    return defaults();
  }
}

let current: Settings = load();
const listeners = new Set<() => void>();

/** The current settings (outside React). */
export function getSettings(): Settings {
  return current;
}

/** Merges `patch` into the settings, saves them and notifies subscribers. */
export function updateSettings(patch: Partial<Settings>): void {
  current = { ...current, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    /* storage may be unavailable (private mode); settings then last for this page only */
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the current settings, re-rendering on change. */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}

/** The name to show for the local player: the setting, or a localised fallback. */
export function displayName(settings: Settings, fallback: string): string {
  return settings.name.trim() || fallback;
}
