import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed, CalendarFeedInput } from '@praxis/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { loadPrincipal, type Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { calendarFeeds } from '../../db/schema/calendar.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import type { Logger } from '../../lib/logger.js';

/** The secret in the URL; only its SHA-256 is stored, so a database leak does not reveal live feed URLs. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listFeeds(db: Db, userId: string): Promise<CalendarFeed[]> {
  const rows = await db
    .select({ feed: calendarFeeds, engagementName: engagements.name })
    .from(calendarFeeds)
    .leftJoin(engagements, eq(engagements.id, calendarFeeds.engagementId))
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.createdAt));
  return rows.map(({ feed, engagementName }) => ({
    id: feed.id,
    scope: feed.scope,
    engagement_id: feed.engagementId,
    engagement_name: engagementName,
    created_at: feed.createdAt.toISOString(),
  }));
}

export async function createFeed(
  db: Db,
  actor: Actor,
  principal: Principal,
  baseUrl: string,
  input: CalendarFeedInput,
): Promise<CalendarFeed> {
  let engagementName: string | null = null;
  if (input.scope === 'engagement') {
    if (!principal.permissions.has('engagements.view')) throw AppError.forbidden();
    const [engagement] = await db
      .select({ name: engagements.name })
      .from(engagements)
      .where(eq(engagements.id, input.engagement_id ?? ''));
    if (!engagement) throw AppError.notFound('Engagement');
    if (!(await mayFollowEngagement(db, principal, input.engagement_id ?? ''))) {
      throw AppError.forbidden("Only an admin or a member of this engagement's team can follow its calendar.");
    }
    engagementName = engagement.name;
  }
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, calendarFeeds, {
      userId: principal.userId,
      scope: input.scope,
      engagementId: input.scope === 'engagement' ? (input.engagement_id ?? null) : null,
      tokenHash: hashToken(token),
    });
    const feed = {
      id: row.id,
      scope: row.scope,
      engagement_id: row.engagementId,
      engagement_name: engagementName,
      created_at: row.createdAt.toISOString(),
    };
    await audit(tx, actor, { entity: 'calendar_feeds', entityId: row.id, action: 'create', after: feed });
    return { ...feed, url: `${baseUrl.replace(/\/+$/, '')}/api/calendar/ics/${token}` };
  });
}

/** Revoking is immediate: the URL answers 404 from then on. Another user's feed is 404 too. */
export async function revokeFeed(db: Db, actor: Actor, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
      .returning({ id: calendarFeeds.id });
    if (!row) throw AppError.notFound('Calendar feed');
    await audit(tx, actor, { entity: 'calendar_feeds', entityId: id, action: 'delete', after: { revoked: true } });
  });
}

/**
 * An engagement's calendar shows who is away when: for admins and the engagement's team (its managers hold a
 * role on it too), not for everyone who may list engagements.
 */
async function mayFollowEngagement(db: Db, principal: Principal, engagementId: string): Promise<boolean> {
  if (principal.permissions.has('engagements.update')) return true;
  if (!principal.consultant) return false;
  const [member] = await db
    .select({ id: engagementConsultants.id })
    .from(engagementConsultants)
    .where(
      and(
        eq(engagementConsultants.engagementId, engagementId),
        eq(engagementConsultants.consultantId, principal.consultant.id),
      ),
    )
    .limit(1);
  return !!member;
}

/**
 * The live feed a token names, with its owner, or null. A feed reads with its owner's rights as they are now: an owner who was
 * deactivated or archived as a leaver has none (the URL answers like an unknown one), and an engagement's feed
 * dies when its owner is no longer an admin or on the team.
 */
export async function feedByToken(db: Db, token: string, log: Logger, options: { requireAdminTwoFactor: boolean }) {
  if (!FEED_TOKEN.test(token)) return null;
  const [found] = await db
    .select({ feed: calendarFeeds, owner: { id: user.id, email: user.email, name: user.name } })
    .from(calendarFeeds)
    .innerJoin(user, eq(user.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!found) return null;
  const owner = await loadPrincipal(db, found.owner, log, options);
  if (!owner) return null;
  if (found.feed.scope === 'engagement' && !(await mayFollowEngagement(db, owner, found.feed.engagementId ?? ''))) {
    return null;
  }
  return found;
}
