/**
 * The runtime of one running table: the in-memory game state and seq, the serial work queue, bot seats,
 * clocks and real-time timers. It knows nothing about HTTP or sockets (it publishes `TableUpdate`s on
 * the Presence seam) and stores through a small `RuntimeStore` interface (the Repository).
 *
 * Invariants:
 * - All changes run one at a time through `enqueue` (actions, bot moves, timeouts, real-time ticks).
 * - An action changes the in-memory state only after it has been stored (one transaction with its
 *   clock, snapshot and result); a failed write changes nothing and returns `STORAGE_ERROR`.
 * - Only then is the action acknowledged (`onCommit`) and broadcast.
 */
import type { Logger } from 'pino';
import type { AnyGameModule } from '../../engine/contract.js';
import { RoundhouseError } from '../../engine/result.js';
import { step, type Stepped } from '../../engine/step.js';
import type { GameEvent, StateMessage, TimeControl, ClockView } from '../../protocol/protocol.js';
import { LIMITS } from '../../protocol/protocol.js';
import type { Presence, TableUpdate } from '../presence.js';
import type { ActionInsert, CommitExtras } from '../storage/repository.js';
import { BotSeats } from './bots.js';
import { SpectatorFanout, ViewFanout, actionKind } from './fanout.js';
import { stateMessage } from './state-message.js';
import { SeatClocks, type StoredClock } from './clock.js';
import { at } from '../../engine/at.js';

/** The storage calls a runtime needs (implemented by `Repository`). */
export interface RuntimeStore {
  appendAction(a: ActionInsert, extras?: CommitExtras): Promise<void>;
  commitExtras(tableId: string, extras: CommitExtras, now: number): Promise<void>;
  setAway(tableId: string, seat: number, away: boolean, clock: string | null): Promise<void>;
}

/** A seat as the runtime needs it. */
export interface RuntimeSeat {
  kind: 'human' | 'bot';
  /** Bot name for bot seats. */
  bot: string | null;
  /** A substitute bot plays this human seat. */
  away: boolean;
}

/** Tunables shared by every runtime (ms). */
export interface RuntimeOptions {
  /** Think delay of bots in turn-based games (ms). */
  botDelayMs: number;
  /** Store a snapshot every this many actions. */
  snapshotEvery: number;
  /** Bot that plays away humans. */
  substituteBot: string;
}

/** Everything needed to bring a table to life (fresh or reloaded). */
export interface RuntimeInit {
  id: string;
  module: AnyGameModule;
  seed: string;
  seats: RuntimeSeat[];
  timeControl: TimeControl;
  /** Current game state (after `seq` actions). */
  state: unknown;
  seq: number;
  /** Real-time games: the game time (ms) the state is at; the game clock resumes from it. */
  gameTime: number;
  clock: StoredClock | null;
}

/** Result of `submit`: the new seq, or why nothing changed. */
export type SubmitResult = { ok: true; seq: number } | { ok: false; code: string; message: string; seq: number };

/** Who drives an action. */
export type ActorKind = 'human' | 'bot' | 'substitute';

/** Hooks the table service gives a runtime. */
export interface RuntimeHooks {
  /** Seats' away flags changed (publish a new TableSummary). */
  seatsChanged(tableId: string): void;
  /** The game ended (the result is stored). */
  finished(tableId: string, outcome: unknown, finishedAt: number): void;
  /** Storage already holds the action this runtime tried to write: reload the table from storage. */
  diverged?(tableId: string): void;
  /** An action was decided: `result` is `accepted` or the rejection code; `ms` from submit to applied. */
  actionDone?(game: string, by: ActorKind, result: string, ms: number): void;
}

/** True for a primary-key/unique violation (SQLite `SQLITE_CONSTRAINT_PRIMARYKEY`/UNIQUE, PostgreSQL 23505). */
export function isDuplicateKey(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  if (!err) return false;
  if (err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  return typeof err.message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(err.message);
}

/**
 * What the transport needs of a running (or finished) table, wherever it runs: the local
 * `TableRuntime`, or in cluster mode a `RemoteTable` (cluster/remote-table.ts) that forwards to the
 * owner node. Same meanings and error codes as `TableRuntime`'s methods.
 */
export interface TableHandle {
  readonly seq: number;
  readonly finished: boolean;
  /** Away flags by seat. */
  readonly away: boolean[];
  stateFor(seat: number | null): StateMessage;
  submit(
    seat: number,
    expectedSeq: number | null,
    rawAction: unknown,
    by: ActorKind,
    onCommit?: (seq: number) => void,
  ): Promise<SubmitResult>;
  back(seat: number): Promise<boolean>;
  leave(seat: number): Promise<void>;
  setPaused(seat: number, paused: boolean): Promise<PauseResult>;
}

/** Result of `setPaused`: done (or nothing to do), or why nothing changed. */
export type PauseResult = { ok: true } | { ok: false; code: string; message: string };

/** One running table. */
export class TableRuntime implements TableHandle {
  readonly id: string;
  readonly module: AnyGameModule;
  readonly realTime: boolean;
  private state: unknown;
  private _seq: number;
  private readonly seats: RuntimeSeat[];
  private clocks: SeatClocks;
  private readonly bots: BotSeats;
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  private _finished = false;
  private outcomeValue: unknown = null;
  /** Wall time (epoch ms) at which game time was 0 (real-time games). */
  private startWall: number;
  private lastGameTime = 0;
  /** Real-time tables: the game time (ms) the game is paused at (RP-6.8), or null while it runs. */
  private pausedAt: number | null = null;
  private readonly botTimers = new Map<number, NodeJS.Timeout>();
  private eventTimer: NodeJS.Timeout | null = null;
  private clockTimer: NodeJS.Timeout | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private lastPublish = 0;
  private pendingEvents: GameEvent[] = [];
  /** Epoch ms of the last stored action (or the start); the lobby hides idle tables (limits.ts). */
  lastActionAt = Date.now();
  /** Epoch ms a human last acted or said hello here; the abandonment sweep reads it (limits.ts). */
  lastHumanAt = Date.now();
  private readonly fanout = new ViewFanout();
  private readonly spectators = new SpectatorFanout();
  /** The last update published (hello/sync states are built from it so they match the next delta's base). */
  private lastUpdate: TableUpdate | null = null;

  constructor(
    init: RuntimeInit,
    private readonly store: RuntimeStore,
    private readonly presence: Presence,
    private readonly options: RuntimeOptions,
    private readonly hooks: RuntimeHooks,
    private readonly log: Logger,
  ) {
    this.id = init.id;
    this.module = init.module;
    this.realTime = !!(init.module.advance && init.module.nextEventAt);
    this.state = init.state;
    this._seq = init.seq;
    this.seats = init.seats.map((s) => ({ ...s }));
    const tc: TimeControl = this.realTime ? { kind: 'none' } : init.timeControl;
    this.clocks = new SeatClocks(
      tc,
      this.seats.map((s) => s.kind === 'human'),
      init.clock,
    );
    this.bots = new BotSeats(init.module, init.seed);
    this.startWall = Date.now() - init.gameTime;
    this.lastGameTime = init.gameTime;
    const pausedAt = init.clock?.pausedAt;
    if (this.realTime && typeof pausedAt === 'number' && this.module.outcome(this.state) === null) {
      // Restarted while paused: stand at the paused game time, with the events due by then run (RP-6.5).
      this.pausedAt = Math.max(pausedAt, init.gameTime);
      this.lastGameTime = this.pausedAt;
      this.state = this.module.advance!(this.state, this.pausedAt);
    }
    const outcome = this.module.outcome(this.state);
    if (outcome !== null) {
      this._finished = true;
      this.outcomeValue = outcome;
    }
  }

  /** Number of actions applied. */
  get seq(): number {
    return this._seq;
  }

  /** True once the game is over. */
  get finished(): boolean {
    return this._finished;
  }

  /** True when at least one seat is a human's. */
  get hasHumans(): boolean {
    return this.seats.some((s) => s.kind === 'human');
  }

  /** Away flags by seat. */
  get away(): boolean[] {
    return this.seats.map((s) => s.away);
  }

  /** Real-time games: ms since the start now (never decreasing); else null. */
  gameNow(): number | null {
    if (!this.realTime) return null;
    if (this.pausedAt !== null) return this.pausedAt;
    this.lastGameTime = Math.max(this.lastGameTime, Date.now() - this.startWall);
    return this.lastGameTime;
  }

  /** Starts clocks, bots and timers and broadcasts the first state. Call once after construction. */
  start(): void {
    this.afterChange();
  }

  /**
   * Applies `rawAction` for `seat` (human or bot), if `expectedSeq` (when not null) equals the current
   * seq (real-time tables: is not ahead of it). Resolves once the action is stored and applied, with the new seq; or with the error code
   * (`STALE_SEQ`, `GAME_OVER`, `BAD_ACTION`, a game rule code, `STORAGE_ERROR`, `SHUTTING_DOWN`) and
   * nothing changed. `onCommit(seq)` runs after the write and before the broadcast (send the ack there).
   */
  submit(
    seat: number,
    expectedSeq: number | null,
    rawAction: unknown,
    by: ActorKind,
    onCommit?: (seq: number) => void,
  ): Promise<SubmitResult> {
    const received = performance.now();
    return this.enqueue(async () => {
      const result = await this.applyAction(seat, expectedSeq, rawAction, by, onCommit);
      this.hooks.actionDone?.(this.module.id, by, result.ok ? 'accepted' : result.code, performance.now() - received);
      // A player who acts is back (only an accepted action counts: a rejected one changes nothing).
      if (result.ok && by === 'human' && this.seats[seat]?.away) await this.setBack(seat);
      return result;
    });
  }

  /** The player of `seat` is back: the substitute bot stops. Resolves false (nothing changed) if the seat was not away. */
  back(seat: number): Promise<boolean> {
    return this.enqueue(async () => {
      if (this._finished || !this.seats[seat]?.away) return false;
      await this.setBack(seat);
      return true;
    });
  }

  /** The player of `seat` leaves a running game: the substitute bot plays the seat until `back`. */
  leave(seat: number): Promise<void> {
    return this.enqueue(async () => {
      const s = this.seats[seat];
      if (this._finished || s?.kind !== 'human' || s.away) return;
      await this.setAway(seat, true);
      this.publish();
    });
  }

  /** Real-time tables: true while the game is paused (RP-6.8). */
  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /**
   * Real-time tables: `seat`'s player pauses (`paused` true) or resumes the game (RP-6.8). Pausing
   * first runs the events due by now, then game time stands still: no events, no bots, and every
   * action is answered with the game's `pausedCode` (RP_PAUSED) and not logged. The pause is stored
   * (`tables.clock.pausedAt`), so a restarted server keeps the table paused at the same game time;
   * resuming runs game time on from there, so the log's `at` stamps stay those of one unbroken game
   * clock (RP-6.1, RP-6.6). Pausing a paused table or resuming a running one changes nothing.
   * Errors: `GAME_OVER`, `NOT_REAL_TIME` (a turn-based table), `STORAGE_ERROR`, `SHUTTING_DOWN`.
   */
  setPaused(seat: number, paused: boolean): Promise<PauseResult> {
    return this.enqueue(async (): Promise<PauseResult> => {
      if (this._finished) return { ok: false, code: 'GAME_OVER', message: 'the game is over' };
      if (!this.realTime) return { ok: false, code: 'NOT_REAL_TIME', message: 'only real-time games can be paused' };
      if (paused === (this.pausedAt !== null)) return { ok: true };
      if (paused) {
        const t = this.gameNow() ?? 0;
        await this.tick(t);
        if (this._finished) return { ok: false, code: 'GAME_OVER', message: 'the game is over' };
        try {
          await this.store.commitExtras(this.id, { clock: this.clockJson(this.clocks, t) }, Date.now());
        } catch (e) {
          this.log.error({ err: e, table: this.id, seat }, 'storing the pause failed');
          return { ok: false, code: 'STORAGE_ERROR', message: 'the pause could not be stored; nothing changed' };
        }
        this.pausedAt = t;
        this.lastGameTime = t;
        this.clearGameTimers();
        this.log.info({ table: this.id, seat, gameTime: t }, 'game paused');
      } else {
        const t = this.pausedAt ?? 0;
        try {
          await this.store.commitExtras(this.id, { clock: this.clockJson(this.clocks, null) }, Date.now());
        } catch (e) {
          this.log.error({ err: e, table: this.id, seat }, 'storing the resume failed');
          return { ok: false, code: 'STORAGE_ERROR', message: 'the resume could not be stored; nothing changed' };
        }
        this.pausedAt = null;
        this.startWall = Date.now() - t;
        this.lastGameTime = t;
        this.log.info({ table: this.id, seat, gameTime: t }, 'game resumed');
      }
      this.lastHumanAt = Date.now();
      this.afterChange();
      return { ok: true };
    });
  }

  /**
   * The `tables.clock` JSON: the seat clocks' stored part plus, while paused, `pausedAt` (game ms);
   * null when there is neither. With `now` (a graceful shutdown), also the time spent on current moves.
   */
  private clockJson(clocks: SeatClocks, pausedAt: number | null, now?: number): string | null {
    if (!clocks.enabled && pausedAt === null) return null;
    const stored: StoredClock = { ...clocks.toStored(now), ...(pausedAt !== null ? { pausedAt } : {}) };
    return JSON.stringify(stored);
  }

  /**
   * The full state message for one connection (seat or spectator), with no events: the views, legal
   * actions and seq of the last published update (so the next `delta` applies to it), with clocks and
   * game time at now. Computes nothing per call once the table has published.
   */
  stateFor(seat: number | null): StateMessage {
    const now = Date.now();
    const u = this.lastUpdate ?? (this.lastUpdate = this.buildUpdate(now, []));
    return stateMessage(this.id, u, seat, { clocks: this.clockView(now), gameTime: this.gameNow(), paused: this.pausedAt !== null, now });
  }

  /** The last published update (built now if none was): what a cluster node mirrors (cluster/remote-table.ts). */
  currentUpdate(): TableUpdate {
    return this.lastUpdate ?? (this.lastUpdate = this.buildUpdate(Date.now(), []));
  }

  /**
   * Stops timers and waits for queued work; later submissions get `SHUTTING_DOWN`. With `saveClocks`
   * (a graceful shutdown of this node, which still owns the table) a turn clock's time spent on the
   * current moves is stored, so a restarted server goes on charging it (a failure to store it is
   * logged: the restart then does not charge that time, as after a crash). Without it (a table dropped
   * or reloaded because storage moved on) nothing more is written.
   */
  async stop(saveClocks = false): Promise<void> {
    this.stopped = true;
    this.clearTimers();
    await this.chain;
    if (!saveClocks || this._finished || !this.clocks.enabled) return;
    const now = Date.now();
    try {
      await this.store.commitExtras(this.id, { clock: this.clockJson(this.clocks, this.pausedAt, now) }, now);
    } catch (e) {
      this.log.error({ err: e, table: this.id }, 'storing the clocks at shutdown failed');
    }
  }

  // ------------------------------------------------------------------------------------------

  private enqueue<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.chain.then(() => {
      if (this.stopped) throw new RoundhouseError('SHUTTING_DOWN', 'the server is shutting down');
      return fn();
    });
    this.chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private async applyAction(
    seat: number,
    expectedSeq: number | null,
    rawAction: unknown,
    by: ActorKind,
    onCommit?: (seq: number) => void,
  ): Promise<SubmitResult> {
    const fail = (code: string, message: string): SubmitResult => ({ ok: false, code, message, seq: this._seq });
    if (this._finished) return fail('GAME_OVER', 'the game is over');
    if (this.pausedAt !== null) return fail(this.module.pausedCode ?? 'PAUSED', 'the game is paused; resume it to act (RP-6.8)');
    // Real-time tables judge an action at the server's clock, not against the view it was chosen on:
    // an older seq is fine there (other seats act all the time); a seq from the future never is.
    const stale = this.realTime ? expectedSeq !== null && expectedSeq > this._seq : expectedSeq !== null && expectedSeq !== this._seq;
    if (stale)
      return fail(
        'STALE_SEQ',
        `seq ${expectedSeq} is ${expectedSeq !== null && expectedSeq > this._seq ? 'ahead of the table' : 'stale'}; current seq is ${this._seq}`,
      );
    const at = this.gameNow();
    let stepped: Stepped;
    try {
      const result = step(this.module, this.state, seat, rawAction, at ?? undefined);
      if (!result.ok) return fail(result.error.code, result.error.message);
      stepped = result.value;
    } catch (e) {
      this.log.error({ err: e, table: this.id, seat }, 'engine threw while applying an action');
      return fail('INTERNAL', 'the game engine failed on this action');
    }
    const { action, state: next } = stepped;
    const seq = this._seq + 1;
    const now = Date.now();
    const outcome = this.module.outcome(next);
    // The clocks after this action, adopted only once the write succeeded.
    const clocks = this.clocks.clone();
    clocks.charge(seat, now);
    const extras: CommitExtras = {};
    if (clocks.enabled) extras.clock = this.clockJson(clocks, null);
    if (seq % this.options.snapshotEvery === 0) extras.snapshot = { seq, state: next };
    if (outcome !== null) extras.finish = { outcome, finishedAt: now };
    try {
      await this.store.appendAction({ tableId: this.id, seq, seat, action, at, serverTime: now, by }, extras);
    } catch (e) {
      this.log.error({ err: e, table: this.id, seq }, 'storing an action failed');
      // Action `seq` already exists in storage (another writer, or a commit whose answer was lost):
      // this runtime is behind the log, so the service reloads the table from storage.
      if (isDuplicateKey(e)) this.hooks.diverged?.(this.id);
      // Cluster fencing refuses the write with its own code (UNAVAILABLE: the table moved).
      if (e instanceof RoundhouseError) return fail(e.code, e.message);
      return fail('STORAGE_ERROR', 'the action could not be stored; nothing changed');
    }
    this.state = next;
    this._seq = seq;
    this.clocks = clocks;
    this.lastActionAt = now;
    if (by === 'human') this.lastHumanAt = now;
    const event: GameEvent = { seq, seat, kind: actionKind(action), by, action };
    if (at !== null) event.at = at;
    this.pendingEvents.push(event);
    if (outcome !== null) this.finish(outcome, now);
    try {
      onCommit?.(seq);
    } catch (e) {
      this.log.warn({ err: e }, 'ack callback failed');
    }
    this.afterChange();
    return { ok: true, seq };
  }

  private finish(outcome: unknown, at: number): void {
    this._finished = true;
    this.outcomeValue = outcome;
    this.clearTimers();
    void this.presence.release(this.id);
    this.hooks.finished(this.id, outcome, at);
  }

  private async setAway(seat: number, away: boolean): Promise<void> {
    const s = this.seats[seat];
    if (!s || s.kind !== 'human' || s.away === away) return;
    if (away) this.clocks.expire(seat);
    else this.clocks.back(seat);
    try {
      await this.store.setAway(this.id, seat, away, this.clockJson(this.clocks, this.pausedAt));
    } catch (e) {
      this.log.error({ err: e, table: this.id, seat }, 'storing away flag failed');
    }
    s.away = away;
    this.clocks.sync(this.activeSafe(), this.away, Date.now());
    this.hooks.seatsChanged(this.id);
    this.scheduleBots();
    this.scheduleClock();
  }

  private async setBack(seat: number): Promise<void> {
    if (this._finished || !this.seats[seat]?.away) return;
    await this.setAway(seat, false);
    this.publish();
  }

  /** After every change: clocks, bots, timers, broadcast. */
  private afterChange(): void {
    if (this.stopped) return;
    if (!this._finished) {
      this.clocks.sync(this.activeSafe(), this.away, Date.now());
      this.scheduleBots();
      this.scheduleClock();
      this.scheduleEvent();
    }
    this.publish();
  }

  private activeSafe(): number[] {
    if (this._finished) return [];
    try {
      return this.module.activeSeats(this.state);
    } catch (e) {
      this.log.error({ err: e, table: this.id }, 'activeSeats threw');
      return [];
    }
  }

  private safeLegal(seat: number): unknown[] {
    try {
      return this.module.legalActions(this.state, seat);
    } catch (e) {
      this.log.error({ err: e, table: this.id, seat }, 'legalActions threw');
      return [];
    }
  }

  private controller(seat: number): { name: string; by: ActorKind } | null {
    const s = at(this.seats, seat, 'seat');
    if (s.kind === 'bot') return { name: s.bot ?? 'random', by: 'bot' };
    if (s.away) return { name: this.options.substituteBot, by: 'substitute' };
    return null;
  }

  private scheduleBots(): void {
    if (this._finished || this.stopped) return;
    if (this.pausedAt !== null) return this.clearGameTimers();
    const active = this.activeSafe();
    for (let seat = 0; seat < this.seats.length; seat++) {
      const ctl = this.controller(seat);
      const timer = this.botTimers.get(seat);
      // Turn-based bots wait for their turn; real-time bots keep reacting every thinkMs.
      if (!ctl || (!this.realTime && !active.includes(seat))) {
        if (timer) clearTimeout(timer);
        this.botTimers.delete(seat);
        continue;
      }
      if (timer) continue;
      const delay = this.realTime ? this.bots.thinkMs(seat, ctl.name, this.state) : this.options.botDelayMs;
      this.botTimers.set(
        seat,
        setTimeout(() => {
          this.botTimers.delete(seat);
          this.enqueue(() => this.botMove(seat)).catch(() => undefined);
        }, delay),
      );
    }
  }

  private async botMove(seat: number): Promise<void> {
    if (this._finished || this.pausedAt !== null) return;
    const ctl = this.controller(seat);
    if (!ctl) return;
    const legal = this.activeSafe().includes(seat) ? this.safeLegal(seat) : [];
    if (legal.length === 0) {
      if (this.realTime) this.scheduleBots();
      return;
    }
    let action: unknown;
    const before = this.state;
    try {
      action = await this.bots.chooseAsync(seat, ctl.name, before, legal, this.gameNow() ?? 0);
    } catch (e) {
      this.log.error({ err: e, table: this.id, seat, bot: ctl.name }, 'bot threw; playing a random legal action');
      action = legal[this.bots.rng.int(legal.length)];
    }
    // A pooled bot thought while the table ran on: its move is for `before` only.
    if (this._finished || this.stopped) return;
    if (this.state !== before) {
      this.scheduleBots();
      return;
    }
    if (action === null) {
      this.scheduleBots();
      return;
    }
    const started = performance.now();
    let r = await this.applyAction(seat, null, action, ctl.by);
    if (!r.ok && r.code !== 'STORAGE_ERROR' && r.code !== 'UNAVAILABLE') {
      this.log.error(
        { table: this.id, seat, bot: ctl.name, code: r.code, message: r.message },
        'bot chose an illegal action; playing a random legal one',
      );
      r = await this.applyAction(seat, null, legal[this.bots.rng.int(legal.length)], ctl.by);
    }
    this.hooks.actionDone?.(this.module.id, ctl.by, r.ok ? 'accepted' : r.code, performance.now() - started);
    if (!r.ok) {
      // Storage failure or engine bug: try again after the usual delay.
      this.scheduleBots();
    }
  }

  private scheduleClock(): void {
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    if (this._finished || this.stopped || !this.clocks.enabled) return;
    const next = this.clocks.nextDeadline();
    if (next === null) return;
    this.clockTimer = setTimeout(
      () => {
        this.clockTimer = null;
        this.enqueue(() => this.checkTimeouts()).catch(() => undefined);
      },
      Math.max(0, next - Date.now()),
    );
  }

  private async checkTimeouts(): Promise<void> {
    if (this._finished) return;
    const expired = this.clocks.expired(Date.now());
    for (const seat of expired) {
      this.log.info({ table: this.id, seat }, 'seat ran out of time; substitute bot plays it');
      await this.setAway(seat, true);
    }
    if (expired.length > 0) this.publish();
    else this.scheduleClock();
  }

  private scheduleEvent(): void {
    if (!this.realTime) return;
    if (this.eventTimer) clearTimeout(this.eventTimer);
    this.eventTimer = null;
    if (this._finished || this.stopped || this.pausedAt !== null) return;
    let next = this.module.nextEventAt?.(this.state) ?? null;
    // A seat whose hands are busy becomes free without an engine event (e.g. Rail Pass RP-6.7): look
    // again soon, so the seat is sent its new legal actions without waiting for someone else's move.
    const now = this.gameNow() ?? 0;
    if (this.module.activeSeats(this.state).length < this.seats.length)
      next = Math.min(next ?? Infinity, now + LIMITS.realTimeBroadcastMs * 2);
    if (next === null) return;
    const delay = Math.max(0, next - now);
    this.eventTimer = setTimeout(() => {
      this.eventTimer = null;
      this.enqueue(() => this.tick()).catch(() => undefined);
    }, delay);
  }

  /** Real-time: processes scheduled events up to `at` (default now); ends the game if the engine says so. */
  private async tick(at?: number): Promise<void> {
    const advance = this.module.advance;
    const now = at ?? this.gameNow();
    if (this._finished || !advance || now === null) return;
    if (at === undefined && this.pausedAt !== null) return;
    let next: unknown;
    try {
      next = advance(this.state, now);
    } catch (e) {
      this.log.error({ err: e, table: this.id }, 'advance threw');
      return;
    }
    const outcome = this.module.outcome(next);
    if (outcome !== null) {
      const wall = Date.now();
      try {
        await this.store.commitExtras(this.id, { finish: { outcome, finishedAt: wall } }, wall);
      } catch (e) {
        this.log.error({ err: e, table: this.id }, 'storing the result failed; retrying');
        this.scheduleEvent();
        return;
      }
      this.state = next;
      this.finish(outcome, wall);
      this.publish();
      return;
    }
    this.state = next;
    this.afterChange();
  }

  private clockView(now: number): ClockView | null {
    return this.clocks.enabled ? this.clocks.view(now, this.away) : null;
  }

  /** Broadcasts the current state (real-time tables: at most every LIMITS.realTimeBroadcastMs). */
  private publish(): void {
    if (this.stopped) return;
    if (this.realTime && !this._finished) {
      const wait = this.lastPublish + LIMITS.realTimeBroadcastMs - Date.now();
      if (wait > 0) {
        if (!this.flushTimer) {
          this.flushTimer = setTimeout(() => {
            this.flushTimer = null;
            this.enqueue(() => this.publish()).catch(() => undefined);
          }, wait);
        }
        return;
      }
    }
    this.publishNow();
  }

  private publishNow(): void {
    if (this.stopped) return;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const now = Date.now();
    this.lastPublish = now;
    const events = this.pendingEvents;
    this.pendingEvents = [];
    const update = this.buildUpdate(now, events);
    this.lastUpdate = update;
    this.presence.publish(this.id, { kind: 'state', update });
  }

  /** The next update: each seat's view once (plus one for spectators, when read) and its patch from the last one. */
  private buildUpdate(now: number, events: GameEvent[]): TableUpdate {
    const active = this.activeSafe();
    const state = this.state;
    const views = this.seats.map((_, seat) => this.module.view(state, seat));
    const step = this.fanout.next(views);
    // Built on first read only (a spectator's delivery or state, or cluster mode's serialisation).
    const spectator = this.spectators.part(step.rev, step.base, () => this.module.view(state, null));
    return {
      tableId: this.id,
      seq: this._seq,
      rev: step.rev,
      base: step.base,
      events,
      seats: views.map((view, seat) => ({
        view,
        legal: this._finished || !active.includes(seat) ? [] : this.safeLegal(seat),
        patch: step.seats[seat] ?? null,
      })),
      get spectator() {
        return spectator.view();
      },
      get spectatorPatch() {
        return spectator.patch();
      },
      active,
      clocks: this.clockView(now),
      gameTime: this.gameNow(),
      ...(this.pausedAt !== null ? { paused: true } : {}),
      now,
      outcome: this.outcomeValue,
    };
  }

  /** Stops the bots' and the events' timers (a paused game runs neither). */
  private clearGameTimers(): void {
    for (const t of this.botTimers.values()) clearTimeout(t);
    this.botTimers.clear();
    if (this.eventTimer) clearTimeout(this.eventTimer);
    this.eventTimer = null;
  }

  private clearTimers(): void {
    for (const t of this.botTimers.values()) clearTimeout(t);
    this.botTimers.clear();
    for (const t of [this.eventTimer, this.clockTimer, this.flushTimer]) if (t) clearTimeout(t);
    this.eventTimer = this.clockTimer = this.flushTimer = null;
  }
}
