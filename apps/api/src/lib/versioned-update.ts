import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { AppError } from './app-error.js';
import { audit, type Actor } from './audit.js';
import { lockById } from './lock-row.js';
import { assertVersion } from './versioning.js';

/** A table written with optimistic concurrency: `id`, `version`, `updated_at`. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** How to find, check and lock the record a write is about. */
export interface LockOptions<Row> {
  /** Read the row `FOR UPDATE` (undefined when it does not exist or is not visible). */
  lock: (tx: Tx) => Promise<Row | undefined>;
  /** Names the record in the 404 message (`AppError.notFound(label)`). */
  label: string;
  /** From `If-Match`; undefined skips the comparison. */
  expectedVersion: number | undefined;
  /** Checks that come before the version comparison (who may write: 403). */
  guard?: (current: NoInfer<Row>, tx: Tx) => void | Promise<void>;
  /** Rules that come after it (validation: 422, conflicts: 409). */
  check?: (current: NoInfer<Row>, tx: Tx) => void | Promise<void>;
}

/** Lock the row, then: missing → 404, guard, stale version → 409, check. Call inside the write's transaction. */
export async function lockForWrite<Row extends { version: number }>(tx: Tx, options: LockOptions<Row>): Promise<Row> {
  const current = await options.lock(tx);
  if (!current) throw AppError.notFound(options.label);
  await options.guard?.(current, tx);
  assertVersion(current.version, options.expectedVersion);
  await options.check?.(current, tx);
  return current;
}

/**
 * An API patch (snake_case fields) → the column values to set, and the before/after images for the audit row.
 * `columns` maps every patchable field to its row property; `mapValue` normalises a value (e.g. lower-case email);
 * with `onlyChanged`, fields whose value is already the current one are left out.
 */
export function patchColumns<Patch extends object, Row extends object>(
  patch: Patch,
  columns: { readonly [K in keyof Patch]-?: keyof Row & string },
  current: Row,
  options: { mapValue?: ((field: keyof Patch, value: unknown) => unknown) | undefined; onlyChanged?: boolean } = {},
) {
  const values: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch) as [keyof Patch & string, unknown][]) {
    if (value === undefined) continue;
    const column = columns[field];
    const next = options.mapValue ? options.mapValue(field, value) : value;
    if (options.onlyChanged && current[column] === next) continue;
    before[field] = current[column];
    after[field] = next;
    values[column] = next;
  }
  return { values, before, after };
}

/** A table whose rows carry a `version` (most also an `updated_at`, which a bump stamps). */
export type BumpableTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt?: PgColumn };

/** `version + 1` of a table's row, for a Drizzle update's or upsert's `set`. */
export const nextVersionOf = (table: Pick<BumpableTable, 'version'>) => sql`${table.version} + 1`;

/**
 * The one version bump: UPDATE … SET values, version = version + 1, updated_at = now() (where the table has it)
 * WHERE `where`; the rows as written. `values` may carry `updatedAt` when the write stamps another column with the
 * same instant.
 */
export async function bumpVersionWhere<T extends BumpableTable>(
  tx: DbOrTx,
  table: T,
  where: SQL | undefined,
  values: Record<string, unknown>,
): Promise<T['$inferSelect'][]> {
  const stamp = 'updatedAt' in table ? { updatedAt: new Date() } : {};
  return (await tx
    .update(table as PgTable)
    .set({ ...stamp, ...values, version: nextVersionOf(table) } as never)
    .where(where)
    .returning()) as T['$inferSelect'][];
}

/** {@link bumpVersionWhere} on the row with this id; the row as written. */
export async function bumpVersion<T extends BumpableTable>(
  tx: DbOrTx,
  table: T,
  id: string,
  values: Record<string, unknown>,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await bumpVersionWhere(tx, table, eq(table.id, id), values);
  return row;
}

/**
 * The same bump inside a hand-written statement (one that also joins, upserts or names its table at run time):
 * `version = version + 1, updated_at = now()`, the columns qualified by `alias` when given (an upsert's target).
 */
export const versionBumpSql = (alias?: string) => {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`version = ${column('version')} + 1, updated_at = now()`;
};

/** The row type of a versioned table. */
export type RowOf<T extends VersionedTable> = T['$inferSelect'] & { version: number };

export interface UpdateOptions<
  T extends VersionedTable,
  Patch extends object,
  Result,
  Row extends RowOf<T> = RowOf<T>,
> extends Omit<LockOptions<Row>, 'lock'> {
  actor: Actor;
  table: T;
  /** Audit entity name (the table's name as the API speaks it). */
  entity: string;
  id: string;
  patch: Patch;
  columns: { readonly [K in keyof Patch]-?: keyof RowOf<T> & string };
  mapValue?: (field: keyof Patch, value: unknown) => unknown;
  /**
   * Write only the fields that change; a patch that changes nothing writes nothing (no version bump, no audit).
   * The audit row then carries the changed fields (before → after) instead of the patch as sent.
   */
  onlyChanged?: boolean;
  /** Work that goes with the write in its transaction (notifications), given what changed. */
  afterWrite?: (
    tx: Tx,
    current: NoInfer<Row>,
    change: { before: Record<string, unknown>; after: Record<string, unknown> },
  ) => Promise<void>;
  /** Defaults to `SELECT * FROM table WHERE id = $id FOR UPDATE`; may return more than the table's columns. */
  lock?: (tx: Tx) => Promise<Row | undefined>;
  /** The answer, read after the write inside the same transaction. */
  read: (tx: Tx) => Promise<Result>;
}

/**
 * The one versioned update: lock, 404, guard, If-Match → 409, check, set the patched columns with a version bump,
 * one audit row (before → patch) — all in one transaction — then read the answer.
 */
export async function updateVersioned<
  T extends VersionedTable,
  Patch extends object,
  Result,
  Row extends RowOf<T> = RowOf<T>,
>(db: Db, options: UpdateOptions<T, Patch, Result, Row>): Promise<Result> {
  const { table, id, actor, entity } = options;
  return db.transaction(async (tx) => {
    const lock = options.lock ?? ((t: Tx) => lockRow<Row>(t, table, id));
    const current = await lockForWrite(tx, { ...options, lock });
    const { onlyChanged = false, mapValue } = options;
    const { values, before, after } = patchColumns(options.patch, options.columns, current, { mapValue, onlyChanged });
    if (onlyChanged && Object.keys(after).length === 0) return options.read(tx);
    await bumpVersion(tx, table, id, values);
    await audit(tx, actor, {
      entity,
      entityId: id,
      action: 'update',
      before,
      after: onlyChanged ? after : options.patch,
    });
    await options.afterWrite?.(tx, current, { before, after });
    return options.read(tx);
  });
}

export interface DeleteOptions<T extends VersionedTable, Row extends RowOf<T> = RowOf<T>> extends Omit<
  LockOptions<Row>,
  'lock'
> {
  actor: Actor;
  table: T;
  entity: string;
  id: string;
  lock?: (tx: Tx) => Promise<Row | undefined>;
  /** The audit before-image; defaults to the locked row. */
  beforeImage?: (current: Row) => unknown;
}

/** The one versioned delete: lock, 404, guard, If-Match → 409, check, delete, audit — in one transaction. */
export async function deleteVersioned<T extends VersionedTable, Row extends RowOf<T> = RowOf<T>>(
  db: Db,
  options: DeleteOptions<T, Row>,
) {
  const { table, id, actor, entity } = options;
  await db.transaction(async (tx) => {
    const lock = options.lock ?? ((t: Tx) => lockRow<Row>(t, table, id));
    const current = await lockForWrite(tx, { ...options, lock });
    await tx.delete(table).where(eq(table.id, id));
    const before = options.beforeImage ? options.beforeImage(current) : current;
    await audit(tx, actor, { entity, entityId: id, action: 'delete', before });
  });
}

const lockRow = async <Row>(tx: Tx, table: VersionedTable, id: string) =>
  (await lockById(tx, table, id)) as Row | undefined;

/** One audited update of a locked, checked record: `bumpVersion`, then the audit row saying what changed. */
export async function bumpAudited(
  tx: Tx,
  actor: Actor,
  table: VersionedTable,
  change: { entity: string; id: string; values: Record<string, unknown>; before?: unknown; after: unknown },
) {
  await bumpVersion(tx, table, change.id, change.values);
  await audit(tx, actor, {
    entity: change.entity,
    entityId: change.id,
    action: 'update',
    before: change.before,
    after: change.after,
  });
}
