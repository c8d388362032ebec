/**
 * i18next set-up for the web app: English and Korean, namespace `app` for the shell (with every game's title and blurb from its meta); game boards add
 * their own namespace through their board plugin (`registerStrings`). The language follows the
 * settings store.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { ko } from './ko.js';
import type { Language } from '../settings/store.js';
import { gameStrings } from '../boards/registry.js';

/** Languages offered in settings, with their own names. */
export const LANGUAGES: readonly { id: Language; label: string }[] = [
  { id: 'en', label: 'English' },
  { id: 'ko', label: '한국어' },
];

/** Creates and initialises an i18next instance in `language` (synchronous: resources are bundled). */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['app'],
    defaultNS: 'app',
    resources: { en: { app: { ...en, games: gameStrings('en') } }, ko: { app: { ...ko, games: gameStrings('ko') } } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Adds a namespace of strings (e.g. a game board's) in both languages. */
export function registerStrings(instance: I18n, ns: string, strings: { en: object; ko: object }): void {
  if (instance.hasResourceBundle('en', ns)) return;
  instance.addResourceBundle('en', ns, strings.en, true, true);
  instance.addResourceBundle('ko', ns, strings.ko, true, true);
}
