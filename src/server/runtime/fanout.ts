/**
 * Per-seat fan-out of table updates (protocol 2, docs/protocol.md "Deltas"): remembers the view each
 * audience (every seat, plus one shared spectator view) was last sent, and turns the next views into
 * RFC 6902 patches, computed once per seat per change — never per connection or per message. Also the
 * one redaction rule for action events: another seat's event carries only its `kind`.
 */
import { diffViews, type JsonPatch } from '../../protocol/patch.js';
import type { GameEvent } from '../../protocol/protocol.js';

/** The patches of one update: `base` is the update they apply to (null: nothing was sent before). */
export interface FanoutStep {
  rev: number;
  base: number | null;
  /** Indexed by seat; null when `base` is null. */
  seats: (JsonPatch | null)[];
  spectator: JsonPatch | null;
}

/** The views last published for a table and the update counter (`rev`). */
export class ViewFanout {
  private rev = 0;
  private seatViews: unknown[] | null = null;
  private spectatorView: unknown = undefined;

  /** Records the views of the next update and returns the patches from the previous one. */
  next(seatViews: unknown[], spectatorView: unknown): FanoutStep {
    const prev = this.seatViews;
    const base = prev === null ? null : this.rev;
    const step: FanoutStep = {
      rev: ++this.rev,
      base,
      seats: seatViews.map((v, seat) => (prev === null ? null : diffViews(prev[seat], v))),
      spectator: prev === null ? null : diffViews(this.spectatorView, spectatorView),
    };
    this.seatViews = seatViews;
    this.spectatorView = spectatorView;
    return step;
  }
}

/**
 * `action.type` when the action has a string `type`, else `"action"` (the `kind` of a GameEvent).
 */
export function actionKind(action: unknown): string {
  if (action && typeof action === 'object' && 'type' in action && typeof (action as { type: unknown }).type === 'string') {
    return (action as { type: string }).type;
  }
  return 'action';
}

/**
 * An event as `seat` (null: a spectator) may see it: other seats' events lose their `action`, which
 * may hold a hidden choice (kept tickets, a card from the hand); what became public is in the view.
 */
export function eventFor(e: GameEvent, seat: number | null): GameEvent {
  if (seat !== null && e.seat === seat) return e;
  const { action: _hidden, ...rest } = e;
  void _hidden;
  return rest;
}
