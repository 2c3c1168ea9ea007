import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** "First Last" as the full-name trigram index stores it (consultants_full_name_trgm_idx): a search must use it as is. */
const FULL_NAME = sql.raw(`(first_name || ' ' || last_name)`);

/**
 * The ids of the consultants a text search (an ILIKE pattern) matches: their full name or email — each through its
 * trigram index — or a skill, product, certification or language whose name matches. Each catalogue is searched once
 * and its links are read by their index, where ORed EXISTS clauses compared every skill of every consultant.
 * A UNION of id sets, not ORs, so that each arm can use its own index (an OR of ILIKE and EXISTS reads the table).
 */
export function consultantIdsMatching(
  pattern: SQL | Placeholder,
  { credentials = true }: { credentials?: boolean } = {},
): SQL {
  const arms = [
    sql`select id from consultants where ${FULL_NAME} ilike ${pattern}`,
    sql`select id from consultants where email ilike ${pattern}`,
    sql`select consultant_id from consultant_expertise
         where category_id in (select id from platform_categories where name ilike ${pattern})
            or product_id in (select id from platform_products where name ilike ${pattern})`,
  ];
  if (credentials) {
    arms.push(
      sql`select consultant_id from consultant_certifications
           where certification_id in (select id from certifications where name ilike ${pattern})`,
      sql`select consultant_id from consultant_languages
           where language_id in (select id from languages where name ilike ${pattern})`,
    );
  }
  return sql`(${sql.join(arms, sql` union `)})`;
}
