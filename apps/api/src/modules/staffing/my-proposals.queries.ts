import { sql } from 'drizzle-orm';
import type { MyProposal } from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

/** More than anyone is proposed for in years; the list is one person's, so it is not paged. */
export const MY_PROPOSALS_LIMIT = 500;

const iso = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);
const instant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * The proposals of one consultant with their requests: live ones first (proposed, then accepted), then declined;
 * within each, the latest start first. Dates are the booked assignment's when there is one, else the request's.
 */
export const proposalsOfConsultant = (db: DbOrTx, consultantId: string) =>
  rowsOf<MyProposal>(
    db,
    sql`select p.id, r.id as request_id, e.id as engagement_id, e.name as engagement_name,
        e.type as engagement_type, cl.name as client_name, er.title as engagement_role, jt.title as job_title,
        p.hours_per_week::float8 as hours_per_week,
        ${iso('coalesce(a.start_date, r.start_date)')} as start_date,
        ${iso('coalesce(a.end_date, r.end_date)')} as end_date,
        p.status, r.status as request_status, a.id as assignment_id,
        ${instant('p.created_at')} as proposed_at,
        case when p.decided_at is null then null else ${instant('p.decided_at')} end as decided_at
      from staffing_proposals p
      join resource_requests r on r.id = p.request_id
      join engagements e on e.id = r.engagement_id
      join clients cl on cl.id = e.client_id
      left join engagement_roles er on er.id = r.engagement_role_id
      left join consultant_job_titles jt on jt.id = r.job_title_id
      left join engagement_consultants a on a.id = p.assignment_id
      where p.consultant_id = ${consultantId}
      order by case p.status when 'proposed' then 0 when 'accepted' then 1 else 2 end,
        coalesce(a.start_date, r.start_date) desc, p.id
      limit ${MY_PROPOSALS_LIMIT}`,
  );
