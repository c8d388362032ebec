/** Settings: name, language, sound (off by default) and volume, animation, and bot speed, saved on this device. */
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/index.js';
import { useMotionPrefs } from '../motion/prefs.js';
import { playSound } from '../settings/sound.js';
import { BOT_SPEEDS, updateSettings, useSettings, type BotSpeed, type Language } from '../settings/store.js';
import { usePageTitle } from '../a11y/title.js';

/** Route `/settings`. */
export function SettingsPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('settings.title'));
  const settings = useSettings();
  const motion = useMotionPrefs();
  return (
    <div className="page narrow">
      <h1>{t('settings.title')}</h1>
      <form className="form card" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>{t('settings.name')}</span>
          <input
            value={settings.name}
            maxLength={24}
            placeholder={t('settings.namePlaceholder')}
            onChange={(e) => updateSettings({ name: e.target.value })}
            data-testid="settings-name"
            autoComplete="nickname"
          />
        </label>
        <fieldset className="radio-list">
          <legend>{t('settings.language')}</legend>
          {LANGUAGES.map((l) => (
            <label key={l.id}>
              <input
                type="radio"
                name="language"
                value={l.id}
                checked={settings.language === l.id}
                onChange={() => updateSettings({ language: l.id as Language })}
                data-testid={`lang-${l.id}`}
              />{' '}
              {l.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="radio-list">
          <legend>{t('settings.sound')}</legend>
          <label>
            <input
              type="checkbox"
              checked={settings.sound}
              onChange={(e) => updateSettings({ sound: e.target.checked })}
              data-testid="settings-sound"
            />{' '}
            {t('settings.soundOn')}
          </label>
          <label className="row">
            <span>{t('settings.volume')}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={settings.volume}
              disabled={!settings.sound}
              onChange={(e) => updateSettings({ volume: Number(e.target.value) })}
              aria-valuetext={`${settings.volume}%`}
              data-testid="settings-volume"
            />
            <span className="muted small">{settings.volume}%</span>
          </label>
          <button type="button" className="btn btn-small" disabled={!settings.sound} onClick={() => playSound('turn')}>
            {t('settings.testSound')}
          </button>
        </fieldset>
        <fieldset className="radio-list">
          <legend>{t('settings.motion')}</legend>
          <label>
            <input
              type="checkbox"
              checked={motion.setting}
              onChange={(e) => updateSettings({ motion: e.target.checked })}
              data-testid="settings-motion"
            />{' '}
            {t('settings.motionOn')}
          </label>
          {motion.reduced ? <p className="muted small">{t('settings.motionReduced')}</p> : null}
        </fieldset>
        <label className="field">
          <span>{t('settings.botSpeed')}</span>
          <select value={settings.botSpeed} onChange={(e) => updateSettings({ botSpeed: e.target.value as BotSpeed })}>
            {BOT_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t(`settings.speed.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="muted small">{t('settings.saved')}</p>
      </form>
    </div>
  );
}
