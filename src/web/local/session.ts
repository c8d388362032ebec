/**
 * A game played entirely in this browser: the rules engine runs on the page, every action is
 * appended to a `roundhouse-record/1` record (saved after each move, so a reload resumes), and the
 * session notifies subscribers after each change. Bots are driven separately (useLocalGame).
 */
import type { AnyGameModule } from '../../engine/contract.js';
import { RECORD_FORMAT, type GameRecord } from '../../engine/record.js';
import type { GameError } from '../../engine/result.js';
import { step } from '../../engine/step.js';
import { engineOf } from '../boards/registry.js';
import type { AnyBoardPlugin, LogLine } from '../table/plugin.js';
import { addFinished, newId, removeRunning, saveRunning } from './storage.js';

/** How often (ms of game time) a running real-time game saves its game clock. */
const CLOCK_SAVE_MS = 2000;

/** One seat of a local game. `kind` is `human` or `bot:<name>`. */
export interface LocalSeat {
  readonly name: string;
  readonly kind: string;
}

/** Everything needed to start a local game. */
export interface LocalSetup {
  readonly game: string;
  readonly config: unknown;
  readonly seed: string;
  readonly seats: readonly LocalSeat[];
}

/** The immutable snapshot React renders. */
export interface LocalSnapshot {
  readonly state: unknown;
  readonly record: GameRecord;
  readonly log: readonly LogLine[];
  /** Public score of every seat after each completed action (first entry: the start). */
  readonly scores: readonly (readonly number[])[];
  readonly over: boolean;
  /** Real-time games: true while the game is paused (game time stands still, RP-6.8). */
  readonly paused: boolean;
}

/** A running local game. */
export class LocalSession {
  readonly module: AnyGameModule;
  readonly id: string;
  readonly startedAt: number;
  private snap: LocalSnapshot;
  private listeners = new Set<() => void>();
  /** Real-time games: game time (ms) at `wallBase`, and the page clock (performance.now) then. */
  private gameBase = 0;
  private wallBase = typeof performance !== 'undefined' ? performance.now() : 0;
  /** Real-time games: the game time last written to storage (the ticker saves it every CLOCK_SAVE_MS). */
  private savedClock = 0;

  private constructor(
    module: AnyGameModule,
    private readonly plugin: AnyBoardPlugin,
    id: string,
    startedAt: number,
    record: GameRecord,
  ) {
    this.module = module;
    this.id = id;
    this.startedAt = startedAt;
    const config = module.parseConfig(record.config, record.seats.length);
    const state = module.setup(config, record.seed, record.seats.length);
    this.snap = {
      state,
      record: { ...record, config, actions: [] },
      log: [],
      scores: [plugin.publicScores(module.view(state, null))],
      over: module.outcome(state) !== null,
      paused: false,
    };
  }

  /** Starts a new game and saves it among the unfinished local games (its board, hence its engine, is loaded). */
  static start(setup: LocalSetup, plugin: AnyBoardPlugin): LocalSession {
    const module = engineOf(setup.game);
    const record: GameRecord = {
      format: RECORD_FORMAT,
      game: setup.game,
      config: setup.config,
      seed: setup.seed,
      seats: setup.seats.map((s) => ({ name: s.name, kind: s.kind })),
      actions: [],
    };
    const session = new LocalSession(module, plugin, newId(), Date.now(), record);
    session.persist();
    return session;
  }

  /**
   * Rebuilds a saved game by replaying its record; throws if the record does not replay.
   *
   * A real-time game (RP-6) comes back **paused** at the game time it was saved at (`clock`, ms since
   * the round started; at least its last action's `at`): game time stood still while the page was
   * away (RP-6.1, RP-6.8), the events due by then are run, and the player resumes it.
   */
  static resume(id: string, startedAt: number, record: GameRecord, plugin: AnyBoardPlugin, clock?: number): LocalSession {
    const session = new LocalSession(engineOf(record.game), plugin, id, startedAt, record);
    for (const { seat, action, at } of record.actions) {
      const r = session.applyInternal(seat, action, at);
      if (r) throw new Error(`${r.code}: ${r.message}`);
    }
    if (session.realTime) {
      const t = Math.max(clock ?? 0, session.lastAt());
      session.gameBase = t;
      session.savedClock = t;
      session.advanceTo(t);
      if (session.snap.over) session.persist();
      else session.snap = { ...session.snap, paused: true };
    }
    return session;
  }

  /** The current snapshot (stable identity until the next change). */
  snapshot = (): LocalSnapshot => this.snap;

  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Seats the engine lets act now. */
  activeSeats(): number[] {
    return this.snap.over ? [] : this.module.activeSeats(this.snap.state);
  }

  /** True for real-time games (the engine has `advance`): the session then keeps a game clock. */
  get realTime(): boolean {
    return this.module.advance !== undefined;
  }

  /**
   * Real-time games: the game clock in ms since the round started (RP-6.1). It stands still while
   * the game is paused, and a reload resumes it paused where it was saved.
   */
  now(): number {
    if (this.snap.paused) return Math.floor(this.gameBase);
    return Math.floor(this.gameBase + (performance.now() - this.wallBase));
  }

  /** True while a real-time game is paused. */
  get paused(): boolean {
    return this.snap.paused;
  }

  /**
   * Real-time games: pauses the game (RP-6.8). Events due by now run first; then game time stands
   * still, no events run and every action is answered with the engine's `pausedCode` until
   * `resume()`. The pause is saved, so a reload stays paused. Does nothing if already paused or over.
   */
  pause(): void {
    if (!this.realTime || this.snap.over || this.snap.paused) return;
    const t = this.now();
    this.advanceTo(t);
    if (!this.snap.over) {
      this.gameBase = t;
      this.snap = { ...this.snap, paused: true };
    }
    this.persist();
    this.notify();
  }

  /** Real-time games: resumes a paused game; game time runs on from where it stood. */
  resume(): void {
    if (!this.snap.paused) return;
    this.wallBase = performance.now();
    this.snap = { ...this.snap, paused: false };
    this.persist();
    this.notify();
  }

  /**
   * Real-time games: processes the engine's scheduled events (arrivals, the end of the round) up to
   * the game clock and notifies subscribers. Called by the page's ticker (20 times a second); does
   * nothing while paused. Saves the game clock every CLOCK_SAVE_MS of game time, so a reload comes
   * back at (about) the game time the page left.
   */
  tick(): void {
    if (!this.module.advance || this.snap.over || this.snap.paused) return;
    const t = this.now();
    if (!this.advanceTo(t)) return;
    if (this.snap.over || t - this.savedClock >= CLOCK_SAVE_MS) this.persist();
    this.notify();
  }

  /** Saves the running game now, with its game clock (the page calls this when it is hidden or left). */
  save(): void {
    if (!this.snap.over) this.persist();
  }

  /** Advances the state to game time `t` (real-time games); returns true when the state changed. */
  private advanceTo(t: number): boolean {
    if (!this.module.advance || this.snap.over) return false;
    const state = this.module.advance(this.snap.state, t);
    if (state === this.snap.state) return false;
    const outcome = this.module.outcome(state);
    this.snap = {
      ...this.snap,
      state,
      record: outcome ? { ...this.snap.record, outcome } : this.snap.record,
      over: outcome !== null,
      paused: outcome !== null ? false : this.snap.paused,
    };
    return true;
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }

  /**
   * Applies `action` for `seat` (real-time games: at the current game clock); returns the engine's
   * error, or null when accepted.
   */
  apply(seat: number, action: unknown): GameError | null {
    if (this.snap.paused) return { code: this.module.pausedCode ?? 'PAUSED', message: 'The game is paused (RP-6.8): resume it to act.' };
    const at = this.module.advance ? Math.max(this.now(), this.lastAt()) : undefined;
    const error = this.applyInternal(seat, action, at);
    if (error) return error;
    this.persist();
    this.notify();
    return null;
  }

  private lastAt(): number {
    const actions = this.snap.record.actions;
    return actions[actions.length - 1]?.at ?? 0;
  }

  /** Advances, parses and applies `raw` (the shared step), then records it; returns the error, or null. */
  private applyInternal(seat: number, raw: unknown, at?: number): GameError | null {
    const result = step(this.module, this.snap.state, seat, raw, at);
    if (!result.ok) return result.error;
    const { before, action, state } = result.value;
    const after = this.module.view(state, null);
    const line = this.plugin.describe(this.module.view(before, null), seat, action, after);
    const outcome = this.module.outcome(state);
    this.snap = {
      state,
      record: {
        ...this.snap.record,
        actions: [...this.snap.record.actions, at === undefined ? { seat, action } : { seat, action, at }],
        ...(outcome ? { outcome } : {}),
      },
      log: [...this.snap.log, line],
      scores: [...this.snap.scores, this.plugin.publicScores(after)],
      over: outcome !== null,
      paused: this.snap.paused,
    };
    return null;
  }

  private persist(): void {
    if (this.snap.over) {
      removeRunning(this.id);
      addFinished({ id: this.id, at: Date.now(), record: this.snap.record });
    } else {
      const clock = this.realTime ? this.now() : undefined;
      if (clock !== undefined) this.savedClock = clock;
      saveRunning({ id: this.id, at: this.startedAt, record: this.snap.record, ...(clock !== undefined ? { clock } : {}) });
    }
  }
}
