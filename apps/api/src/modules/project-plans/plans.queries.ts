import type { PlanListQuery } from '@praxis/shared';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { likePattern } from '../../lib/like.js';
import { engagementRoles } from '../../db/schema/catalogues.js';
import { clients } from '../../db/schema/clients.js';
import { consultants } from '../../db/schema/consultants.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { planDependencies, planTasks, projectPlans } from '../../db/schema/project-plans.js';
import { lockById } from '../../lib/lock-row.js';
import { fullName } from '../../lib/full-name.js';

/** Engagement roles that may write an engagement's plan (docs/product.md §6 "Engagement managers"). */
export const MANAGER_ROLES = ['Project Manager', 'Engagement Manager'] as const;

const planSelection = {
  plan: projectPlans,
  engagementName: engagements.name,
  engagementType: engagements.type,
  engagementStart: engagements.startDate,
  clientName: clients.name,
};

export type PlanRow = Awaited<ReturnType<typeof findPlan>>;

export async function findPlan(db: DbOrTx, id: string) {
  const [row] = await db
    .select(planSelection)
    .from(projectPlans)
    .innerJoin(engagements, eq(engagements.id, projectPlans.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .where(eq(projectPlans.id, id));
  return row;
}

export const lockPlan = (db: DbOrTx, id: string) => lockById(db, projectPlans, id);

export async function listPlans(db: DbOrTx, filter: PlanListQuery, limit: number, offset: number) {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(projectPlans.status, filter.status) : undefined,
    filter.engagement_type ? eq(engagements.type, filter.engagement_type) : undefined,
    filter.engagement_id ? eq(projectPlans.engagementId, filter.engagement_id) : undefined,
    filter.search
      ? or(
          ilike(projectPlans.name, likePattern(filter.search)),
          ilike(engagements.name, likePattern(filter.search)),
          ilike(clients.name, likePattern(filter.search)),
        )
      : undefined,
  ];
  const rows = await db
    .select({ ...planSelection, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projectPlans)
    .innerJoin(engagements, eq(engagements.id, projectPlans.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .where(and(...conditions))
    .orderBy(asc(engagements.name), asc(projectPlans.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function tasksOf(db: DbOrTx, planIds: string[]) {
  if (planIds.length === 0) return [];
  return db
    .select({
      task: planTasks,
      assigneeName: sql<string | null>`${consultants.firstName} || ' ' || ${consultants.lastName}`,
    })
    .from(planTasks)
    .leftJoin(consultants, eq(consultants.id, planTasks.assigneeId))
    .where(inArray(planTasks.planId, planIds))
    .orderBy(asc(planTasks.planId), asc(planTasks.sortOrder));
}

export const dependenciesOf = (db: DbOrTx, planId: string) =>
  db.select().from(planDependencies).where(eq(planDependencies.planId, planId));

/** The engagement's team with their engagement role. */
export function teamOf(db: DbOrTx, engagementId: string) {
  return db
    .selectDistinctOn([engagementConsultants.consultantId], {
      consultantId: engagementConsultants.consultantId,
      name: fullName(consultants),
      role: engagementRoles.title,
    })
    .from(engagementConsultants)
    .innerJoin(consultants, eq(consultants.id, engagementConsultants.consultantId))
    .leftJoin(engagementRoles, eq(engagementRoles.id, engagementConsultants.engagementRoleId))
    .where(eq(engagementConsultants.engagementId, engagementId))
    .orderBy(asc(engagementConsultants.consultantId));
}

/** Whether the consultant holds the Project Manager or Engagement Manager role on the engagement. */
export async function managesEngagement(db: DbOrTx, consultantId: string, engagementId: string) {
  const [row] = await db
    .select({ id: engagementConsultants.id })
    .from(engagementConsultants)
    .innerJoin(engagementRoles, eq(engagementRoles.id, engagementConsultants.engagementRoleId))
    .where(
      and(
        eq(engagementConsultants.engagementId, engagementId),
        eq(engagementConsultants.consultantId, consultantId),
        inArray(engagementRoles.title, [...MANAGER_ROLES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every assignment of these consultants (all engagements), for the over-capacity flag on bars. */
export function assignmentsOf(db: DbOrTx, consultantIds: string[]) {
  if (consultantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      consultantId: engagementConsultants.consultantId,
      startDate: engagementConsultants.startDate,
      endDate: engagementConsultants.endDate,
      hoursAllocated: engagementConsultants.hoursAllocated,
    })
    .from(engagementConsultants)
    .where(inArray(engagementConsultants.consultantId, consultantIds));
}

/**
 * A plan's non-working days, from the admin calendar's holidays (the one holiday source, as timesheets and staffing
 * read it): a day off everywhere (no location), or a holiday at every office the engagement's team works from — with
 * no team yet (or for the list of plans), at every office of the firm. New Year's Day, held at each office, is one.
 * One function, so the plans follow when the date core grows a shared "working days less holidays" rule.
 */
export async function planHolidays(db: DbOrTx, engagementId?: string): Promise<string[]> {
  const team = engagementId
    ? sql`select distinct c.location from engagement_consultants ec join consultants c on c.id = ec.consultant_id
          where ec.engagement_id = ${engagementId} and c.location is not null`
    : sql`select null::text as location where false`;
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`with team as (${team}),
        offices as (
          select location from team
          union
          select distinct location from consultants
           where location is not null and not exists (select 1 from team)
        ),
        days as (
          select to_char(d, 'YYYY-MM-DD') as day, e.location
          from calendar_events e,
               generate_series(greatest(e.starts_at, now() - interval '3 years') at time zone 'UTC',
                               least(e.ends_at, now() + interval '5 years') at time zone 'UTC' - interval '1 second',
                               interval '1 day') d
          where e.kind = 'holiday'
            -- a holiday lasts days, not years; and only the years a plan can span are read
            and e.ends_at - e.starts_at <= interval '31 days'
            and e.ends_at > now() - interval '3 years' and e.starts_at < now() + interval '5 years'
        )
        select day from days
        group by day
        having bool_or(location is null)
            or count(distinct location) filter (where location in (select location from offices))
               = (select count(*) from offices)
        order by day`,
  );
  return rows.map((row) => row.day);
}
