/**
 * What the Ticket to Ride board animates after each action (issue 19 item 1), read from the view's
 * events of the last action (TTR-121), so the viewer's own moves, other players' and bots' look
 * the same: a card taken from the display (TTR-70) or drawn blind (TTR-71) travels to the drawer's
 * hand (the viewer's hand, or the drawer's seat in the table frame) and the refilled slot's card
 * comes from the deck (TTR-81); a claimed route (TTR-61) fills car by car in its owner's colour;
 * kept tickets go from the ticket pile to the drawer. Helpers in src/web/motion; nothing here
 * changes what the board shows or when it accepts input.
 */
import { fillInSequence, flyBetween } from '../../../web/motion/animate.js';
import type { SoundCue } from '../../../web/settings/sound.js';
import type { TtrView } from '../types.js';

/**
 * Animates the events of `after` (if they are new) inside `root`, the board element; returns the
 * sound cues of what happened (played even when animations are off).
 */
export function animateTtrEvents(root: HTMLElement | null, before: TtrView, after: TtrView): SoundCue[] {
  const cues: SoundCue[] = [];
  if (!root || after.events === before.events) return cues;
  const q = (sel: string) => root.querySelector(sel);
  const deck = q('[data-testid=draw-blind] .pile-back');
  const template = (kind: string) => q(`.ttr-card-templates [data-kind="${kind}"]`) ?? undefined;
  /** Where a card for `seat` lands: the viewer's own hand stack of that kind, else the seat in the frame. */
  const handOf = (seat: number, kind: string | undefined): Element | null =>
    seat === after.viewer && kind
      ? (q(`.ttr-hand [data-kind="${kind}"]`) ?? q('.ttr-hand'))
      : (document.querySelector(`[data-testid=seat-${seat}]`) ?? null);
  for (const e of after.events) {
    switch (e.type) {
      case 'cardTakenFaceUp':
        cues.push('draw');
        flyBetween(q(`[data-testid=face-up-${e.slot}]`) ?? q('[data-testid=face-up]'), handOf(e.seat, e.card), template(e.card));
        break;
      case 'cardDrawnBlind':
        cues.push('draw');
        flyBetween(deck, handOf(e.seat, e.card), e.card ? template(e.card) : undefined);
        break;
      case 'slotRefilled':
        flyBetween(deck, q(`[data-testid=face-up-${e.slot}] .train-card`), template(e.card));
        break;
      case 'ticketsKept':
        flyBetween(
          q('[data-testid=draw-tickets] .pile-back'),
          e.seat === after.viewer ? q('[data-testid=my-tickets]') : document.querySelector(`[data-testid=seat-${e.seat}]`),
        );
        break;
      case 'routeClaimed':
        cues.push('claim');
        fillInSequence([...root.querySelectorAll(`[data-route="${e.routeId}"] .car`)]);
        break;
      default:
        break;
    }
  }
  return cues;
}
