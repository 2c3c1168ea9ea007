import type { StatusUpdateListQuery } from '@praxis/shared';
import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { clientContacts, clients } from '../../db/schema/clients.js';
import { consultants } from '../../db/schema/consultants.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { statusUpdates } from '../../db/schema/status-updates.js';
import { totalOver, withTotal } from '../../lib/pagination.js';
import { visibleEngagement } from './health.queries.js';
import { lockById } from '../../lib/lock-row.js';
import { fullName } from '../../lib/full-name.js';

const selection = {
  ...getTableColumns(statusUpdates),
  engagementName: engagements.name,
  engagementType: engagements.type,
  clientName: clients.name,
  authorName: user.name,
  // The list reads its page and its total in one statement (a single update carries 1).
  total: totalOver(),
};
export type StatusUpdateRow = typeof statusUpdates.$inferSelect & {
  engagementName: string;
  engagementType: string;
  clientName: string;
  authorName: string | null;
};

const visible = (consultantId: string | null) => sql`${visibleEngagement('engagements', consultantId)}`;

function whereOf(filter: StatusUpdateListQuery, consultantId: string | null): SQL | undefined {
  return and(
    visible(consultantId),
    filter.engagement_id ? eq(statusUpdates.engagementId, filter.engagement_id) : undefined,
    filter.state ? eq(statusUpdates.state, filter.state) : undefined,
    filter.overall_status ? eq(statusUpdates.overallStatus, filter.overall_status) : undefined,
    filter.week_start ? eq(statusUpdates.weekStart, filter.week_start) : undefined,
  );
}

const base = (db: DbOrTx) =>
  db
    .select(selection)
    .from(statusUpdates)
    .innerJoin(engagements, eq(engagements.id, statusUpdates.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(user, eq(user.id, statusUpdates.authorUserId));

/** Newest first: sent ones by send time, drafts by their week. */
export function selectUpdates(
  db: DbOrTx,
  filter: StatusUpdateListQuery,
  consultantId: string | null,
  limit: number,
  offset: number,
) {
  return base(db)
    .where(whereOf(filter, consultantId))
    .orderBy(desc(statusUpdates.weekStart), desc(statusUpdates.createdAt), desc(statusUpdates.id))
    .limit(limit)
    .offset(offset);
}

export function listUpdates(
  db: DbOrTx,
  filter: StatusUpdateListQuery,
  consultantId: string | null,
  limit: number,
  offset: number,
) {
  return withTotal(selectUpdates(db, filter, consultantId, limit, offset), offset, async () => {
    const [row] = await db
      .select({ value: count() })
      .from(statusUpdates)
      .innerJoin(engagements, eq(engagements.id, statusUpdates.engagementId))
      .where(whereOf(filter, consultantId));
    return row?.value ?? 0;
  });
}

export async function findUpdate(db: DbOrTx, id: string, consultantId: string | null) {
  const [row] = await base(db).where(and(eq(statusUpdates.id, id), visible(consultantId)));
  return row;
}

export const lockUpdate = (db: DbOrTx, id: string) => lockById(db, statusUpdates, id);

export async function findVisibleEngagement(db: DbOrTx, id: string, consultantId: string | null) {
  const [row] = await db
    .select({ id: engagements.id, name: engagements.name, type: engagements.type, clientId: engagements.clientId })
    .from(engagements)
    .where(and(eq(engagements.id, id), visible(consultantId)));
  return row;
}

export async function teamOf(db: DbOrTx, engagementId: string) {
  return db
    .selectDistinct({ id: consultants.id, name: fullName(consultants), userId: consultants.userId })
    .from(engagementConsultants)
    .innerJoin(consultants, eq(consultants.id, engagementConsultants.consultantId))
    .where(eq(engagementConsultants.engagementId, engagementId));
}

export async function contactsOf(db: DbOrTx, clientId: string) {
  return db
    .select({ id: clientContacts.id, name: fullName(clientContacts), email: clientContacts.email })
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId));
}

export async function consultantNames(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: consultants.id, name: fullName(consultants) })
    .from(consultants)
    .where(inArray(consultants.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function lastSent(db: DbOrTx, engagementId: string) {
  const [row] = await db
    .select()
    .from(statusUpdates)
    .where(and(eq(statusUpdates.engagementId, engagementId), eq(statusUpdates.state, 'sent')))
    .orderBy(desc(statusUpdates.sentAt))
    .limit(1);
  return row;
}

/** The engagement's update for a week (there is at most one), or undefined. */
export async function findWeekUpdate(db: DbOrTx, engagementId: string, weekStart: string) {
  const [row] = await base(db)
    .where(and(eq(statusUpdates.engagementId, engagementId), eq(statusUpdates.weekStart, weekStart)))
    .orderBy(desc(statusUpdates.createdAt))
    .limit(1);
  return row;
}

/** The week of the engagement's latest sent update (the one whose status is the engagement's temperature). */
export async function latestSentWeek(db: DbOrTx, engagementId: string) {
  const [row] = await db
    .select({ weekStart: statusUpdates.weekStart })
    .from(statusUpdates)
    .where(and(eq(statusUpdates.engagementId, engagementId), eq(statusUpdates.state, 'sent')))
    .orderBy(desc(statusUpdates.weekStart), desc(statusUpdates.sentAt))
    .limit(1);
  return row?.weekStart ?? null;
}

export async function engagementTemperature(db: DbOrTx, engagementId: string) {
  const [row] = await db
    .select({ temperature: engagements.projectTemperature })
    .from(engagements)
    .where(eq(engagements.id, engagementId))
    .for('update');
  return row?.temperature;
}
