import type { LanguageProficiency } from '@praxis/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { rowsOf } from '../../db/sql.js';
import { lockById } from '../../lib/lock-row.js';
import { ASSIGNMENT_WEEKLY_HOURS, LIVE_ASSIGNMENT } from '../engagements/team.queries.js';

/** `(id1, id2, …)` for `in`, or null for an empty list (callers then skip the condition or answer nothing). */
export function uuidList(ids: readonly string[]): SQL | null {
  if (ids.length === 0) return null;
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

export interface CandidateRow extends Record<string, unknown> {
  id: string;
  name: string;
  job_title_id: string | null;
  job_title: string | null;
  location: string | null;
  time_zone: string | null;
  expertise: [string, string | null, number][];
  certifications: [string, string | null][];
  languages: [string, LanguageProficiency][];
  load: Record<string, number> | null;
}

/**
 * Everything matching needs about every active consultant, in one statement: the expertise, certificates and
 * languages the request asks about, and the allocated hours per week over the request's dates.
 */
export async function candidateRows(
  db: DbOrTx,
  input: { start: string; end: string; categoryIds: string[]; certificationIds: string[]; languageIds: string[] },
): Promise<CandidateRow[]> {
  const categories = uuidList(input.categoryIds);
  const certs = uuidList(input.certificationIds);
  const langs = uuidList(input.languageIds);
  return rowsOf<CandidateRow>(
    db,
    sql`with weeks as (
          select w::date as week from generate_series(date_trunc('week', ${input.start}::date), ${input.end}::date,
            interval '1 week') as w),
        load as (
          select ec.consultant_id, w.week, sum(${ASSIGNMENT_WEEKLY_HOURS})::float8 as hours
          from engagement_consultants ec join weeks w on ec.start_date <= w.week + 6 and ec.end_date >= w.week
          where ${LIVE_ASSIGNMENT} and ec.start_date <= ${input.end}::date and ec.end_date >= ${input.start}::date
          group by ec.consultant_id, w.week),
        load_json as (
          select consultant_id, json_object_agg(to_char(week, 'YYYY-MM-DD'), hours) as load
          from load group by consultant_id),
        expertise as (
          select consultant_id, json_agg(json_build_array(category_id, product_id, rating)) as items
          from consultant_expertise where ${categories ? sql`category_id in ${categories}` : sql`false`}
          group by consultant_id),
        certs as (
          select consultant_id, json_agg(json_build_array(certification_id, expires_on)) as items
          from consultant_certifications where ${certs ? sql`certification_id in ${certs}` : sql`false`}
          group by consultant_id),
        langs as (
          select consultant_id, json_agg(json_build_array(language_id, proficiency)) as items
          from consultant_languages where ${langs ? sql`language_id in ${langs}` : sql`false`}
          group by consultant_id)
        select c.id, trim(c.first_name || ' ' || c.last_name) as name, c.job_title_id, jt.title as job_title,
          c.location, c.time_zone,
          coalesce(x.items, '[]'::json) as expertise, coalesce(ce.items, '[]'::json) as certifications,
          coalesce(l.items, '[]'::json) as languages, lj.load
        from consultants c
        left join consultant_job_titles jt on jt.id = c.job_title_id
        left join expertise x on x.consultant_id = c.id
        left join certs ce on ce.consultant_id = c.id
        left join langs l on l.consultant_id = c.id
        left join load_json lj on lj.consultant_id = c.id
        where c.is_active`,
  );
}

/** Serialises bookings of one person: two accepts for the same consultant run one after the other. */
export async function lockConsultant(db: DbOrTx, consultantId: string) {
  const row = await lockById(db, consultants, consultantId);
  return (
    row && {
      id: row.id,
      user_id: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      is_active: row.isActive,
    }
  );
}
