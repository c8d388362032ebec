/**
 * Per-seat clocks of a turn-based table (pure bookkeeping, no timers). The runtime tells it when seats
 * may act (`sync`), when a seat acted (`charge`), when a seat ran out (`expire`) and came back
 * (`back`); it answers deadlines. All times are epoch ms.
 *
 * - `none`: no deadlines.
 * - `perMove`: a seat must act within `moveMs` of becoming able to act (again after each own action).
 * - `bank`: remaining bank per seat, charged while the seat may act, `incrementMs` added after each
 *   own action; running out sets the bank to 0; coming back gives at least `returnMs`.
 * Bot seats and away seats have no deadline.
 */
import type { ClockView, TimeControl } from '../../protocol/protocol.js';

/** The persisted part of the clocks (JSON in `tables.clock`). */
export interface StoredClock {
  /** `bank` mode: remaining ms per seat (null for bot seats). */
  banks: (number | null)[] | null;
  /**
   * Real-time tables: the game time (ms) at which the game is paused (RP-6.8), so a restarted server
   * keeps it paused there; absent while it runs. Written by the table runtime, not by SeatClocks.
   */
  pausedAt?: number;
  /**
   * Written at a graceful shutdown: ms each seat had already spent on its current move (null: not
   * waited for), so that a restarted server charges that time too instead of starting the move afresh
   * (after a crash the time since the last stored action is still not charged).
   */
  spent?: (number | null)[];
}

/** Live clocks of one table. */
export class SeatClocks {
  private readonly banks: (number | null)[] | null;
  /** When each seat started waiting for its current move (epoch ms), null if not waiting. */
  private readonly since: (number | null)[];
  /** `StoredClock.spent` of a graceful shutdown, used by the first `sync` after the restart. */
  private spentBefore: readonly (number | null)[] | null;

  /**
   * @param tc the table's time control
   * @param humans `humans[seat]` is true for human seats (only they have clocks)
   * @param stored the persisted state after a restart, if any
   */
  constructor(
    readonly tc: TimeControl,
    private readonly humans: readonly boolean[],
    stored?: StoredClock | null,
  ) {
    this.since = humans.map(() => null);
    this.spentBefore = stored?.spent?.length === humans.length ? stored.spent : null;
    if (tc.kind === 'bank') {
      this.banks =
        stored?.banks && stored.banks.length === humans.length ? [...stored.banks] : humans.map((h) => (h ? tc.initialMs : null));
    } else {
      this.banks = null;
    }
  }

  /** An independent copy (the runtime charges a copy and adopts it once the action is stored). */
  clone(): SeatClocks {
    const c = new SeatClocks(this.tc, this.humans, this.toStored());
    c.since.splice(0, c.since.length, ...this.since);
    return c;
  }

  /** True when this table has any clock. */
  get enabled(): boolean {
    return this.tc.kind !== 'none';
  }

  /**
   * Updates who is waited for: seats in `active` (human, not away) start waiting at `now` if not
   * already (the first call after a graceful restart: `now` minus the time they had already spent).
   */
  sync(active: readonly number[], away: readonly boolean[], now: number): void {
    for (let s = 0; s < this.since.length; s++) {
      const waiting = this.humans[s] && !away[s] && active.includes(s);
      if (!waiting) this.since[s] = null;
      else if (this.since[s] === null) this.since[s] = now - (this.spentBefore?.[s] ?? 0);
    }
    this.spentBefore = null;
  }

  /** Seat `seat` acted at `now`: charge its bank (plus increment) and stop waiting for it. */
  charge(seat: number, now: number): void {
    const since = this.since[seat];
    const bank = this.banks?.[seat];
    if (this.banks && this.tc.kind === 'bank' && since !== null && since !== undefined && typeof bank === 'number') {
      this.banks[seat] = Math.max(0, bank - (now - since)) + this.tc.incrementMs;
    }
    this.since[seat] = null;
  }

  /** Seat ran out of time: empty bank, no longer waited for. */
  expire(seat: number): void {
    if (this.banks && this.banks[seat] !== null) this.banks[seat] = 0;
    this.since[seat] = null;
  }

  /** Seat came back from away: at least `returnMs` in the bank. */
  back(seat: number): void {
    const bank = this.banks?.[seat];
    if (this.banks && this.tc.kind === 'bank' && typeof bank === 'number') this.banks[seat] = Math.max(bank, this.tc.returnMs);
    this.since[seat] = null;
  }

  /** Epoch ms by which `seat` must act, or null. */
  deadline(seat: number): number | null {
    const since = this.since[seat];
    if (since === null || since === undefined) return null;
    if (this.tc.kind === 'perMove') return since + this.tc.moveMs;
    if (this.tc.kind === 'bank') return since + (this.banks?.[seat] ?? 0);
    return null;
  }

  /** The earliest deadline of any seat, or null. */
  nextDeadline(): number | null {
    let best: number | null = null;
    for (let s = 0; s < this.since.length; s++) {
      const d = this.deadline(s);
      if (d !== null && (best === null || d < best)) best = d;
    }
    return best;
  }

  /** Seats whose deadline is at or before `now`. */
  expired(now: number): number[] {
    const out: number[] = [];
    for (let s = 0; s < this.since.length; s++) {
      const d = this.deadline(s);
      if (d !== null && d <= now) out.push(s);
    }
    return out;
  }

  /** What clients see at `now`. */
  view(now: number, away: readonly boolean[]): ClockView {
    return {
      kind: this.tc.kind,
      banks: this.banks
        ? this.banks.map((b, s) => {
            if (b === null) return null;
            const since = this.since[s];
            return since === null || since === undefined ? b : Math.max(0, b - (now - since));
          })
        : null,
      deadlines: this.since.map((_, s) => this.deadline(s)),
      away: [...away],
    };
  }

  /** The persisted part; with `now` (a graceful shutdown) also the time each waiting seat has spent on its move. */
  toStored(now?: number): StoredClock {
    const stored: StoredClock = { banks: this.banks ? [...this.banks] : null };
    if (now !== undefined) stored.spent = this.since.map((s) => (s === null ? null : Math.max(0, now - s)));
    return stored;
  }
}
