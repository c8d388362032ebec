/**
 * Connection-state recovery (protocol 2, `hello` with `lastSeq`; cf. Socket.IO's): rebuilds from the
 * stored action log the views one seat saw after each action it missed, so that its client can
 * describe every missed action exactly as it would have live (its game log has no gap), then carries
 * on with the current `state`. Pure: storage reads happen in the table service.
 */
import type { AnyGameModule } from '../../engine/contract.js';
import { step } from '../../engine/step.js';
import { diffViews } from '../../protocol/patch.js';
import { LIMITS, type GameEvent, type ReplayMessage, type ReplayStep } from '../../protocol/protocol.js';
import { actionKind, eventFor } from '../runtime/fanout.js';
import type { StoredAction } from '../storage/repository.js';

/**
 * What a replay needs: the game, a state to start from (after setup, `baseSeq` 0, or a snapshot after
 * action `baseSeq`) and the stored actions after `baseSeq` in order.
 */
export interface ReplaySource {
  tableId: string;
  module: AnyGameModule;
  base: unknown;
  baseSeq: number;
  actions: StoredAction[];
}

/** The first action a replay of `lastSeq+1 .. upTo` sends (see `buildReplay`): the state to start from is the one after it. */
export function replayStart(lastSeq: number, upTo: number): number {
  return Math.max(lastSeq, upTo - LIMITS.maxReplayActions);
}

/**
 * The replay of actions `lastSeq+1 .. upTo` for `seat` (null: spectator), at most
 * `LIMITS.maxReplayActions` of them (the oldest are left out: `from` is then later than `lastSeq`).
 * Each step carries the action's event redacted for the seat and the patch of the seat's view.
 * `src.baseSeq` must be ≤ `replayStart(lastSeq, upTo)`, so the work is the actions after the base only.
 * Throws when the log does not replay (a gap or a rejected action: storage is corrupt) or the base is
 * later than the replay's start.
 */
export function buildReplay(src: ReplaySource, seat: number | null, lastSeq: number, upTo: number): ReplayMessage {
  const from = replayStart(lastSeq, upTo);
  if (src.baseSeq > from) throw new Error(`replay of ${src.tableId} from ${from} cannot start at snapshot ${src.baseSeq}`);
  let state = src.base;
  let view: unknown = from === src.baseSeq ? src.module.view(state, seat) : undefined;
  let startView = view;
  const steps: ReplayStep[] = [];
  for (const a of src.actions) {
    if (a.seq > upTo) break;
    const r = step(src.module, state, a.seat, a.action, a.at ?? undefined);
    if (!r.ok) throw new Error(`stored action ${a.seq} of ${src.tableId} is rejected on replay: ${r.error.code}`);
    state = r.value.state;
    if (a.seq < from) continue;
    const next = src.module.view(state, seat);
    if (a.seq === from) {
      startView = view = next;
      continue;
    }
    const event: GameEvent = { seq: a.seq, seat: a.seat, kind: actionKind(r.value.action), by: a.by, action: r.value.action };
    if (a.at !== null) event.at = a.at;
    steps.push({ seq: a.seq, events: [eventFor(event, seat)], patch: diffViews(view, next) });
    view = next;
  }
  return { type: 'replay', tableId: src.tableId, from, view: startView, steps };
}
