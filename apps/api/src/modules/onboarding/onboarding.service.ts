import { hasPermission, type Onboarding, type OnboardingTaskUpdate } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { onboardings, onboardingTasks } from '../../db/schema/onboarding.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { bumpAudited } from '../../lib/versioned-update.js';
import { fromDate } from '@praxis/shared/dates';
import { assertVersion } from '../../lib/versioning.js';
import { notifyOwners } from './hire.service.js';
import { onboardingRows, taskRows } from './onboarding.queries.js';
import { lockById } from '../../lib/lock-row.js';

/** No consultant has it: a user without a profile has no onboarding of their own. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const managesAll = (principal: Principal) => hasPermission(principal.roles, 'onboarding.manage');
/** Whose onboardings the caller sees: all (admin), else only their own — another's is simply absent (404). */
const scopeOf = (principal: Principal) => (managesAll(principal) ? null : (principal.consultant?.id ?? NOBODY));

async function withTasks(db: DbOrTx, rows: Omit<Onboarding, 'tasks'>[], today: string): Promise<Onboarding[]> {
  const tasks = await taskRows(
    db,
    rows.map((row) => row.id),
    today,
  );
  return rows.map((row) => ({
    ...row,
    tasks: tasks.filter((task) => task.onboarding_id === row.id).map(({ onboarding_id: _, ...task }) => task),
  }));
}

export async function listOnboardings(db: Db, { principal }: { principal: Principal }): Promise<Onboarding[]> {
  const today = fromDate(new Date());
  return withTasks(db, await onboardingRows(db, { consultantId: scopeOf(principal), today }), today);
}

/** The CSV export: the onboardings the list shows (all for admins, one's own otherwise) page by page, no tasks. */
export const onboardingCsvRows = (db: Db, principal: Principal) => async (limit: number, offset: number) =>
  onboardingRows(db, { consultantId: scopeOf(principal), today: fromDate(new Date()), limit, offset });

export async function getOnboarding(db: DbOrTx, { principal, id }: { principal: Principal; id: string }) {
  const today = fromDate(new Date());
  const [row] = await withTasks(db, await onboardingRows(db, { consultantId: scopeOf(principal), id, today }), today);
  if (!row) throw AppError.notFound('Onboarding');
  return row;
}

/**
 * Ticks or hands over a task, with If-Match. An admin does anything; the new hire and a task's owner tick the tasks
 * they may see (the new hire's own onboarding; their own task) — handing a task over is for admins. Another's task is
 * 404, a stale version 409; the new owner is told.
 */
export async function updateTask(
  db: Db,
  options: { principal: Principal; actor: Actor; id: string; patch: OnboardingTaskUpdate; expectedVersion?: number },
) {
  const { principal, actor, id, patch } = options;
  return db.transaction(async (tx) => {
    const task = await lockById(tx, onboardingTasks, id);
    if (!task) throw AppError.notFound('Task');
    const [onboarding] = await tx.select().from(onboardings).where(eq(onboardings.id, task.onboardingId));
    if (!onboarding) throw AppError.notFound('Task');
    const me = principal.consultant?.id;
    const isAdmin = managesAll(principal);
    const isHire = me !== undefined && onboarding.consultantId === me;
    const isOwner = me !== undefined && task.ownerConsultantId === me;
    if (!isAdmin && !isHire && !isOwner) throw AppError.notFound('Task');
    if (patch.owner_consultant_id !== undefined && !isAdmin) {
      throw AppError.forbidden('Only an admin hands a task to someone else.');
    }
    assertVersion(task.version, options.expectedVersion);
    if (patch.owner_consultant_id) {
      const [owner] = await tx
        .select({ id: consultants.id })
        .from(consultants)
        .where(sql`${consultants.id} = ${patch.owner_consultant_id} and ${consultants.isActive}`);
      if (!owner)
        throw AppError.validation('Choose an active colleague.', { owner_consultant_id: 'Unknown colleague.' });
    }
    const values = {
      ...(patch.done !== undefined
        ? {
            doneAt: patch.done ? (task.doneAt ?? new Date()) : null,
            doneByUserId: patch.done ? principal.userId : null,
          }
        : {}),
      ...(patch.owner_consultant_id !== undefined ? { ownerConsultantId: patch.owner_consultant_id } : {}),
    };
    await bumpAudited(tx, actor, onboardingTasks, {
      entity: 'onboarding_tasks',
      id,
      values: { ...values },
      before: { done: task.doneAt !== null, owner_consultant_id: task.ownerConsultantId },
      after: patch,
    });
    if (patch.owner_consultant_id && patch.owner_consultant_id !== task.ownerConsultantId) {
      const [hire] = await tx
        .select({ first: consultants.firstName, last: consultants.lastName })
        .from(consultants)
        .where(eq(consultants.id, onboarding.consultantId));
      await notifyOwners(
        tx,
        actor,
        [{ ownerConsultantId: patch.owner_consultant_id, title: task.title, dueDate: task.dueDate }],
        `${hire?.first ?? ''} ${hire?.last ?? ''}`.trim(),
      );
    }
    return getOnboarding(tx, { principal, id: onboarding.id });
  });
}
