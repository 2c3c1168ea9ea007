import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/audit.js';

/** Who is writing, carried from the route into services so every write can be audited. */
export interface Actor {
  userId: string | null;
  requestId: string | null;
}

export const systemActor: Actor = { userId: null, requestId: null };

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
}

/** Record a write. Call it inside the write's transaction so both commit or neither does. */
export async function audit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId,
  });
}

/**
 * Finishes a create inside its transaction: takes the inserted row, reads the record back as the API shows it, and
 * audits the creation with that record. `await auditedCreate(tx, actor, 'clients', tx.insert(…).returning(), (row) =>
 * getClient(tx, { id: row.id }))`.
 */
export async function auditedCreate<Row extends { id: string }, T>(
  tx: DbOrTx,
  actor: Actor,
  entity: string,
  inserted: PromiseLike<Row[]>,
  read: (row: Row) => Promise<T> | T,
): Promise<T> {
  const [row] = await inserted;
  if (!row) throw new Error('insert returned no row');
  const created = await read(row);
  await audit(tx, actor, { entity, entityId: row.id, action: 'create', after: created });
  return created;
}
