import type { Consultant, ConsultantArchive } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { session, user } from '../../db/schema/auth.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { bumpVersion, lockForWrite } from '../../lib/versioned-update.js';
import { announceSessionChange } from '../../realtime/realtime.js';
import { assertAnAdminRemains, lockAdmins } from '../users/admin-guard.js';
import * as queries from './consultants.queries.js';
import { toConsultant } from './consultants.service.js';

/*
 * Leavers (issue 12, item 11). Archiving keeps the consultant row (past engagements, timesheets and the audit log
 * still name them) but takes them out of the directory, every picker and staffing (they all list active
 * consultants only), and deactivates their user in the same transaction: their sessions end at once on every
 * instance and they cannot sign in (auth/session-hooks.ts). Restoring brings both back.
 */

interface Options {
  principal: Principal;
  actor: Actor;
  id: string;
  expectedVersion: number | undefined;
}

const lockConsultant = (tx: Tx, id: string) => queries.findConsultant(tx, id, { forUpdate: true });

async function readBack(tx: Tx, id: string, principal: Principal): Promise<Consultant> {
  const row = await queries.findConsultant(tx, id);
  if (!row) throw AppError.notFound('Consultant');
  return toConsultant(row, principal);
}

export async function archiveConsultant(
  db: Db,
  { principal, actor, id, expectedVersion, input }: Options & { input: ConsultantArchive },
): Promise<Consultant> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const current = await lockForWrite(tx, {
      lock: (t) => lockConsultant(t, id),
      label: 'Consultant',
      expectedVersion,
      guard: (row) => {
        if (principal.consultant?.id === row.id) {
          throw AppError.conflict('You cannot archive your own profile; ask another admin.');
        }
      },
      check: (row) => {
        if (!row.isActive) throw AppError.conflict('This consultant is already archived.');
        if (row.startDate && input.left_on < row.startDate) {
          throw AppError.validation('The leaving date cannot be before the start date.', {
            left_on: `Choose a day on or after the start date (${row.startDate}).`,
          });
        }
      },
    });
    await bumpVersion(tx, consultants, id, { isActive: false, leftOn: input.left_on });
    let sessionsEnded = 0;
    if (current.userId) {
      await tx
        .update(user)
        .set({ deactivatedAt: sql`coalesce(${user.deactivatedAt}, now())`, updatedAt: new Date() })
        .where(eq(user.id, current.userId));
      const ended = await tx.delete(session).where(eq(session.userId, current.userId)).returning({ id: session.id });
      sessionsEnded = ended.length;
      await announceSessionChange(tx, { user_id: current.userId });
      await assertAnAdminRemains(tx);
    }
    await audit(tx, actor, {
      entity: 'consultants',
      entityId: id,
      action: 'update',
      before: { is_active: true, left_on: null },
      after: {
        is_active: false,
        left_on: input.left_on,
        user_deactivated: Boolean(current.userId),
        sessions_ended: sessionsEnded,
      },
    });
    return readBack(tx, id, principal);
  });
}

export async function restoreConsultant(
  db: Db,
  { principal, actor, id, expectedVersion }: Options,
): Promise<Consultant> {
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, {
      lock: (t) => lockConsultant(t, id),
      label: 'Consultant',
      expectedVersion,
      check: (row) => {
        if (row.isActive) throw AppError.conflict('This consultant is not archived.');
      },
    });
    await bumpVersion(tx, consultants, id, { isActive: true, leftOn: null });
    if (current.userId) {
      await tx.update(user).set({ deactivatedAt: null, updatedAt: new Date() }).where(eq(user.id, current.userId));
      await announceSessionChange(tx, { user_id: current.userId });
    }
    await audit(tx, actor, {
      entity: 'consultants',
      entityId: id,
      action: 'update',
      before: { is_active: false, left_on: current.leftOn },
      after: { is_active: true, left_on: null, user_reactivated: Boolean(current.userId) },
    });
    return readBack(tx, id, principal);
  });
}
