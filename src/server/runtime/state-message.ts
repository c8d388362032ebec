/**
 * The full `state` message of one connection (seat, or null for a spectator) built from a published
 * TableUpdate: the seat's view and legal actions (a spectator's view, no legal actions), no events,
 * and the clocks, game time and pause flag of the moment it is sent. Shared by the owner's
 * TableRuntime and a cluster node's RemoteTable mirror (docs/protocol.md, `state`).
 */
import type { ClockView, StateMessage } from '../../protocol/protocol.js';
import type { TableUpdate } from '../presence.js';

/** Clocks (null without a time control), game time (ms, real-time games, else null), pause and server epoch ms. */
export interface StateTiming {
  clocks: ClockView | null;
  gameTime: number | null;
  paused: boolean;
  now: number;
}

/** The `state` message for `seat` from update `u` of table `tableId` at `timing`. */
export function stateMessage(tableId: string, u: TableUpdate, seat: number | null, timing: StateTiming): StateMessage {
  const part = seat === null ? null : u.seats[seat];
  return {
    type: 'state',
    tableId,
    seq: u.seq,
    rev: u.rev,
    view: part ? part.view : u.spectator,
    legal: part ? part.legal : null,
    active: u.active,
    events: [],
    clocks: timing.clocks,
    gameTime: timing.gameTime,
    ...(timing.paused ? { paused: true } : {}),
    now: timing.now,
    outcome: u.outcome,
  };
}
