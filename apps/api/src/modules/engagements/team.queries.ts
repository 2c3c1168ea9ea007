import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { consultantJobTitles, engagementRoles } from '../../db/schema/catalogues.js';
import { consultants } from '../../db/schema/consultants.js';
import { engagementConsultants } from '../../db/schema/engagements.js';
import { lockById } from '../../lib/lock-row.js';

const selection = {
  ...getTableColumns(engagementConsultants),
  firstName: consultants.firstName,
  lastName: consultants.lastName,
  photoUrl: consultants.photoUrl,
  jobTitle: consultantJobTitles.title,
  roleTitle: engagementRoles.title,
};
export type AssignmentRow = typeof engagementConsultants.$inferSelect & {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  jobTitle: string | null;
  roleTitle: string | null;
};

const base = (db: DbOrTx) =>
  db
    .select(selection)
    .from(engagementConsultants)
    .innerJoin(consultants, eq(consultants.id, engagementConsultants.consultantId))
    .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
    .leftJoin(engagementRoles, eq(engagementRoles.id, engagementConsultants.engagementRoleId));

export async function listTeam(db: DbOrTx, engagementId: string): Promise<AssignmentRow[]> {
  return base(db)
    .where(eq(engagementConsultants.engagementId, engagementId))
    .orderBy(
      asc(sql`coalesce(${engagementRoles.displayOrder}, 1000)`),
      asc(consultants.lastName),
      asc(consultants.firstName),
      asc(engagementConsultants.id),
    );
}

export async function findAssignment(db: DbOrTx, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await base(db).where(eq(engagementConsultants.id, id));
  return row;
}

export const lockAssignment = (db: DbOrTx, id: string) => lockById(db, engagementConsultants, id);

export async function consultantName(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ firstName: consultants.firstName, lastName: consultants.lastName, isActive: consultants.isActive })
    .from(consultants)
    .where(eq(consultants.id, id));
  return row;
}

export async function roleExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: engagementRoles.id }).from(engagementRoles).where(eq(engagementRoles.id, id));
  return !!row;
}

/**
 * The consultant's weekly load from their other assignments, week by week (weeks start on Monday) over a period.
 * Each assignment's hours are spread evenly over its weeks; cancelled and completed engagements do not count.
 */
/**
 * Weekly hours of an assignment `ec`: its total spread evenly over its weeks, the SQL of `weeklyHoursOf`
 * (@praxis/shared/dates), so the team tab, staffing and the command center read one load.
 */
export const ASSIGNMENT_WEEKLY_HOURS = sql.raw(
  `ec.hours_allocated / greatest(1, (ec.end_date - ec.start_date + 1) / 7.0)`,
);
/** An assignment `ec` that loads its consultant: dated, with hours, on an engagement that is not over. */
export const LIVE_ASSIGNMENT = sql.raw(
  `ec.start_date is not null and ec.end_date is not null and ec.hours_allocated is not null
   and exists (select 1 from engagements e where e.id = ec.engagement_id and e.status in ('pipeline', 'active', 'on_hold'))`,
);

/**
 * The one weekly-load query: a consultant's allocated hours per week (Monday dates) over [from, to], optionally
 * leaving out the assignment being edited; the capacity checks of the team tab and of staffing read it.
 */
export async function weeklyLoad(
  db: DbOrTx,
  input: { consultantId: string; from: string; to: string; excludeAssignmentId?: string | null },
) {
  return rowsOf<{ week: string; hours: number }>(
    db,
    sql`select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(sum(${ASSIGNMENT_WEEKLY_HOURS}), 0)::float8 as hours
        from generate_series(date_trunc('week', ${input.from}::date), ${input.to}::date, interval '1 week') as w(week)
        left join engagement_consultants ec
          on ec.consultant_id = ${input.consultantId}
          and ec.start_date <= (w.week::date + 6) and ec.end_date >= w.week::date
          and ec.id is distinct from ${input.excludeAssignmentId ?? null}::uuid
          and ${LIVE_ASSIGNMENT}
        group by w.week
        order by w.week`,
  );
}

/** The consultant's account, if any (they hear about being added to a team). */
export async function accountOf(tx: DbOrTx, consultantId: string) {
  const [row] = await tx
    .select({ userId: consultants.userId })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  return row?.userId ?? null;
}

/** The name notifications give the person who acted: their consultant name, else their account's name. */
export async function actorNameOf(tx: DbOrTx, userId: string | null): Promise<string> {
  if (!userId) return 'Praxis';
  const [row] = await rowsOf<{ name: string | null }>(
    tx,
    sql`select coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), u.name) as name
        from "user" u left join consultants c on c.user_id = u.id where u.id = ${userId} limit 1`,
  );
  return row?.name || 'An admin';
}
