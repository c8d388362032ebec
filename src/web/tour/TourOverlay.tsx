/**
 * The guide of a guided first game (issue 19 item 3), drawn over a local table: a small panel with
 * the step's text ("what to click next and why"), the step count, "Next" for explanations, and a way
 * out; the element to click next carries `data-tour-target` (a pulsing ring, styles/app.css). The
 * highlighted element keeps its usual job: the click plays the move on the real board. It never
 * blocks the board. Progress is saved (src/web/tour/state.ts), so a reload resumes the step.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { webGame } from '../boards/registry.js';
import { prefersReducedMotion } from '../motion/prefs.js';
import { useSettings } from '../settings/store.js';
import { saveTour, type TourProgress } from './state.js';
import type { Tour, TourStep } from './types.js';

/** Attribute that marks the element(s) to click next. */
const MARK = 'data-tour-target';

/**
 * Highlights the step's target and reports when the step is done; returns whether its target is
 * missing and where the guide's panel belongs (`showAboveGuide`).
 */
function useStepWatch(step: TourStep | undefined, onDone: () => void): { waiting: boolean; edge: 'bottom' | 'top' } {
  const [waiting, setWaiting] = useState(false);
  const [edge, setEdge] = useState<'bottom' | 'top'>('bottom');
  useEffect(() => {
    setEdge('bottom');
    if (!step) return;
    let marked: Element[] = [];
    let finished = false;
    let shown = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      onDone();
    };
    const check = () => {
      if (finished) return;
      const sel = step.targets?.find((q) => document.querySelector(q) !== null);
      const els = sel ? [...document.querySelectorAll(sel)] : [];
      for (const el of marked) if (!els.includes(el)) el.removeAttribute(MARK);
      for (const el of els) el.setAttribute(MARK, '');
      marked = els;
      if (!shown && els[0]) {
        shown = true;
        setEdge(showAboveGuide(els[0]));
      }
      setWaiting((step.targets?.length ?? 0) > 0 && els.length === 0);
      if (typeof step.advance === 'function' && step.advance(document)) finish();
    };
    const onTargetUse = (e: Event) => {
      const hit = e.target instanceof Element && e.target.closest(`[${MARK}]`) !== null;
      if (step.advance === 'click' && hit) setTimeout(finish, 0);
      else setTimeout(check, 60);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') onTargetUse(e);
    };
    check();
    const timer = setInterval(check, 200);
    document.addEventListener('click', onTargetUse, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      finished = true; // a check scheduled by a click may still run: it must not mark for this old step
      clearInterval(timer);
      document.removeEventListener('click', onTargetUse, true);
      document.removeEventListener('keydown', onKey, true);
      for (const el of marked) el.removeAttribute(MARK);
    };
  }, [step, onDone]);
  return { waiting, edge };
}

/**
 * Scrolls the page (once per step) so that `el`, the step's first target, lies between the top of the
 * screen and the top of the guide's panel: on a phone the hand or the board often starts below the
 * panel or off the screen. Does nothing where the target is already in view or the page cannot scroll.
 * Returns where the panel belongs: at the bottom of the screen, or at the top when the target is in an
 * element fixed to the screen under the panel.
 */
function showAboveGuide(el: Element): 'bottom' | 'top' {
  const panel = document.querySelector('[data-testid=tour-panel]');
  const limit = panel ? panel.getBoundingClientRect().top : window.innerHeight;
  const r = el.getBoundingClientRect();
  if (r.top >= 0 && r.bottom <= limit) return 'bottom';
  // A target in a bar docked to the bottom of the screen (HellRail's placement bar on a phone) does not
  // scroll: the panel goes to the top of the screen instead.
  for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).position === 'fixed') return 'top';
  const top = r.top < 0 || r.height > limit ? r.top - 8 : r.bottom - limit + 8;
  window.scrollBy({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return 'bottom';
}

/** True for a `<dialog>` opened with `showModal()` (it makes the rest of the page inert). */
function isModal(el: Element): boolean {
  try {
    return el.matches(':modal');
  } catch {
    return false; // no :modal support (jsdom)
  }
}

/**
 * The open modal dialog, if any: while one is open (e.g. the ticket choice at the start of Ticket to
 * Ride), everything outside it is inert, so the guide's panel is drawn inside it to stay usable.
 */
function useModalHost(): Element | null {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    const update = () => setHost([...document.querySelectorAll('dialog[open]')].filter(isModal).at(-1) ?? null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return host;
}

/** The guide over the table of the running tour `progress`. */
export function TourOverlay({ progress }: { progress: TourProgress }) {
  const { t } = useTranslation('app');
  const { language } = useSettings();
  const [tour, setTour] = useState<Tour | null>(null);
  const [index, setIndex] = useState(progress.step);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    let live = true;
    void webGame(progress.game)
      ?.tour()
      .then((x) => live && setTour(x));
    return () => {
      live = false;
    };
  }, [progress.game]);
  const next = useCallback(() => setIndex((i) => i + 1), []);
  useEffect(() => {
    if (!closed) saveTour({ ...progress, step: index });
  }, [index, progress, closed]);
  // The panel sits in a bottom corner; the player can move it to the other one when it covers the board.
  const [right, setRight] = useState(false);
  const step = closed ? undefined : tour?.steps[index];
  const { waiting, edge } = useStepWatch(step, next);
  const host = useModalHost();
  if (!tour || closed) return null;
  const place = (panel: ReactElement) => (host ? createPortal(panel, host) : panel);
  const text = tour.strings[language] ?? tour.strings.en;
  const total = tour.steps.length;
  const leave = () => {
    saveTour(null);
    setClosed(true);
  };
  if (!step) {
    return place(
      <aside className="tour-panel" role="status" aria-live="polite" data-testid="tour-done">
        <p className="tour-count">{text.title}</p>
        <p>{t('tour.finished')}</p>
        <div className="row">
          <button type="button" className="btn btn-primary btn-small" onClick={leave} data-testid="tour-close">
            {t('tour.close')}
          </button>
        </div>
      </aside>,
    );
  }
  return place(
    <aside
      className={`tour-panel${right ? ' is-right' : ''}${edge === 'top' ? ' is-top' : ''}`}
      aria-live="polite"
      aria-label={text.title}
      data-testid="tour-panel"
      data-step={step.id}
    >
      <p className="tour-count">
        {text.title} · {t('tour.step', { n: index + 1, total })}
      </p>
      <p className="tour-text" data-testid="tour-text">
        {text[step.id] ?? step.id}
      </p>
      {waiting ? <p className="muted small">{t('tour.waiting')}</p> : null}
      <div className="row">
        {step.advance === 'next' ? (
          <button type="button" className="btn btn-primary btn-small" onClick={next} data-testid="tour-next">
            {t('tour.next')}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost btn-small" onClick={leave} data-testid="tour-leave">
          {t('tour.leave')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => setRight((r) => !r)}
          aria-label={t('tour.move')}
          title={t('tour.move')}
          data-testid="tour-move"
        >
          <span aria-hidden="true">{right ? '⇤' : '⇥'}</span>
        </button>
      </div>
    </aside>,
  );
}
