import {
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  hasPermission,
  TEMPERATURES,
  type Engagement,
  type EngagementCreate,
  type EngagementListQuery,
  type EngagementOverview,
  type EngagementRequest,
  type EngagementUpdate,
  type PaginationQuery,
} from '@praxis/shared';
import { and, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { improvementRequests } from '../../db/schema/work-items.js';
import { AppError } from '../../lib/app-error.js';
import { auditedCreate, type Actor } from '../../lib/audit.js';
import { insertValues } from '../../lib/insert-values.js';
import { offsetOf, pageFrom, totalOver, withTotal } from '../../lib/pagination.js';
import { bumpVersion, deleteVersioned, updateVersioned } from '../../lib/versioned-update.js';
import { forecastsFor, overBudgetIds, viewerOptions } from '../forecast/forecast.service.js';
import * as queries from './engagements.queries.js';
import { assertManagerPatch, assertManagesEngagement, canManageEngagement, managedEngagementIds } from './managers.js';

/** Maps rows of a list, marking those the viewer manages (admins manage all), with the page's forecasts. */
async function toEngagements(db: Db, rows: queries.EngagementRow[], viewer: Principal) {
  const admin = viewer.permissions.has('engagements.update');
  const ids = rows.map((row) => row.id);
  const [managed, forecasts] = await Promise.all([
    admin ? null : managedEngagementIds(db, viewer, ids),
    // One batch for the whole page: a handful of queries, whatever its size.
    forecastsFor(db, { ids, ...(await viewerOptions(db, viewer)), withMoney: false }),
  ]);
  return rows.map((row) => {
    const forecast = forecasts.get(row.id);
    return {
      ...toEngagement(row, viewer, admin || (managed?.has(row.id) ?? false)),
      forecast_over_by_hours: forecast?.over_by_hours ?? null,
      forecast_runs_out_on: forecast?.runs_out_on ?? null,
    };
  });
}

/** The filter with the ids the "will go over budget" filter keeps (read from the forecasts of running engagements). */
async function filterOf(db: Db, viewer: Principal, query: EngagementListQuery): Promise<queries.EngagementFilter> {
  if (query.forecast !== 'over_budget') return query;
  return { ...query, overBudget: await overBudgetIds(db, await viewerOptions(db, viewer)) };
}

const dateOf = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Money (budget_amount) only for those with finance.view. */
export function toEngagement(row: queries.EngagementRow, viewer: Principal, canManage: boolean): Engagement {
  const managers = typeof row.projectManagers === 'string' ? JSON.parse(row.projectManagers) : row.projectManagers;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    project_temperature: row.projectTemperature,
    start_date: dateOf(row.startDate),
    end_date: dateOf(row.endDate),
    client_id: row.clientId,
    client: { id: row.clientId, name: row.clientName, logo_url: row.clientLogoUrl },
    description: row.description,
    billing_type: row.billingType,
    budget_hours: row.budgetHours === null ? null : Number(row.budgetHours),
    budget_amount:
      hasPermission(viewer.roles, 'finance.view') && row.budgetAmount !== null ? Number(row.budgetAmount) : null,
    currency: row.currency,
    project_managers: managers ?? [],
    team_size: Number(row.teamSize),
    hours_allocated: Number(row.hoursAllocated),
    hours_used: Number(row.hoursUsed),
    can_manage: canManage,
    version: row.version,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

interface Write {
  actor: Actor;
}
interface VersionedWrite extends Write {
  id: string;
  expectedVersion: number | undefined;
}

/** The engagement as versioned writes and audit rows name it. */
const ENGAGEMENT = { table: engagements, entity: 'engagements', label: 'Engagement' };

export async function listEngagements(
  db: Db,
  { viewer, query }: { viewer: Principal; query: EngagementListQuery & PaginationQuery },
) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await queries.listEngagements(db, await filterOf(db, viewer, query), limit, offset);
  return pageFrom(await toEngagements(db, rows, viewer), total, query);
}

/** Every engagement matching the filter, page by page in the list's order (the CSV export). */
export const engagementRows = (db: Db, { viewer, filter }: { viewer: Principal; filter: EngagementListQuery }) => {
  const resolved = filterOf(db, viewer, filter);
  return async (limit: number, offset: number) =>
    toEngagements(db, await queries.selectEngagements(db, await resolved, limit, offset), viewer);
};

export async function getEngagement(
  db: DbOrTx,
  { viewer, id }: { viewer: Principal; id: string },
): Promise<Engagement> {
  const row = await queries.findEngagement(db, id);
  if (!row) throw AppError.notFound('Engagement');
  return toEngagement(row, viewer, await canManageEngagement(db, viewer, id));
}

function assertMayWriteMoney(viewer: Principal, input: { budget_amount?: number | null | undefined }) {
  if (input.budget_amount !== undefined && !hasPermission(viewer.roles, 'finance.view')) {
    throw AppError.forbidden('Only an admin can set budget amounts.');
  }
}

async function assertClient(tx: DbOrTx, clientId: string) {
  if (!(await queries.clientExists(tx, clientId))) {
    throw AppError.validation('That client does not exist.', { client_id: 'Unknown client.' });
  }
}

export async function createEngagement(
  db: Db,
  { viewer, actor, input }: Write & { viewer: Principal; input: EngagementCreate },
): Promise<Engagement> {
  assertMayWriteMoney(viewer, input);
  return db.transaction(async (tx) => {
    await assertClient(tx, input.client_id);
    const inserted = tx
      .insert(engagements)
      .values(insertValues(input, CREATE_COLUMN))
      .returning({ id: engagements.id });
    return auditedCreate(tx, actor, ENGAGEMENT.entity, inserted, (row) => getEngagement(tx, { viewer, id: row.id }));
  });
}

/** API field → column, for updates, and for creates with the type (fixed once created). */
const COLUMN_OF = {
  name: 'name',
  client_id: 'clientId',
  status: 'status',
  project_temperature: 'projectTemperature',
  start_date: 'startDate',
  end_date: 'endDate',
  description: 'description',
  billing_type: 'billingType',
  budget_hours: 'budgetHours',
  budget_amount: 'budgetAmount',
  currency: 'currency',
} as const satisfies Record<keyof EngagementUpdate, keyof typeof engagements.$inferInsert>;
const CREATE_COLUMN = { ...COLUMN_OF, type: 'type' } as const satisfies Record<
  keyof EngagementCreate,
  keyof typeof engagements.$inferInsert
>;

/**
 * An engagement written by a spreadsheet import, in the import's transaction: a create through the API's column map
 * and client check, or a change of the given fields with the version bumped. The import has checked each row
 * (dates in order, the team inside them) in its dry run and is audited as one entry, so no audit row here.
 */
export async function writeImportedEngagement(
  tx: DbOrTx,
  write: { input: EngagementCreate } | { id: string; patch: EngagementUpdate },
): Promise<void> {
  if ('input' in write) {
    await assertClient(tx, write.input.client_id);
    await tx.insert(engagements).values(insertValues(write.input, CREATE_COLUMN));
  } else {
    await bumpVersion(tx, engagements, write.id, insertValues(write.patch, COLUMN_OF));
  }
}

/** Assignments must stay inside the engagement's dates, so narrowing the dates cannot strand them. */
async function assertTeamInside(tx: DbOrTx, id: string, start: string | null, end: string | null) {
  const outside = [];
  if (start) outside.push(lt(engagementConsultants.startDate, start));
  if (end) outside.push(gt(engagementConsultants.endDate, end));
  if (!outside.length) return;
  const [row] = await tx
    .select({ n: count() })
    .from(engagementConsultants)
    .where(and(eq(engagementConsultants.engagementId, id), or(...outside)));
  const n = row?.n ?? 0;
  if (n > 0) {
    const message = `${n} team assignment${n === 1 ? ' runs' : 's run'} outside these dates. Change ${n === 1 ? 'it' : 'them'} first.`;
    throw AppError.validation(message, { [start ? 'start_date' : 'end_date']: message });
  }
}

export async function updateEngagement(
  db: Db,
  options: VersionedWrite & { viewer: Principal; patch: EngagementUpdate },
): Promise<Engagement> {
  const { viewer, id, patch } = options;
  return updateVersioned(db, {
    ...options,
    ...ENGAGEMENT, // the audit row keeps status and temperature changes (before → after) for the history
    columns: COLUMN_OF,
    guard: async (_current, tx) => {
      await assertManagesEngagement(tx, viewer, id);
      assertManagerPatch(viewer, patch);
      assertMayWriteMoney(viewer, patch);
    },
    check: async (current, tx) => {
      if (patch.client_id !== undefined) await assertClient(tx, patch.client_id);
      const start = patch.start_date !== undefined ? patch.start_date : current.startDate;
      const end = patch.end_date !== undefined ? patch.end_date : current.endDate;
      if (start && end && end < start) {
        const message = 'The end date cannot be before the start date.';
        throw AppError.validation(message, { end_date: message });
      }
      if (patch.start_date !== undefined || patch.end_date !== undefined) await assertTeamInside(tx, id, start, end);
    },
    read: (tx) => getEngagement(tx, { viewer, id }),
  });
}

/** Assignments and engagement work items go with the engagement (ON DELETE CASCADE). */
export async function deleteEngagement(db: Db, options: VersionedWrite) {
  await deleteVersioned(db, {
    ...options,
    ...ENGAGEMENT,
  });
}

export async function overview(db: Db): Promise<EngagementOverview> {
  const [counts, attention] = await Promise.all([queries.countsByType(db), queries.needingAttention(db, 12)]);
  const zeros = <T extends readonly string[]>(values: T) =>
    Object.fromEntries(values.map((value) => [value, 0])) as Record<T[number], number>;
  const types = ENGAGEMENT_TYPES.map((type) => {
    const byStatus = zeros(ENGAGEMENT_STATUSES);
    const byTemperature = zeros(TEMPERATURES);
    let total = 0;
    for (const row of counts.filter((row) => row.type === type)) {
      total += row.n;
      byStatus[row.status as keyof typeof byStatus] += row.n;
      if (row.open) byTemperature[row.temperature as keyof typeof byTemperature] += row.n;
    }
    return { type, total, by_status: byStatus, by_temperature: byTemperature };
  });
  return {
    types,
    attention: attention.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type as Engagement['type'],
      status: row.status as Engagement['status'],
      project_temperature: row.project_temperature as Engagement['project_temperature'],
      client_name: row.client_name,
      end_date: row.end_date,
      reasons: [
        ...(row.project_temperature === 'red' ? ['Critical'] : row.project_temperature === 'yellow' ? ['Watch'] : []),
        ...(row.ends_soon ? ['Ends within two weeks'] : []),
        ...(row.over_budget ? ['Over budgeted hours'] : []),
      ],
    })),
  };
}

export async function listRequests(db: Db, { engagementId, page }: { engagementId: string; page: PaginationQuery }) {
  if (!(await queries.findEngagement(db, engagementId))) throw AppError.notFound('Engagement');
  const { limit, offset } = offsetOf(page);
  const where = and(eq(improvementRequests.engagementId, engagementId), eq(improvementRequests.kind, 'engagement'));
  const { rows, total } = await withTotal(
    db
      .select({
        id: improvementRequests.id,
        name: improvementRequests.name,
        status: improvementRequests.status,
        priority: improvementRequests.priority,
        dueDate: improvementRequests.dueDate,
        updatedAt: improvementRequests.updatedAt,
        total: totalOver(),
      })
      .from(improvementRequests)
      .where(where)
      .orderBy(desc(improvementRequests.updatedAt), desc(improvementRequests.id))
      .limit(limit)
      .offset(offset),
    offset,
    async () => (await db.select({ n: count() }).from(improvementRequests).where(where))[0]?.n ?? 0,
  );
  const items: EngagementRequest[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    priority: row.priority,
    due_date: row.dueDate,
    updated_at: row.updatedAt.toISOString(),
  }));
  return pageFrom(items, total, page);
}
