/**
 * Write fencing of cluster mode (docs/scaling.md): a Redis lease says who should run a table, this
 * makes sure nobody else can write it. Each change of owner takes a new epoch in `table_fences`
 * (`take`, after the lease); every transaction that writes a table's game data first runs
 * `UPDATE table_fences SET epoch = epoch WHERE table_id = ? AND epoch = <mine>` (`check`), which
 * - fails once another node took a newer epoch, so a stale owner (stalled past its lease, then back)
 *   commits nothing: it gets `UNAVAILABLE` and drops the table;
 * - row-locks the fence, so `take` waits for an old owner's transaction in flight: the new owner
 *   loads the log only after every commit of the old epoch.
 * Together with the `(table_id, seq)` primary key (two writers can never both store action N), the
 * action log stays one unbroken sequence across failovers.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { RoundhouseError } from '../../engine/result.js';
import type { Database } from '../storage/schema.js';

/** A write refused because this node no longer owns the table. */
export class FencedError extends RoundhouseError {
  constructor(tableIds: string[]) {
    super('UNAVAILABLE', `table ${tableIds.join(', ')} is run by another node now; nothing changed, retry`);
  }
}

/** How long `take` waits for an old owner's transaction (ms); PostgreSQL also ends idle transactions. */
const TAKE_LOCK_TIMEOUT_MS = 3_000;

/** The fence epochs this node holds. */
export class TableFences {
  private readonly epochs = new Map<string, number>();

  /**
   * @param db the cluster's PostgreSQL database
   * @param nodeId this node (stored with each epoch, for operators)
   * @param leaseValid whether this node's lease of a table is still valid (checked before the database)
   * @param onFenced a single-table write was refused: the table must stop here
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly nodeId: string,
    private readonly leaseValid: (tableId: string) => boolean,
    private readonly onFenced: (tableId: string) => void,
  ) {}

  /** Takes the next epoch of `tableId` (call with its lease held, before loading it). Throws on a database error. */
  async take(tableId: string): Promise<number> {
    const epoch = await this.db.transaction().execute(async (tx) => {
      await sql`SET LOCAL lock_timeout = ${sql.lit(`${TAKE_LOCK_TIMEOUT_MS}ms`)}`.execute(tx);
      const row = await tx
        .insertInto('table_fences')
        .values({ table_id: tableId, epoch: 1, node: this.nodeId })
        .onConflict((oc) => oc.column('table_id').doUpdateSet({ epoch: sql<number>`table_fences.epoch + 1`, node: this.nodeId }))
        .returning('epoch')
        .executeTakeFirstOrThrow();
      return Number(row.epoch);
    });
    this.epochs.set(tableId, epoch);
    return epoch;
  }

  /** The epoch this node holds for `tableId`, if any. */
  epochOf(tableId: string): number | undefined {
    return this.epochs.get(tableId);
  }

  /** Forgets `tableId` (it stopped running here): later writes to it are refused. */
  forget(tableId: string): void {
    this.epochs.delete(tableId);
  }

  /** The `WriteFence` of the repository (storage/repository.ts). Throws `FencedError`. */
  readonly check = async (tx: Transaction<Database>, tableIds: string[]): Promise<void> => {
    const mine: { id: string; epoch: number }[] = [];
    for (const id of tableIds) {
      const epoch = this.epochs.get(id);
      if (epoch === undefined || !this.leaseValid(id)) this.refuse(tableIds);
      mine.push({ id, epoch: epoch! });
    }
    const r = await tx
      .updateTable('table_fences')
      .set({ epoch: sql<number>`epoch` })
      .where((eb) => eb.or(mine.map((m) => eb.and([eb('table_id', '=', m.id), eb('epoch', '=', m.epoch)]))))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== mine.length) this.refuse(tableIds);
  };

  private refuse(tableIds: string[]): never {
    // A batch of several tables is retried one by one (storage/batch.ts): that names the table.
    if (tableIds.length === 1) {
      const id = tableIds[0]!;
      this.epochs.delete(id);
      setImmediate(() => this.onFenced(id));
    }
    throw new FencedError(tableIds);
  }
}
