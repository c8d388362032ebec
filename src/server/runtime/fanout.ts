/**
 * Per-seat fan-out of table updates (protocol 2, docs/protocol.md "Deltas"): remembers the view each
 * audience (every seat, plus one shared spectator view, built only when needed) was last sent, and
 * turns the next views into RFC 6902 patches, computed once per seat per change — never per
 * connection or per message. Also the
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
}

/** The seat views last published for a table and the update counter (`rev`). */
export class ViewFanout {
  private rev = 0;
  private seatViews: unknown[] | null = null;

  /** Records the seat views of the next update and returns the patches from the previous one. */
  next(seatViews: unknown[]): FanoutStep {
    const prev = this.seatViews;
    const base = prev === null ? null : this.rev;
    const step: FanoutStep = {
      rev: ++this.rev,
      base,
      seats: seatViews.map((v, seat) => (prev === null ? null : diffViews(prev[seat], v))),
    };
    this.seatViews = seatViews;
    return step;
  }
}

/** The spectators' part of one update, computed on first use (then kept). */
export interface SpectatorPart {
  view(): unknown;
  /** The patch from the spectator view of `base`, or null when that view was never built (no spectator has it). */
  patch(): JsonPatch | null;
}

/**
 * The spectator view, built only when some connection needs it: most tables have no spectators, and
 * building and diffing their view was a fifth of the fan-out. A spectator at update `base` has been
 * sent that update's view (in a `state`) or its patch (which built it), so the patch to the next
 * update can always be made for it; when nobody built it, the patch is null and a spectator that
 * somehow is at `base` gets a full state (transport/ws.ts). Cluster mode serialises every update
 * for the other nodes, which builds every spectator view as before.
 */
export class SpectatorFanout {
  private rev = -1;
  private view: unknown = undefined;

  /** The spectator part of update `rev` (its views come from `build`), patched from `base`. */
  part(rev: number, base: number | null, build: () => unknown): SpectatorPart {
    const hasPrev = base !== null && this.rev === base;
    const prev = this.view;
    let view: unknown;
    let built = false;
    let patch: JsonPatch | null | undefined;
    const getView = (): unknown => {
      if (!built) {
        view = build();
        built = true;
        if (rev > this.rev) {
          this.rev = rev;
          this.view = view;
        }
      }
      return view;
    };
    return {
      view: getView,
      patch: () => (patch === undefined ? (patch = hasPrev ? diffViews(prev, getView()) : null) : patch),
    };
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
