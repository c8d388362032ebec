/**
 * Group commit: action appends that arrive while a write is in flight are stored together in the next
 * transaction (one per batch instead of one per action), which is what lets one process keep up with
 * many busy tables, especially on PostgreSQL where every commit waits for the disk. Each caller's
 * promise still resolves only after its own rows are committed, so "acknowledged = stored" holds. If
 * a batch fails, its items are retried one by one so only the failing action is rejected.
 */
import type { ActionInsert, CommitExtras, Repository } from './repository.js';
import type { RuntimeStore } from '../runtime/table.js';

interface Pending {
  action: ActionInsert;
  extras: CommitExtras;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/** A `RuntimeStore` that batches `appendAction` calls; other calls go straight to the repository. */
export class BatchingStore implements RuntimeStore {
  private queue: Pending[] = [];
  private flushing = false;
  /** Number of transactions and actions written (for logs and benchmarks). */
  readonly stats = { batches: 0, actions: 0 };

  /**
   * @param repo the repository to write through
   * @param maxBatch most actions per transaction
   */
  constructor(
    private readonly repo: Repository,
    private readonly maxBatch = 500,
  ) {}

  /** Stores one action (and extras) in the next batch; resolves once committed. */
  appendAction(action: ActionInsert, extras: CommitExtras = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ action, extras, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  commitExtras(tableId: string, extras: CommitExtras, now: number): Promise<void> {
    return this.repo.commitExtras(tableId, extras, now);
  }

  setAway(tableId: string, seat: number, away: boolean, clock: string | null): Promise<void> {
    return this.repo.setAway(tableId, seat, away, clock);
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.repo.appendMany(batch.map((p) => ({ action: p.action, extras: p.extras })));
        this.stats.batches++;
        this.stats.actions += batch.length;
        for (const p of batch) p.resolve();
      } catch {
        // Find the culprit(s): write each on its own.
        for (const p of batch) {
          try {
            await this.repo.appendAction(p.action, p.extras);
            this.stats.batches++;
            this.stats.actions++;
            p.resolve();
          } catch (e) {
            p.reject(e);
          }
        }
      }
    }
    this.flushing = false;
  }
}
