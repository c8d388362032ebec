/** The "pass the device" screen of pass-and-play: hides the board until the named player is ready. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Props: the player who should take the device, and what to do when they are ready. */
export interface PassDeviceProps {
  readonly name: string;
  readonly onReady: () => void;
}

/** Full-board cover with one big button. */
export function PassDevice({ name, onReady }: PassDeviceProps) {
  const { t } = useTranslation('app');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [name]);
  return (
    <div className="pass-device" data-testid="pass-device">
      <div className="pass-card">
        <div className="pass-icon" aria-hidden="true">
          ⇄
        </div>
        <h2>{t('table.passDevice', { name })}</h2>
        <p>{t('table.passDeviceHint', { name })}</p>
        <button ref={button} type="button" className="btn btn-primary btn-large" onClick={onReady}>
          {t('table.ready', { name })}
        </button>
      </div>
    </div>
  );
}
