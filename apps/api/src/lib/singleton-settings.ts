import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.js';
import { audit, type Actor } from './audit.js';
import { nextVersionOf } from './versioned-update.js';
import { assertVersion } from './versioning.js';

/** A settings table of one row (id 1), versioned: the staffing weights, the temperature limits, the KPI cost basis. */
type SingletonTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

interface SaveSingleton<T extends SingletonTable, Current extends { version: number }> {
  table: T;
  actor: Actor;
  expectedVersion: number | undefined;
  /** The settings in force (version 0: never saved, the defaults), read inside the transaction. */
  read: (tx: DbOrTx) => Promise<Current>;
  /** The columns to write. */
  values: Partial<T['$inferInsert']>;
  /** What the audit row says before and after, in the API's words. */
  audited: (current: Current) => { before: unknown; after: unknown };
}

/** The one row of a settings table, read without a lock (version 0 when it was never saved). */
export async function readSingleton<T extends SingletonTable>(db: DbOrTx, table: T): Promise<T['$inferSelect'] | null> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, 1))) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/**
 * Saves a one-row settings table: serialised by an advisory lock (the first save inserts, so there is no row to
 * lock), If-Match checked against the version in force (stale → 409), the version bumped, and the audit row written
 * in the same transaction. Answers the saved row.
 */
export async function saveSingleton<T extends SingletonTable, Current extends { version: number }>(
  db: Db,
  { table, actor, expectedVersion, read, values, audited }: SaveSingleton<T, Current>,
): Promise<T['$inferSelect']> {
  const entity = getTableName(table);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${entity}))`);
    const current = await read(tx);
    assertVersion(current.version, expectedVersion);
    const [row] = (await tx
      .insert(table)
      .values({ id: 1, ...values } as T['$inferInsert'])
      .onConflictDoUpdate({
        target: table.id,
        set: { ...values, version: nextVersionOf(table), updatedAt: new Date() } as never,
      })
      .returning()) as T['$inferSelect'][];
    if (!row) throw new Error('upsert returned no row');
    await audit(tx, actor, {
      entity,
      entityId: '1',
      action: current.version === 0 ? 'create' : 'update',
      ...audited(current),
    });
    return row;
  });
}

/** What {@link saveSingletonField} answers: the saved field and the row's new version. */
type SavedField<T extends SingletonTable, K extends keyof T['$inferSelect']> = Record<K, T['$inferSelect'][K]> & {
  version: number;
};

/**
 * {@link saveSingleton} for settings kept in one column that the API names as the table does (the staffing weights,
 * the temperature limits): writes `value` to `field`, audits that field before and after, and answers the saved
 * field with the new version.
 */
export async function saveSingletonField<
  T extends SingletonTable,
  K extends keyof T['$inferInsert'] & keyof T['$inferSelect'] & string,
  Current extends { version: number } & Record<K, unknown>,
>(
  db: Db,
  field: K,
  value: T['$inferInsert'][K],
  options: Omit<SaveSingleton<T, Current>, 'values' | 'audited'>,
): Promise<SavedField<T, K>> {
  const values: Partial<T['$inferInsert']> = {};
  values[field] = value;
  const row = await saveSingleton(db, {
    ...options,
    values,
    audited: (current) => ({ before: { [field]: current[field] }, after: { [field]: value } }),
  });
  return { [field]: row[field], version: (row as { version: number }).version } as SavedField<T, K>;
}
