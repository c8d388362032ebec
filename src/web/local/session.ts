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
import { addFinished, newId, saveCurrent } from './storage.js';

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
    };
  }

  /** Starts a new game and saves it as the running local game (its board, hence its engine, is loaded). */
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

  /** Rebuilds a saved game by replaying its record; throws if the record does not replay. */
  static resume(id: string, startedAt: number, record: GameRecord, plugin: AnyBoardPlugin): LocalSession {
    const session = new LocalSession(engineOf(record.game), plugin, id, startedAt, record);
    for (const { seat, action, at } of record.actions) {
      const r = session.applyInternal(seat, action, at);
      if (r) throw new Error(`${r.code}: ${r.message}`);
    }
    // A real-time game resumes where its last action left it: the clock paused while the page was away.
    const last = record.actions[record.actions.length - 1];
    session.gameBase = last?.at ?? 0;
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

  /** Real-time games: the game clock in ms since the round started (pauses while the page is away). */
  now(): number {
    return Math.floor(this.gameBase + (performance.now() - this.wallBase));
  }

  /**
   * Real-time games: processes the engine's scheduled events (arrivals, the end of the round) up to
   * the game clock and notifies subscribers. Called by the page's ticker (20 times a second).
   */
  tick(): void {
    if (!this.module.advance || this.snap.over) return;
    const state = this.module.advance(this.snap.state, this.now());
    if (state === this.snap.state) return;
    const outcome = this.module.outcome(state);
    this.snap = {
      ...this.snap,
      state,
      record: outcome ? { ...this.snap.record, outcome } : this.snap.record,
      over: outcome !== null,
    };
    if (outcome) this.persist();
    for (const l of this.listeners) l();
  }

  /**
   * Applies `action` for `seat` (real-time games: at the current game clock); returns the engine's
   * error, or null when accepted.
   */
  apply(seat: number, action: unknown): GameError | null {
    const at = this.module.advance ? Math.max(this.now(), this.lastAt()) : undefined;
    const error = this.applyInternal(seat, action, at);
    if (error) return error;
    this.persist();
    for (const l of this.listeners) l();
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
    const line = this.plugin.describe(this.module.view(before, null), seat, action);
    const outcome = this.module.outcome(state);
    this.snap = {
      state,
      record: {
        ...this.snap.record,
        actions: [...this.snap.record.actions, at === undefined ? { seat, action } : { seat, action, at }],
        ...(outcome ? { outcome } : {}),
      },
      log: [...this.snap.log, line],
      scores: [...this.snap.scores, this.plugin.publicScores(this.module.view(state, null))],
      over: outcome !== null,
    };
    return null;
  }

  private persist(): void {
    if (this.snap.over) {
      saveCurrent(null);
      addFinished({ id: this.id, at: Date.now(), record: this.snap.record });
    } else {
      saveCurrent({ id: this.id, at: this.startedAt, record: this.snap.record });
    }
  }
}
