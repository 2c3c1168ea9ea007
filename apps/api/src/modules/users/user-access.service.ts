import type { UserAccess } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { session, user } from '../../db/schema/auth.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { announceSessionChange } from '../../realtime/realtime.js';
import { assertAnAdminRemains, lockAdmins } from './admin-guard.js';
import { lockById } from '../../lib/lock-row.js';

/**
 * Revoking access (docs/product.md §10 "Access ends at once"). Sessions are deleted in the same transaction as the change, and the change
 * is announced on the sessions channel when it commits: every instance forgets the user's cached sessions and
 * closes their event streams at once. A deactivated account cannot sign in (auth/session-hooks.ts) and is signed
 * out on its next request even if a session survived somewhere (auth/principal.ts).
 */
async function endSessions(tx: DbOrTx, userId: string): Promise<number> {
  const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  await announceSessionChange(tx, { user_id: userId });
  return ended.length;
}

async function lockUser(tx: DbOrTx, userId: string) {
  const found = await lockById(tx, user, userId);
  if (!found) throw AppError.notFound('User');
  return found;
}

const accessOf = (userId: string, deactivatedAt: Date | null, sessionsEnded: number): UserAccess => ({
  user_id: userId,
  deactivated_at: deactivatedAt?.toISOString() ?? null,
  sessions_ended: sessionsEnded,
});

export async function deactivateUser(db: Db, actor: Actor, userId: string): Promise<UserAccess> {
  if (actor.userId === userId) {
    throw AppError.conflict('You cannot deactivate your own account; ask another admin.');
  }
  return db.transaction((tx) => deactivateUserIn(tx, actor, userId));
}

/** Deactivation inside a caller's transaction (archiving a leaver deactivates their account in the same one). */
export async function deactivateUserIn(tx: DbOrTx, actor: Actor, userId: string): Promise<UserAccess> {
  await lockAdmins(tx);
  const found = await lockUser(tx, userId);
  if (found.deactivatedAt) return accessOf(userId, found.deactivatedAt, 0);
  const [updated] = await tx
    .update(user)
    .set({ deactivatedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ deactivatedAt: user.deactivatedAt });
  await assertAnAdminRemains(tx);
  const ended = await endSessions(tx, userId);
  const deactivatedAt = updated?.deactivatedAt ?? new Date();
  await audit(tx, actor, {
    entity: 'user',
    entityId: userId,
    action: 'update',
    before: { deactivated_at: null },
    after: { deactivated_at: deactivatedAt.toISOString(), sessions_ended: ended },
  });
  return accessOf(userId, deactivatedAt, ended);
}

export async function reactivateUser(db: Db, actor: Actor, userId: string): Promise<UserAccess> {
  return db.transaction((tx) => reactivateUserIn(tx, actor, userId));
}

export async function reactivateUserIn(tx: DbOrTx, actor: Actor, userId: string): Promise<UserAccess> {
  const found = await lockUser(tx, userId);
  if (!found.deactivatedAt) return accessOf(userId, null, 0);
  await tx.update(user).set({ deactivatedAt: null, updatedAt: new Date() }).where(eq(user.id, userId));
  await announceSessionChange(tx, { user_id: userId });
  await audit(tx, actor, {
    entity: 'user',
    entityId: userId,
    action: 'update',
    before: { deactivated_at: found.deactivatedAt.toISOString() },
    after: { deactivated_at: null },
  });
  return accessOf(userId, null, 0);
}

/** Ends every session of the user (all devices, all instances); they can sign in again. */
export async function signOutEverywhere(db: Db, actor: Actor, userId: string): Promise<UserAccess> {
  return db.transaction(async (tx) => {
    const found = await lockUser(tx, userId);
    const ended = await endSessions(tx, userId);
    await audit(tx, actor, {
      entity: 'session',
      entityId: userId,
      action: 'delete',
      after: { sessions_ended: ended },
    });
    return accessOf(userId, found.deactivatedAt, ended);
  });
}
