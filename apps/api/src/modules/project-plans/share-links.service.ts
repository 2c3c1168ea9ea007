import { createHash, randomBytes } from 'node:crypto';
import type { Plan, ShareLink } from '@praxis/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { planShareLinks, projectPlans } from '../../db/schema/project-plans.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { canEditEngagement, readPlan } from './plans.service.js';
import { addTime } from '@praxis/shared/dates';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const toLink = (row: typeof planShareLinks.$inferSelect, url?: string): ShareLink => ({
  id: row.id,
  hide_people: row.hidePeople,
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  ...(url ? { url } : {}),
});

async function editablePlan(db: Db, principal: Principal, planId: string) {
  const [plan] = await db.select().from(projectPlans).where(eq(projectPlans.id, planId));
  if (!plan) throw AppError.notFound('Plan');
  if (!(await canEditEngagement(db, principal, plan.engagementId))) {
    throw AppError.forbidden("Only an admin or the engagement's managers may share its plan.");
  }
  return plan;
}

export async function listShareLinks(db: Db, principal: Principal, planId: string) {
  await editablePlan(db, principal, planId);
  const rows = await db
    .select()
    .from(planShareLinks)
    .where(eq(planShareLinks.planId, planId))
    .orderBy(desc(planShareLinks.createdAt));
  return rows.map((row) => toLink(row));
}

/** A new read-only link; the token is shown once (only its SHA-256 is stored). */
export async function createShareLink(
  db: Db,
  principal: Principal,
  actor: Actor,
  planId: string,
  input: { hide_people: boolean; expires_in_days: number },
  baseUrl: string,
): Promise<ShareLink> {
  await editablePlan(db, principal, planId);
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, planShareLinks, {
      planId,
      tokenHash: hashOf(token),
      hidePeople: input.hide_people,
      expiresAt: addTime(Date.now(), { days: input.expires_in_days }),
      createdBy: actor.userId,
    });
    await audit(tx, actor, {
      entity: 'plan_share_link',
      entityId: row.id,
      action: 'create',
      after: { planId, hidePeople: row.hidePeople, expiresAt: row.expiresAt },
    });
    return toLink(row, `${baseUrl}/shared-plan/${token}`);
  });
}

export async function revokeShareLink(db: Db, principal: Principal, actor: Actor, linkId: string) {
  const [link] = await db.select().from(planShareLinks).where(eq(planShareLinks.id, linkId));
  if (!link) throw AppError.notFound('Share link');
  await editablePlan(db, principal, link.planId);
  await db.transaction(async (tx) => {
    await tx.update(planShareLinks).set({ revokedAt: new Date() }).where(eq(planShareLinks.id, linkId));
    await audit(tx, actor, { entity: 'plan_share_link', entityId: linkId, action: 'update', after: { revoked: true } });
  });
}

/** What a share link opens: the plan read-only, without people when the owner chose so. Unknown, revoked or expired: 404. */
export async function readSharedPlan(db: Db, token: string): Promise<Plan> {
  const [link] = await db
    .select()
    .from(planShareLinks)
    .where(
      and(
        eq(planShareLinks.tokenHash, hashOf(token)),
        isNull(planShareLinks.revokedAt),
        gt(planShareLinks.expiresAt, new Date()),
      ),
    );
  if (!link) throw AppError.notFound('Shared plan');
  return readPlan(db, link.planId, null, link.hidePeople);
}
