import type { WorkItemFilter, WorkItemSort } from '@praxis/shared';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { clients } from '../../db/schema/clients.js';
import { consultants } from '../../db/schema/consultants.js';
import { engagements } from '../../db/schema/engagements.js';
import { improvementRequestComments, improvementRequests } from '../../db/schema/work-items.js';
import { likePattern } from '../../lib/like.js';
import { countRows, totalOver, withTotal } from '../../lib/pagination.js';
import { personName, personOrUserName } from '../../db/sql.js';
import { lockById } from '../../lib/lock-row.js';

type Status = (typeof improvementRequests.$inferSelect)['status'];
type Kind = (typeof improvementRequests.$inferSelect)['kind'];

const requester = alias(consultants, 'requester');
const assignee = alias(consultants, 'assignee');
const requesterUser = alias(user, 'requester_user');

/** Item columns plus the names a card shows: requester (consultant, else account), assignee, engagement. */
const withNames = {
  ...getTableColumns(improvementRequests),
  requesterName: personOrUserName(requester, requesterUser.name),
  assigneeName: personName(assignee),
  engagementName: engagements.name,
};
export type WorkItemRow = typeof improvementRequests.$inferSelect & {
  requesterName: string | null;
  assigneeName: string | null;
  engagementName: string | null;
};

function selectWithNames(db: DbOrTx) {
  return db
    .select(withNames)
    .from(improvementRequests)
    .leftJoin(requester, eq(requester.id, improvementRequests.consultantId))
    .leftJoin(requesterUser, eq(requesterUser.id, improvementRequests.userId))
    .leftJoin(assignee, eq(assignee.id, improvementRequests.assigneeId))
    .leftJoin(engagements, eq(engagements.id, improvementRequests.engagementId));
}

export interface ListFilter extends Omit<WorkItemFilter, 'mine'> {
  status?: Status | undefined;
  /** Only items this user requested. */
  requesterUserId?: string | undefined;
}

function whereOf(filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.kind) conditions.push(eq(improvementRequests.kind, filter.kind));
  if (filter.status) conditions.push(eq(improvementRequests.status, filter.status));
  if (filter.engagement_id) conditions.push(eq(improvementRequests.engagementId, filter.engagement_id));
  if (filter.assignee_id) conditions.push(eq(improvementRequests.assigneeId, filter.assignee_id));
  if (filter.priority) conditions.push(eq(improvementRequests.priority, filter.priority));
  if (filter.category) conditions.push(sql`lower(${improvementRequests.category}) = lower(${filter.category})`);
  if (filter.requesterUserId) conditions.push(eq(improvementRequests.userId, filter.requesterUserId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(improvementRequests.name, pattern), ilike(improvementRequests.problemStatement, pattern)));
  }
  return and(...conditions);
}

const PRIORITY_RANK = sql`case ${improvementRequests.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;
const STATUS_RANK = sql`case ${improvementRequests.status} when 'Requested' then 0 when 'Under Review' then 1
  when 'Approved' then 2 when 'In Progress' then 3 when 'Done' then 4 else 5 end`;

const ORDER: Record<WorkItemSort, SQL[]> = {
  newest: [desc(improvementRequests.createdAt)],
  oldest: [asc(improvementRequests.createdAt)],
  name: [asc(sql`lower(${improvementRequests.name})`)],
  priority: [asc(PRIORITY_RANK), desc(improvementRequests.createdAt)],
  due_date: [sql`${improvementRequests.dueDate} asc nulls last`, desc(improvementRequests.createdAt)],
  status: [asc(STATUS_RANK), asc(improvementRequests.position)],
};

/** One page of the list in its order (the CSV export reads the list through it, a batch at a time). */
export async function selectWorkItems(
  db: DbOrTx,
  filter: ListFilter,
  sort: WorkItemSort,
  limit: number,
  offset: number,
): Promise<WorkItemRow[]> {
  const rows = await selectWithNames(db)
    .where(whereOf(filter))
    .orderBy(...ORDER[sort], asc(improvementRequests.id))
    .limit(limit)
    .offset(offset);
  return rows as WorkItemRow[];
}

/** The JSON list: the page (as {@link selectWorkItems}) and its total in one statement. */
export async function listWorkItems(db: DbOrTx, filter: ListFilter, sort: WorkItemSort, limit: number, offset: number) {
  const page = db
    .select({ ...withNames, total: totalOver() })
    .from(improvementRequests)
    .leftJoin(requester, eq(requester.id, improvementRequests.consultantId))
    .leftJoin(requesterUser, eq(requesterUser.id, improvementRequests.userId))
    .leftJoin(assignee, eq(assignee.id, improvementRequests.assigneeId))
    .leftJoin(engagements, eq(engagements.id, improvementRequests.engagementId))
    .where(whereOf(filter))
    .orderBy(...ORDER[sort], asc(improvementRequests.id))
    .limit(limit)
    .offset(offset);
  const { rows, total } = await withTotal(page, offset, () => countRows(db, improvementRequests, whereOf(filter)));
  return { rows: rows as WorkItemRow[], total };
}

/** One board column: the first `limit` cards in board order (index: kind, status, position). */
export async function boardColumn(db: DbOrTx, filter: ListFilter & { status: Status }, limit: number) {
  const rows = await selectWithNames(db)
    .where(whereOf(filter))
    .orderBy(asc(improvementRequests.position), asc(improvementRequests.id))
    .limit(limit);
  return rows as WorkItemRow[];
}

export async function countByStatus(db: DbOrTx, filter: ListFilter) {
  return db
    .select({ status: improvementRequests.status, value: count() })
    .from(improvementRequests)
    .where(whereOf(filter))
    .groupBy(improvementRequests.status);
}

export async function findWorkItem(db: DbOrTx, id: string) {
  const [row] = await selectWithNames(db).where(eq(improvementRequests.id, id));
  return row as WorkItemRow | undefined;
}

export const lockWorkItem = (db: DbOrTx, id: string) => lockById(db, improvementRequests, id);

export async function findPlacements(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: improvementRequests.id,
      kind: improvementRequests.kind,
      status: improvementRequests.status,
      position: improvementRequests.position,
    })
    .from(improvementRequests)
    .where(sql`${improvementRequests.id} in ${ids}`);
}

/** The bottom of a column. */
export async function maxPosition(db: DbOrTx, kind: Kind, status: Status): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${improvementRequests.position})` })
    .from(improvementRequests)
    .where(and(eq(improvementRequests.kind, kind), eq(improvementRequests.status, status)));
  return row?.max === null || row?.max === undefined ? null : Number(row.max);
}

/** The position below a column's last card, computed inside the statement that inserts the card. */
export function bottomPositionSql(kind: Kind, status: Status, step: number): SQL<number> {
  return sql<number>`(select coalesce(max(${improvementRequests.position}), 0) + ${step} from ${improvementRequests}
    where ${improvementRequests.kind} = ${kind} and ${improvementRequests.status} = ${status})`;
}

/**
 * Rewrites a column's positions to evenly spaced values, keeping the order. Only needed when repeated moves
 * between the same two neighbours have used up the space between them (a double halves ~50 times).
 */
export async function respaceColumn(db: DbOrTx, kind: Kind, status: Status, step: number): Promise<void> {
  await db.execute(sql`
    update improvement_requests r set position = ordered.rank * ${step}
    from (select id, row_number() over (order by position, id) as rank
          from improvement_requests where kind = ${kind} and status = ${status}) ordered
    where r.id = ordered.id`);
}

export async function consultantUserId(db: DbOrTx, consultantId: string) {
  const [row] = await db
    .select({ id: consultants.id, userId: consultants.userId })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  return row;
}

const authorConsultant = alias(consultants, 'author_consultant');

export function listComments(db: DbOrTx, requestId: string, limit: number, offset: number) {
  const where = eq(improvementRequestComments.requestId, requestId);
  return withTotal(
    db
      .select({
        ...getTableColumns(improvementRequestComments),
        authorName: personOrUserName(authorConsultant, user.name),
        total: totalOver(),
      })
      .from(improvementRequestComments)
      .leftJoin(user, eq(user.id, improvementRequestComments.authorUserId))
      .leftJoin(authorConsultant, eq(authorConsultant.userId, improvementRequestComments.authorUserId))
      .where(where)
      .orderBy(asc(improvementRequestComments.createdAt), asc(improvementRequestComments.id))
      .limit(limit)
      .offset(offset),
    offset,
    () => countRows(db, improvementRequestComments, where),
  );
}

export async function insertComment(db: DbOrTx, values: typeof improvementRequestComments.$inferInsert) {
  const [row] = await db.insert(improvementRequestComments).values(values).returning();
  return row;
}

export async function engagementOptions(db: DbOrTx, q: string | undefined, limit: number) {
  return db
    .select({ id: engagements.id, name: engagements.name, type: engagements.type, clientName: clients.name })
    .from(engagements)
    .leftJoin(clients, eq(clients.id, engagements.clientId))
    .where(q ? or(ilike(engagements.name, likePattern(q)), ilike(clients.name, likePattern(q))) : undefined)
    .orderBy(asc(sql`lower(${engagements.name})`), asc(engagements.id))
    .limit(limit);
}

export async function engagementExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: engagements.id }).from(engagements).where(eq(engagements.id, id));
  return !!row;
}
