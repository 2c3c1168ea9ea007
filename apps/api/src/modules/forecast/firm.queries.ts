import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { ASSIGNMENT_WEEKLY_HOURS } from '../engagements/team.queries.js';
import type { BookingRow } from './forecast.queries.js';

/** Skills named per person in the bench ahead. */
export const TOP_SKILLS = 3;

export interface FirmPersonRow extends Record<string, unknown> {
  id: string;
  name: string;
  time_zone: string | null;
  hourly_rate: number | null;
  start_date: string | null;
  left_on: string | null;
  top_skills: string[] | string | null;
}

/** The people at the firm: active profiles, with their best rated skills (product, or category without one). */
export const firmPeople = (db: DbOrTx) =>
  rowsOf<FirmPersonRow>(
    db,
    sql`select c.id, c.first_name || ' ' || c.last_name as name, c.time_zone, c.hourly_rate::float8 as hourly_rate,
          c.start_date::text as start_date, c.left_on::text as left_on, s.top_skills
        from consultants c
        left join (
          select e.consultant_id, to_json((array_agg(coalesce(pp.name, pc.name)
              order by e.rating desc, pc.display_order, pp.display_order))[1:${sql.raw(String(TOP_SKILLS))}]) as top_skills
            from consultant_expertise e
            join platform_categories pc on pc.id = e.category_id
            left join platform_products pp on pp.id = e.product_id
           group by e.consultant_id) s on s.consultant_id = c.id
        where c.is_active
        order by lower(c.last_name), lower(c.first_name), c.id`,
  );

export interface FirmEngagementRow extends Record<string, unknown> {
  id: string;
  name: string;
  type: string;
  currency: string;
  billing_type: string | null;
}

/** Engagements that book people: not over. */
export const firmEngagements = (db: DbOrTx) =>
  rowsOf<FirmEngagementRow>(
    db,
    sql`select id, name, type, currency, billing_type from engagements where status in ('pipeline', 'active', 'on_hold')`,
  );

/**
 * Assignments still running on `from` (later ones too: a roll-off needs to know nothing comes after); with `of`,
 * only that person's, starting by `of.to` (a what-if's weeks).
 */
export const firmAssignments = (db: DbOrTx, from: string, of?: { consultantId: string; to: string }) =>
  rowsOf<BookingRow>(
    db,
    sql`select ec.engagement_id, ec.consultant_id, ec.start_date::text as start, ec.end_date::text as "end",
          (${ASSIGNMENT_WEEKLY_HOURS})::float8 as hours_per_week
        from engagement_consultants ec
        join engagements e on e.id = ec.engagement_id and e.status in ('pipeline', 'active', 'on_hold')
        where ec.start_date is not null and ec.end_date >= ${from}::date and ec.hours_allocated is not null
          ${of ? sql`and ec.consultant_id = ${of.consultantId} and ec.start_date <= ${of.to}::date` : sql``}`,
  );

/** Open proposals over their request's dates, still running on `from`. */
export const firmProposals = (db: DbOrTx, from: string) =>
  rowsOf<BookingRow>(
    db,
    sql`select r.engagement_id, p.consultant_id, r.start_date::text as start, r.end_date::text as "end",
          p.hours_per_week::float8 as hours_per_week
        from staffing_proposals p join resource_requests r on r.id = p.request_id
        where p.status = 'proposed' and r.closed_at is null and r.start_date is not null
          and r.end_date >= ${from}::date`,
  );
