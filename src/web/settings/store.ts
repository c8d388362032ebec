/**
 * User settings kept in localStorage: display name, language, sound (off by default) and how long
 * bots pause before moving. Read with `useSettings()`, change with `updateSettings()`.
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
  return { name: '', language: guessLanguage(), sound: false, botSpeed: 'normal', notify: false };
}

function load(): Settings {
  const base = defaults();
  try {
    const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
    if (!raw) return base;
    const v = JSON.parse(raw) as Partial<Settings>;
    return {
      name: typeof v.name === 'string' ? v.name.slice(0, 24) : base.name,
      language: v.language === 'ko' || v.language === 'en' ? v.language : base.language,
      sound: typeof v.sound === 'boolean' ? v.sound : base.sound,
      botSpeed: v.botSpeed && (BOT_SPEEDS as readonly string[]).includes(v.botSpeed) ? v.botSpeed : base.botSpeed,
      notify: typeof v.notify === 'boolean' ? v.notify : base.notify,
    };
  } catch {
    return base;
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
