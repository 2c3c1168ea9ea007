import type { ResourceRequestListQuery, ResourceRequestSort } from '@praxis/shared';
import { OPEN_REQUEST_STATUSES } from '@praxis/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { personOrUserName, rowsOf } from '../../db/sql.js';
import { likePattern } from '../../lib/like.js';
import { totalOver, withTotal } from '../../lib/pagination.js';
import { user } from '../../db/schema/auth.js';
import { consultantJobTitles, engagementRoles } from '../../db/schema/catalogues.js';
import { clients } from '../../db/schema/clients.js';
import { consultants } from '../../db/schema/consultants.js';
import { engagements } from '../../db/schema/engagements.js';
import { resourceRequests, staffingProposals } from '../../db/schema/staffing.js';
import { lockById } from '../../lib/lock-row.js';

const requesterConsultant = alias(consultants, 'requester_consultant');

export const hoursStaffedSql = sql<number>`coalesce((select sum(p.hours_per_week) from staffing_proposals p
  where p.request_id = ${resourceRequests.id} and p.status = 'accepted'), 0)::float8`;

const selection = {
  ...getTableColumns(resourceRequests),
  engagementName: engagements.name,
  engagementType: engagements.type,
  engagementStartDate: engagements.startDate,
  engagementEndDate: engagements.endDate,
  clientId: clients.id,
  clientName: clients.name,
  requesterName: personOrUserName(requesterConsultant, user.name),
  roleTitle: engagementRoles.title,
  jobTitle: consultantJobTitles.title,
  hoursStaffed: hoursStaffedSql,
  // The lists read their page and their total in one statement (a single request carries 1).
  total: totalOver(),
};
export type RequestRow = typeof resourceRequests.$inferSelect & {
  engagementName: string;
  engagementType: string;
  engagementStartDate: string | null;
  engagementEndDate: string | null;
  clientId: string;
  clientName: string;
  requesterName: string | null;
  roleTitle: string | null;
  jobTitle: string | null;
  hoursStaffed: number;
};

const base = (db: DbOrTx) =>
  db
    .select(selection)
    .from(resourceRequests)
    .innerJoin(engagements, eq(engagements.id, resourceRequests.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(user, eq(user.id, resourceRequests.requesterUserId))
    .leftJoin(requesterConsultant, eq(requesterConsultant.userId, resourceRequests.requesterUserId))
    .leftJoin(engagementRoles, eq(engagementRoles.id, resourceRequests.engagementRoleId))
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, resourceRequests.jobTitleId));

export interface ListFilter extends Omit<ResourceRequestListQuery, 'mine' | 'sort'> {
  /** Authorization: only this requester's rows (a Project Manager, or `mine`). */
  requesterUserId?: string | undefined;
}

export const openCondition = and(
  inArray(resourceRequests.status, [...OPEN_REQUEST_STATUSES]),
  isNull(resourceRequests.closedAt),
);

/**
 * An open request of the same engagement and job title ("Any job title" matches "Any job title") whose dates overlap
 * `start`–`end`: what a second submission of the same need would repeat.
 */
export async function findOpenDuplicate(
  db: DbOrTx,
  like: { engagementId: string; jobTitleId: string | null; startDate: string; endDate: string },
) {
  const [row] = await base(db)
    .where(
      and(
        openCondition,
        eq(resourceRequests.engagementId, like.engagementId),
        sql`${resourceRequests.jobTitleId} is not distinct from ${like.jobTitleId}`,
        lte(resourceRequests.startDate, like.endDate),
        gte(resourceRequests.endDate, like.startDate),
      ),
    )
    .orderBy(asc(resourceRequests.createdAt), asc(resourceRequests.id))
    .limit(1);
  return row;
}

function whereOf(filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.requesterUserId) conditions.push(eq(resourceRequests.requesterUserId, filter.requesterUserId));
  if (filter.requester_user_id) conditions.push(eq(resourceRequests.requesterUserId, filter.requester_user_id));
  if (filter.open) conditions.push(openCondition);
  if (filter.status) conditions.push(eq(resourceRequests.status, filter.status));
  if (filter.priority) conditions.push(eq(resourceRequests.priority, filter.priority));
  if (filter.engagement_id) conditions.push(eq(resourceRequests.engagementId, filter.engagement_id));
  if (filter.client_id) conditions.push(eq(engagements.clientId, filter.client_id));
  if (filter.start_from) conditions.push(gte(resourceRequests.startDate, filter.start_from));
  if (filter.start_to) conditions.push(lte(resourceRequests.startDate, filter.start_to));
  if (filter.skill_id) {
    const id = filter.skill_id;
    conditions.push(
      or(
        sql`${resourceRequests.skills} @> ${JSON.stringify([{ product_id: id }])}::jsonb`,
        sql`${resourceRequests.skills} @> ${JSON.stringify([{ category_id: id }])}::jsonb`,
      ),
    );
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(ilike(engagements.name, pattern), ilike(clients.name, pattern), ilike(resourceRequests.notes, pattern)),
    );
  }
  return and(...conditions);
}

export const PRIORITY_RANK = sql`case ${resourceRequests.priority} when 'critical' then 0 when 'high' then 1
  when 'medium' then 2 else 3 end`;

const ORDER: Record<ResourceRequestSort, SQL[]> = {
  newest: [desc(resourceRequests.createdAt)],
  oldest: [asc(resourceRequests.createdAt)],
  priority: [asc(PRIORITY_RANK), asc(resourceRequests.startDate)],
  start_date: [asc(resourceRequests.startDate)],
  age: [asc(sql`coalesce(${resourceRequests.submittedAt}, ${resourceRequests.createdAt})`)],
};

export async function listRequests(
  db: DbOrTx,
  filter: ListFilter,
  sort: ResourceRequestSort,
  limit: number,
  offset: number,
) {
  const where = whereOf(filter);
  const page = base(db)
    .where(where)
    .orderBy(...ORDER[sort], asc(resourceRequests.id))
    .limit(limit)
    .offset(offset);
  const { rows, total } = await withTotal(page, offset, async () => {
    const [row] = await db
      .select({ value: count() })
      .from(resourceRequests)
      .innerJoin(engagements, eq(engagements.id, resourceRequests.engagementId))
      .innerJoin(clients, eq(clients.id, engagements.clientId))
      .where(where);
    return row?.value ?? 0;
  });
  return { rows: rows as RequestRow[], total };
}

/** Open requests, most urgent first (priority, then start date): the staffing queue. */
export async function queueRows(db: DbOrTx, limit: number, offset = 0) {
  const rows = await base(db)
    .where(openCondition)
    .orderBy(
      asc(PRIORITY_RANK),
      asc(resourceRequests.startDate),
      asc(resourceRequests.createdAt),
      asc(resourceRequests.id),
    )
    .limit(limit)
    .offset(offset);
  return { rows: rows as RequestRow[], total: rows[0]?.total ?? 0 };
}

export async function findRequest(db: DbOrTx, id: string) {
  const [row] = await base(db).where(eq(resourceRequests.id, id));
  return row as RequestRow | undefined;
}

export const lockRequest = (db: DbOrTx, id: string) => lockById(db, resourceRequests, id);

/** Names for the catalogue ids a page of requests mentions, in one statement. */
export async function labelsFor(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id::text, name from platform_categories where id in (${list})
        union all select p.id::text, c.name || ' · ' || p.name from platform_products p
          join platform_categories c on c.id = p.category_id where p.id in (${list})
        union all select id::text, name from certifications where id in (${list})
        union all select id::text, name from languages where id in (${list})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of these catalogue ids exist, per catalogue (products with the category they belong to). */
export async function knownCatalogueIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [] as { id: string; kind: string; category_id: string | null }[];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<{ id: string; kind: string; category_id: string | null }>(
    db,
    sql`select id::text, 'category' as kind, null::text as category_id from platform_categories where id in (${list})
        union all select id::text, 'product', category_id::text from platform_products where id in (${list})
        union all select id::text, 'certification', null from certifications where id in (${list})
        union all select id::text, 'language', null from languages where id in (${list})
        union all select id::text, 'job_title', null from consultant_job_titles where id in (${list})
        union all select id::text, 'role', null from engagement_roles where id in (${list})`,
  );
}

export async function engagementDates(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: engagements.id,
      name: engagements.name,
      startDate: engagements.startDate,
      endDate: engagements.endDate,
    })
    .from(engagements)
    .where(eq(engagements.id, id));
  return row;
}

const proposer = alias(consultants, 'proposer');
export async function proposalsFor(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(staffingProposals),
      consultantName: sql<string>`trim(${consultants.firstName} || ' ' || ${consultants.lastName})`,
      proposedByName: personOrUserName(proposer, user.name),
      consultantUserId: consultants.userId,
    })
    .from(staffingProposals)
    .innerJoin(consultants, eq(consultants.id, staffingProposals.consultantId))
    .leftJoin(user, eq(user.id, staffingProposals.proposedByUserId))
    .leftJoin(proposer, eq(proposer.userId, staffingProposals.proposedByUserId))
    .where(inArray(staffingProposals.requestId, requestIds))
    .orderBy(asc(staffingProposals.createdAt), asc(staffingProposals.id));
}
export type ProposalRow = Awaited<ReturnType<typeof proposalsFor>>[number];

/** The request's audit trail and its proposals', newest first. */
export async function history(db: DbOrTx, id: string, limit: number) {
  return rowsOf<{
    id: number;
    entity: string;
    action: 'create' | 'update' | 'delete';
    before: unknown;
    after: unknown;
    at: Date | string;
    actor_name: string | null;
  }>(
    db,
    sql`select a.id::int as id, a.entity, a.action, a.before, a.after, a.at,
          coalesce(nullif(trim(ac.first_name || ' ' || ac.last_name), ''), u.name) as actor_name
        from audit_log a
        left join "user" u on u.id = a.actor_user_id
        left join consultants ac on ac.user_id = a.actor_user_id
        where (a.entity = 'resource_requests' and a.entity_id = ${id})
           or (a.entity = 'staffing_proposals' and a.entity_id in
                (select p.id::text from staffing_proposals p where p.request_id = ${id}))
        order by a.at desc, a.id desc
        limit ${limit}`,
  );
}
