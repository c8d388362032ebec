/**
 * A running table owned by another node, as this node's transport sees it (cluster mode). It
 * mirrors the owner's last `TableUpdate` (from the table channel, or asked for with `state`) so that
 * hellos and syncs are answered here, and runs every table message at the owner through the bus:
 * wherever the table lives, `submit` / `back` / `leave` mean what they mean on a local runtime. When
 * the table has no owner (its node died and the lease ran out) the first message takes the table
 * over here and runs locally.
 */
import type { StateMessage } from '../../protocol/protocol.js';
import type { PresenceMessage, TableUpdate } from '../presence.js';
import type { ActorKind, PauseResult, SubmitResult, TableHandle } from '../runtime/table.js';
import type { BusReply, BusRequest } from './bus.js';
import { stateMessage } from '../runtime/state-message.js';

/** What a RemoteTable needs of its node (node.ts). */
export interface RemoteLink {
  readonly nodeId: string;
  /** The table's owner node, or null. Errors: UNAVAILABLE. */
  ownerOf(tableId: string): Promise<string | null>;
  request(node: string, req: BusRequest, onReply?: (r: BusReply) => void): Promise<BusReply>;
  /** Takes an ownerless table over here; the local runtime, or undefined if another node got it (or it is not running). */
  takeOver(tableId: string): Promise<TableHandle | undefined>;
  /** How long a message waits for a new owner after the old one went away (ms). */
  readonly failoverWaitMs: number;
}

/** Either the owner's answer, or the local runtime after a takeover. */
type Routed = { reply: BusReply } | { local: TableHandle };

/** The mirror of one table owned elsewhere. */
export class RemoteTable implements TableHandle {
  private last: TableUpdate | null = null;
  private awayFlags: boolean[] = [];
  /** The owner that answered last (saves a Redis round trip per message); forgotten when it stops answering as owner. */
  private owner: string | null = null;

  constructor(
    readonly id: string,
    private readonly link: RemoteLink,
  ) {}

  /** Feeds a message of the table channel (subscribe this to the presence). */
  readonly onMessage = (m: PresenceMessage): void => {
    if (m.kind === 'state') this.last = m.update;
    else if (m.kind === 'table') this.awayFlags = m.table.seats.map((s) => s.away);
  };

  /**
   * Asks the owner for its current update. Returns it when it differs from the mirrored one (the
   * caller delivers it to local subscribers), null when unchanged, or a local handle after a takeover.
   * Errors: the owner's reply code as `{ code, message }` thrown.
   */
  async refresh(): Promise<TableUpdate | null | { local: TableHandle }> {
    const routed = await this.route({ op: 'state', tableId: this.id });
    if ('local' in routed) return routed;
    const rep = routed.reply;
    if (!rep.ok) throw Object.assign(new Error(rep.message), { code: rep.code });
    if (rep.away) this.awayFlags = rep.away;
    const u = rep.update;
    if (!u) return null;
    const changed = !this.last || this.last.rev !== u.rev || this.last.now !== u.now;
    this.last = u;
    return changed ? u : null;
  }

  /** True once the owner's state has been mirrored. */
  get ready(): boolean {
    return this.last !== null;
  }

  get seq(): number {
    return this.last?.seq ?? 0;
  }

  get finished(): boolean {
    return this.last !== null && this.last.outcome !== null && this.last.outcome !== undefined;
  }

  get away(): boolean[] {
    return [...this.awayFlags];
  }

  /** The mirrored state for `seat` (null: spectator), with the owner's clocks and game time as of that update. */
  stateFor(seat: number | null): StateMessage {
    const u = this.last;
    if (!u) throw Object.assign(new Error(`table ${this.id} is not mirrored yet`), { code: 'UNAVAILABLE' });
    return stateMessage(this.id, u, seat, { clocks: u.clocks, gameTime: u.gameTime, paused: u.paused === true, now: u.now });
  }

  async submit(
    seat: number,
    expectedSeq: number | null,
    rawAction: unknown,
    by: ActorKind,
    onCommit?: (seq: number) => void,
  ): Promise<SubmitResult> {
    const routed = await this.route({ op: 'action', tableId: this.id, seat, seq: expectedSeq, action: rawAction }, (rep) => {
      if (rep.ok && rep.seq !== undefined) onCommit?.(rep.seq);
    });
    if ('local' in routed) return routed.local.submit(seat, expectedSeq, rawAction, by, onCommit);
    const rep = routed.reply;
    if (rep.ok) return { ok: true, seq: rep.seq ?? this.seq };
    return { ok: false, code: rep.code, message: rep.message, seq: rep.seq ?? this.seq };
  }

  async back(seat: number): Promise<boolean> {
    const routed = await this.route({ op: 'back', tableId: this.id, seat });
    if ('local' in routed) return routed.local.back(seat);
    return this.value(routed.reply);
  }

  async leave(seat: number): Promise<void> {
    const routed = await this.route({ op: 'leave', tableId: this.id, seat });
    if ('local' in routed) return routed.local.leave(seat);
    this.value(routed.reply);
  }

  /** Pauses or resumes the game at the table's owner (TableRuntime.setPaused, RP-6.8). */
  async setPaused(seat: number, paused: boolean): Promise<PauseResult> {
    const routed = await this.route({ op: 'pause', tableId: this.id, seat, paused });
    if ('local' in routed) return routed.local.setPaused(seat, paused);
    const rep = routed.reply;
    return rep.ok ? { ok: true } : { ok: false, code: rep.code, message: rep.message };
  }

  /** Tells the owner a human of this table said hello here (abandonment sweep). */
  seen(): void {
    void this.route({ op: 'seen', tableId: this.id }).catch(() => undefined);
  }

  private value(rep: BusReply): boolean {
    if (!rep.ok) throw Object.assign(new Error(rep.message), { code: rep.code });
    return rep.value ?? true;
  }

  /**
   * Runs `req` at the table's owner. An ownerless table is taken over here; a gone owner (dead node,
   * lease not yet expired) is waited for up to `failoverWaitMs`, then `UNAVAILABLE`.
   */
  private async route(req: BusRequest, onReply?: (r: BusReply) => void): Promise<Routed> {
    const deadline = Date.now() + this.link.failoverWaitMs;
    for (let attempt = 0; ; attempt++) {
      let owner = this.owner;
      if (owner === null) {
        try {
          owner = await this.link.ownerOf(this.id);
        } catch (e) {
          return { reply: { ok: false, code: 'UNAVAILABLE', message: (e as Error).message } };
        }
      }
      if (owner === null || owner === this.link.nodeId) {
        this.owner = null;
        const local = await this.link.takeOver(this.id).catch(() => undefined);
        if (local) return { local };
      } else {
        const reply = await this.link.request(owner, req, onReply);
        // NOT_OWNER: ask Redis again; UNAVAILABLE (no answer in time): ask again next time.
        this.owner = reply.ok || (reply.code !== 'NOT_OWNER' && reply.code !== 'UNAVAILABLE') ? owner : null;
        if (reply.ok || reply.code !== 'NOT_OWNER') return { reply };
      }
      if (Date.now() > deadline)
        return { reply: { ok: false, code: 'UNAVAILABLE', message: 'the table is moving to another node; retry' } };
      await new Promise((r) => setTimeout(r, Math.min(50 * (attempt + 1), 250)));
    }
  }
}
