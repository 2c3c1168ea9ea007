import type { EngagementUpdate } from '@praxis/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { engagementRoles } from '../../db/schema/catalogues.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { AppError } from '../../lib/app-error.js';

/** docs/product.md §6 "Engagement managers": the engagement roles whose holder manages that engagement. */
export const MANAGER_ROLES = ['Project Manager', 'Engagement Manager'] as const;

/** What the engagement's managers may change besides the team; everything else (dates, budget, …) is admin-only. */
export const MANAGER_FIELDS = [
  'status',
  'project_temperature',
  'description',
] as const satisfies readonly (keyof EngagementUpdate)[];

/** Admins (who may update any engagement) manage every engagement's team. */
export const managesEveryEngagement = (viewer: Principal) => viewer.permissions.has('engagements.update');

/** The ids (among `ids`) of the engagements where the viewer holds a manager role. */
export async function managedEngagementIds(
  db: DbOrTx,
  viewer: Principal,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!viewer.consultant || ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: engagementConsultants.engagementId })
    .from(engagementConsultants)
    .innerJoin(engagementRoles, eq(engagementRoles.id, engagementConsultants.engagementRoleId))
    .where(
      and(
        eq(engagementConsultants.consultantId, viewer.consultant.id),
        inArray(engagementConsultants.engagementId, [...ids]),
        inArray(engagementRoles.title, [...MANAGER_ROLES]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Admins manage every engagement; a consultant manages those where they hold a manager engagement role. */
export async function canManageEngagement(db: DbOrTx, viewer: Principal, engagementId: string): Promise<boolean> {
  if (managesEveryEngagement(viewer)) return true;
  return (await managedEngagementIds(db, viewer, [engagementId])).has(engagementId);
}

/** 404 for a missing engagement, 403 (with the reason) for one the viewer does not manage. */
export async function assertManagesEngagement(db: DbOrTx, viewer: Principal, engagementId: string) {
  const [found] = await db.select({ id: engagements.id }).from(engagements).where(eq(engagements.id, engagementId));
  if (!found) throw AppError.notFound('Engagement');
  if (!(await canManageEngagement(db, viewer, engagementId))) {
    throw AppError.forbidden("Only an admin or this engagement's Project Manager or Engagement Manager can change it.");
  }
}

/** A manager who is not an admin may change only MANAGER_FIELDS. */
export function assertManagerPatch(viewer: Principal, patch: EngagementUpdate) {
  if (managesEveryEngagement(viewer)) return;
  const others = Object.keys(patch).filter((key) => !(MANAGER_FIELDS as readonly string[]).includes(key));
  if (others.length) {
    throw AppError.forbidden(
      `Only an admin can change the ${others.map((key) => key.replace(/_id$/, '').replaceAll('_', ' ')).join(', ')}; as a manager of this engagement you can change its status, temperature, description and team.`,
    );
  }
}
