/**
 * The dialog of a pending decision (HR-9 circle entry, HR-10.6 False Path, HR-10.8 Gluttony, HR-10.15
 * Thievery, HR-9.8 Heresy reaction, HR-5.5 hand limit): a title, what the effect does, and one
 * button per legal action. It can be folded away to look at the table.
 * Rules: docs/rules/hellrail.md.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrAction, HrView } from '../types.js';
import { Modal } from '../../../web/components/Modal.js';
import { actionText, effectOf, type Tr } from './labels.js';

/** Props of `ChoiceDialog`. */
export interface ChoiceDialogProps {
  readonly view: HrView;
  readonly legal: readonly HrAction[];
  readonly names: readonly string[];
  readonly onAction: (a: HrAction) => void;
  /** Shows on the table what a choice would act on (null = nothing). */
  readonly onPreview?: (a: HrAction | null) => void;
}

/** The decision dialog. */
export function ChoiceDialog({ view, legal, names, onAction, onPreview }: ChoiceDialogProps) {
  const { t: tr } = useTranslation('hr');
  const t = tr as unknown as Tr;
  const [folded, setFolded] = useState(false);
  let title = '';
  const help: string[] = [];
  switch (view.phase) {
    case 'CIRCLE_ENTRY': {
      const c = view.entering?.circle;
      const eff = c && c !== 'G' ? view.circleTokens[c - 1] : null;
      title = c === 'G' ? t('dialog.gateTitle') : t('dialog.entryTitle', { circle: String(c), effect: eff ? t(`effect.${eff}`) : '?' });
      if (eff) help.push(t(`effectHelp.${eff}`));
      const engineEff = legal.find((a) => a.type === 'USE_ENGINE_TOKEN');
      const e2 = engineEff ? effectOf(view, engineEff) : null;
      if (e2) help.push(`${t('seats.engineToken', { token: t(`effect.${e2}`) })}: ${t(`effectHelp.${e2}`)}`);
      break;
    }
    case 'FALSE_PATH':
      title = t('dialog.falsePathTitle');
      help.push(t('effectHelp.FALSE_PATH'));
      break;
    case 'GLUTTONY':
      title = t('dialog.gluttonyTitle');
      help.push(t('effectHelp.GLUTTONY'));
      break;
    case 'THIEVERY_GIVE':
      title = t('dialog.thieveryTitle');
      help.push(t('effectHelp.THIEVERY'));
      break;
    case 'REACTION':
      title = t('dialog.reactionTitle', { name: names[view.active] ?? '' });
      help.push(t('effectHelp.HERESY'));
      break;
    case 'HAND_LIMIT':
      title = t('dialog.handLimitTitle');
      break;
  }
  if (folded) {
    return (
      <div className="hr-dialog-folded">
        <button type="button" className="btn btn-primary" onClick={() => setFolded(false)} data-testid="unfold-dialog">
          {title} — {t('dialog.backToChoice')}
        </button>
      </div>
    );
  }
  return (
    <Modal
      labelledBy="hr-dialog-title"
      className="hr-dialog"
      placement="side"
      onClose={() => setFolded(true)}
      testId="choice-dialog"
      data={{ 'data-phase': view.phase }}
    >
      <h2 id="hr-dialog-title">{title}</h2>
      {help.map((h) => (
        <p key={h} className="muted">
          {h}
        </p>
      ))}
      {legal.length > 6 ? <p className="small muted">{t('dialog.moreOptions', { count: legal.length })}</p> : null}
      <ul className="hr-choices">
        {legal.map((a, i) => {
          const primary = a.type === 'USE_CIRCLE_EFFECT' || a.type === 'USE_ENGINE_TOKEN' || a.type === 'HERESY_BLOCK';
          return (
            <li key={i}>
              <button
                type="button"
                className={`btn${primary ? ' btn-primary' : ''}`}
                onClick={() => {
                  onPreview?.(null);
                  onAction(a);
                }}
                onMouseEnter={() => onPreview?.(a)}
                onFocus={() => onPreview?.(a)}
                onMouseLeave={() => onPreview?.(null)}
                data-testid={`choice-${a.type.toLowerCase()}`}
                autoFocus={i === 0}
              >
                {actionText(t, view, a, names)}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn-ghost" onClick={() => setFolded(true)}>
        {t('dialog.lookAtTable')}
      </button>
    </Modal>
  );
}
