import type { Role } from '@praxis/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userRoles } from '../../db/schema/access.js';
import { user } from '../../db/schema/auth.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { mapAdditionalRoles } from '../../auth/roles.js';
import { announceSessionChange } from '../../realtime/realtime.js';
import { assertAnAdminRemains, lockAdmins } from './admin-guard.js';
import { lockWhere } from '../../lib/lock-row.js';

export interface UserRoles {
  user_id: string;
  primary_role: Role;
  additional_roles: Role[];
}

/**
 * The primary role is the consultant's `role` (what get_user_primary_role returns); additional roles are active
 * user_roles records. Setting them replaces the active set; records are deactivated, never deleted.
 */
export async function setUserRoles(
  db: Db,
  { actor, userId, primary, additional }: { actor: Actor; userId: string; primary: Role; additional: Role[] },
): Promise<UserRoles> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!found) throw AppError.notFound('User');
    const consultant = await lockWhere(tx, consultants, eq(consultants.userId, userId));
    if (!consultant) throw AppError.validation('This user has no consultant profile to hold a role.');
    const before = await currentAdditional(tx as unknown as Db, userId);
    const wanted = [...new Set(additional.filter((role) => role !== primary))];

    await tx.update(consultants).set({ role: primary, updatedAt: new Date() }).where(eq(consultants.id, consultant.id));
    await tx.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, userId));
    for (const role of wanted) {
      await tx
        .insert(userRoles)
        .values({ userId, roleName: role, isActive: true })
        .onConflictDoUpdate({ target: [userRoles.userId, userRoles.roleName], set: { isActive: true } });
    }
    await assertAnAdminRemains(tx);
    await announceSessionChange(tx, { user_id: userId });
    const result = { user_id: userId, primary_role: primary, additional_roles: wanted };
    await audit(tx, actor, {
      entity: 'user_roles',
      entityId: userId,
      action: 'update',
      before: { primary_role: consultant.role, additional_roles: before },
      after: result,
    });
    return result;
  });
}

async function currentAdditional(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ name: userRoles.roleName })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.isActive, true)));
  return mapAdditionalRoles(rows.map((row) => row.name));
}
