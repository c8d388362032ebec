/**
 * The bot pace entry of a table's game menu: slow / normal / fast as radio buttons, saved in
 * settings (the same value as Settings → bot speed), effective from the bots' next action.
 */
import { useTranslation } from 'react-i18next';
import { MENU_PACES } from '../local/pace.js';
import { updateSettings, useSettings } from '../settings/store.js';

/** Radio group for the bot pace. */
export function BotPaceMenu() {
  const { t } = useTranslation('app');
  const settings = useSettings();
  return (
    <fieldset className="pace-menu" data-testid="bot-pace">
      <legend>{t('table.botPace')}</legend>
      {MENU_PACES.map((p) => (
        <label key={p} className="pace-choice">
          <input
            type="radio"
            name="bot-pace"
            value={p}
            checked={settings.botSpeed === p}
            onChange={() => updateSettings({ botSpeed: p })}
            data-testid={`bot-pace-${p}`}
          />
          {t(`settings.speed.${p}`)}
        </label>
      ))}
    </fieldset>
  );
}
