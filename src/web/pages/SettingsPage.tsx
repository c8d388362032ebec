/** Settings: name, language, sound (off by default) and volume, animation, bot speed and turn notifications, saved on this device. */
import { useState } from 'react';
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
        <NotifySetting />
        <p className="muted small">{t('settings.saved')}</p>
      </form>
    </div>
  );
}

/** The opt-in turn notification: asks the browser's permission when switched on. */
function NotifySetting() {
  const { t } = useTranslation('app');
  const settings = useSettings();
  const supported = typeof Notification !== 'undefined';
  const [denied, setDenied] = useState(supported && Notification.permission === 'denied');
  const toggle = async (on: boolean) => {
    if (!on || !supported) return updateSettings({ notify: false });
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    setDenied(permission === 'denied');
    updateSettings({ notify: permission === 'granted' });
  };
  return (
    <fieldset className="radio-list">
      <legend>{t('notify.title')}</legend>
      <label>
        <input
          type="checkbox"
          checked={settings.notify}
          disabled={!supported}
          onChange={(e) => void toggle(e.target.checked)}
          data-testid="settings-notify"
        />{' '}
        {t('notify.option')}
      </label>
      {!supported ? (
        <p className="small muted">{t('notify.unsupported')}</p>
      ) : denied ? (
        <p className="small muted">{t('notify.denied')}</p>
      ) : null}
    </fieldset>
  );
}
