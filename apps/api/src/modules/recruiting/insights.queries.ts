import type { AnalyticsCandidate, AnalyticsEvent, DemandGroup } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

const instant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** Every candidate's position, source, stage and arrival (no personal data), for the analytics. */
export const analyticsCandidates = (db: DbOrTx) =>
  rowsOf<AnalyticsCandidate & Record<string, unknown>>(
    db,
    sql`select c.id, c.position_id, p.title as position_title, c.source, c.stage, ${instant('c.created_at')} as created_at
      from candidates c join positions p on p.id = c.position_id`,
  );

export const analyticsEvents = (db: DbOrTx) =>
  rowsOf<AnalyticsEvent & Record<string, unknown>>(
    db,
    sql`select e.candidate_id, e.stage, ${instant('e.entered_at')} as entered_at from candidate_stage_events e`,
  );

/**
 * Open resource requests grouped by each must-have skill and minimum rating, with the supply of that skill: active
 * people holding it at the rating, and those of them rolling off within `rollOffDays` with no follow-on work.
 */
export const demandGroups = (db: DbOrTx, today: string, rollOffDays: number) =>
  rowsOf<DemandGroup & Record<string, unknown>>(
    db,
    sql`with wanted as (
        select r.id, e.name as engagement_name, r.job_title_id, jt.title as job_title,
          greatest(0, ${today}::date - coalesce(r.submitted_at, r.created_at)::date)::int as days_waiting,
          (s.value ->> 'category_id')::uuid as category_id, nullif(s.value ->> 'product_id', '')::uuid as product_id,
          (s.value ->> 'min_rating')::int as min_rating
        from resource_requests r join engagements e on e.id = r.engagement_id
        left join consultant_job_titles jt on jt.id = r.job_title_id
        cross join lateral jsonb_array_elements(r.skills) as s(value)
        where r.closed_at is null and r.status in ('Submitted', 'In Review', 'Partially Staffed')
          and coalesce((s.value ->> 'must')::boolean, false)),
      grouped as (
        select category_id, product_id, min_rating,
          json_agg(json_build_object('id', id, 'engagement_name', engagement_name, 'days_waiting', days_waiting,
            'job_title_id', job_title_id, 'job_title', job_title) order by days_waiting desc, id) as requests
        from wanted group by category_id, product_id, min_rating),
      holders as (
        select g.category_id, g.product_id, g.min_rating, c.id as consultant_id,
          trim(c.first_name || ' ' || c.last_name) as name
        from grouped g join consultant_expertise x on x.rating >= g.min_rating
          and (x.product_id = g.product_id or (g.product_id is null and x.category_id = g.category_id))
        join consultants c on c.id = x.consultant_id and c.is_active
        group by g.category_id, g.product_id, g.min_rating, c.id, c.first_name, c.last_name)
      select g.category_id, g.product_id, g.min_rating, coalesce(pp.name, pc.name) as skill, g.requests,
        (select count(*)::int from holders h where h.category_id = g.category_id
          and h.product_id is not distinct from g.product_id and h.min_rating = g.min_rating) as people_with_skill,
        coalesce((select json_agg(json_build_object('consultant_id', h.consultant_id, 'name', h.name,
            'date', to_char(off.end_date, 'YYYY-MM-DD')) order by off.end_date)
          from holders h cross join lateral (
            select max(ec.end_date) as end_date from engagement_consultants ec join engagements e on e.id = ec.engagement_id
            where ec.consultant_id = h.consultant_id and e.status in ('active', 'on_hold')) off
          where h.category_id = g.category_id and h.product_id is not distinct from g.product_id
            and h.min_rating = g.min_rating
            and off.end_date between ${today}::date and ${today}::date + ${rollOffDays}::int), '[]'::json) as rolling_off
      from grouped g join platform_categories pc on pc.id = g.category_id
      left join platform_products pp on pp.id = g.product_id`,
  );
