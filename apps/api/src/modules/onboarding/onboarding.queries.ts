import type { Onboarding, OnboardingTask } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

type Row = Omit<Onboarding, 'tasks'> & Record<string, unknown>;
type TaskRow = OnboardingTask & { onboarding_id: string } & Record<string, unknown>;

/** Onboardings with their progress: all (consultantId null) or one person's. Newest start first. */
export const onboardingRows = (
  db: DbOrTx,
  options: { consultantId: string | null; id?: string; today: string; limit?: number; offset?: number },
) =>
  rowsOf<Row>(
    db,
    sql`select o.id, o.consultant_id, trim(c.first_name || ' ' || c.last_name) as name, c.email, jt.title as job_title,
        to_char(o.start_date, 'YYYY-MM-DD') as start_date, c.user_id is not null as has_account,
        (select count(*) from onboarding_tasks t where t.onboarding_id = o.id and t.done_at is not null)::int as done,
        (select count(*) from onboarding_tasks t where t.onboarding_id = o.id)::int as total,
        (select count(*) from onboarding_tasks t where t.onboarding_id = o.id and t.done_at is null
          and t.due_date < ${options.today}::date)::int as overdue
      from onboardings o join consultants c on c.id = o.consultant_id
      left join consultant_job_titles jt on jt.id = c.job_title_id
      where true ${options.consultantId ? sql`and o.consultant_id = ${options.consultantId}` : sql``}
        ${options.id ? sql`and o.id = ${options.id}` : sql``}
      order by o.start_date desc, o.id
      limit ${options.limit ?? 500} offset ${options.offset ?? 0}`,
  );

export const taskRows = (db: DbOrTx, onboardingIds: string[], today: string) =>
  onboardingIds.length === 0
    ? Promise.resolve([] as TaskRow[])
    : rowsOf<TaskRow>(
        db,
        sql`select t.id, t.onboarding_id, t.title, t.owner_consultant_id,
            nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as owner_name,
            to_char(t.due_date, 'YYYY-MM-DD') as due_date,
            case when t.done_at is null then null
              else to_char(t.done_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as done_at,
            t.done_at is null and t.due_date < ${today}::date as overdue, t.version
          from onboarding_tasks t left join consultants c on c.id = t.owner_consultant_id
          where t.onboarding_id in (${sql.join(
            onboardingIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          order by t.position`,
      );
