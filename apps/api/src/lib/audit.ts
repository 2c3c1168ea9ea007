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
