/**
 * The broadcast and ownership seam (Colyseus "Presence" pattern). A table runtime publishes its updates
 * on the channel of its table; every transport that has clients at that table subscribes. With one
 * process, `LocalPresence` delivers in memory. A Redis implementation (pub/sub + `SET NX` ownership
 * keys) can replace it to run several processes behind one address without changing the runtime or
 * the transport.
 */
import type { GameEvent, ClockView, PatchOp, TableSummary } from '../protocol/protocol.js';
import type { ChatLine } from '../protocol/accounts.js';

/** One seat's part of a state update. */
export interface SeatPart {
  view: unknown;
  /** `legalActions` when the seat may act, else []. */
  legal: unknown[];
  /** RFC 6902 patch from this seat's view at `base` (null when `base` is null). */
  patch: PatchOp[] | null;
}

/** Everything any client of a table may receive after a change; the transport picks each client's part. */
export interface TableUpdate {
  tableId: string;
  seq: number;
  /** Update number of this table runtime (+1 per update). */
  rev: number;
  /** The update the patches apply to; null for a runtime's first update (connections get a full state). */
  base: number | null;
  /** Events with full actions; the transport strips `action` from other seats' events. */
  events: GameEvent[];
  /** Indexed by seat. */
  seats: SeatPart[];
  spectator: unknown;
  /** Patch of the spectator view from `base`. */
  spectatorPatch: PatchOp[] | null;
  active: number[];
  clocks: ClockView | null;
  gameTime: number | null;
  /** Real-time tables: true while the game is paused (RP-6.8; `gameTime` then stands still). */
  paused?: boolean;
  /** Server epoch ms. */
  now: number;
  outcome: unknown;
}

/** A message on a table channel. */
export type PresenceMessage =
  { kind: 'state'; update: TableUpdate } | { kind: 'table'; table: TableSummary } | { kind: 'chat'; line: ChatLine };

/** Broadcast and table ownership across server processes. */
export interface Presence {
  /** Delivers `message` to every subscriber of `tableId` (in this and, for Redis, other processes). */
  publish(tableId: string, message: PresenceMessage): void;
  /** Subscribes to a table channel; returns the unsubscribe function. */
  subscribe(tableId: string, handler: (message: PresenceMessage) => void): () => void;
  /** Claims the right to run a table's bots and clocks. Resolves true if this process owns it now. */
  claim(tableId: string): Promise<boolean>;
  /** Gives up ownership (table finished or process stopping). */
  release(tableId: string): Promise<void>;
}

/** In-process Presence: synchronous delivery, this process owns every table. */
export class LocalPresence implements Presence {
  private readonly channels = new Map<string, Set<(m: PresenceMessage) => void>>();
  private readonly owned = new Set<string>();

  publish(tableId: string, message: PresenceMessage): void {
    const subs = this.channels.get(tableId);
    if (!subs) return;
    for (const handler of [...subs]) handler(message);
  }

  subscribe(tableId: string, handler: (message: PresenceMessage) => void): () => void {
    let subs = this.channels.get(tableId);
    if (!subs) this.channels.set(tableId, (subs = new Set()));
    subs.add(handler);
    return () => {
      subs.delete(handler);
      if (subs.size === 0 && this.channels.get(tableId) === subs) this.channels.delete(tableId);
    };
  }

  async claim(tableId: string): Promise<boolean> {
    this.owned.add(tableId);
    return true;
  }

  async release(tableId: string): Promise<void> {
    this.owned.delete(tableId);
  }
}
