import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';

/** A consultant as the import compares it: the fields of its columns and its sub-collections as cell text. */
export interface ExistingConsultant {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  job_title: string | null;
  location: string | null;
  time_zone: string | null;
  hourly_rate: string | null;
  start_date: string | null;
  availability_status: string;
  phone: string | null;
  skills: string;
  certifications: string;
  languages: string;
}

/**
 * Every consultant as the import's cells: their skills, certifications and languages as list cells (entries
 * sorted, so equal sets compare equal), aggregated in SQL. The full export writes the consultants file from it.
 */
export const consultantCells = sql`select c.id, c.first_name, c.last_name, c.email, jt.title as job_title, c.location, c.time_zone,
          c.hourly_rate::text as hourly_rate, c.start_date::text as start_date, c.availability_status, c.phone,
          coalesce((select string_agg(pc.name || coalesce('/' || pp.name, '') || ':' || e.rating, '|'
                                      order by lower(pc.name), lower(coalesce(pp.name, '')))
                    from consultant_expertise e
                    join platform_categories pc on pc.id = e.category_id
                    left join platform_products pp on pp.id = e.product_id
                    where e.consultant_id = c.id), '') as skills,
          coalesce((select string_agg(ce.name || ':' || coalesce(cc.issued_on::text, '') || ':'
                                        || coalesce(cc.expires_on::text, ''), '|' order by lower(ce.name))
                    from consultant_certifications cc join certifications ce on ce.id = cc.certification_id
                    where cc.consultant_id = c.id), '') as certifications,
          coalesce((select string_agg(l.name || ':' || cl.proficiency, '|' order by lower(l.name))
                    from consultant_languages cl join languages l on l.id = cl.language_id
                    where cl.consultant_id = c.id), '') as languages
        from consultants c
        left join consultant_job_titles jt on jt.id = c.job_title_id`;

/** Every consultant as the import's cells, keyed by e-mail. */
export async function existingConsultants(db: DbOrTx): Promise<Map<string, ExistingConsultant>> {
  const rows = await rowsOf<ExistingConsultant & Record<string, unknown>>(db, consultantCells);
  return new Map(rows.map((row) => [row.email, row]));
}

/** The catalogues a consultant row names, as id + name lists. */
export async function consultantCatalogues(db: DbOrTx) {
  const [jobTitles, categories, products, certifications, languages] = await Promise.all([
    rowsOf<{ id: string; name: string }>(db, sql`select id, title as name from consultant_job_titles`),
    rowsOf<{ id: string; name: string }>(db, sql`select id, name from platform_categories`),
    rowsOf<{ id: string; name: string; category_id: string }>(
      db,
      sql`select id, name, category_id from platform_products`,
    ),
    rowsOf<{ id: string; name: string }>(db, sql`select id, name from certifications`),
    rowsOf<{ id: string; name: string }>(db, sql`select id, name from languages`),
  ]);
  return { jobTitles, categories, products, certifications, languages };
}
