import type { PaginationQuery, UserWithRoles } from '@praxis/shared';
import { isRole } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { offsetOf, pageFrom, type Page } from '../../lib/pagination.js';
import { mapAdditionalRoles } from '../../auth/roles.js';

interface Row extends Record<string, unknown> {
  user_id: string;
  name: string;
  email: string;
  consultant_id: string | null;
  primary_role: string | null;
  role_names: string[] | null;
  deactivated_at: Date | string | null;
}

/** Sign-in accounts with their primary role (the consultant's role) and active additional role records. */
export async function listUsersWithRoles(
  db: Db,
  q: string | undefined,
  page: PaginationQuery,
): Promise<Page<UserWithRoles>> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = pattern
    ? sql`where u.name ilike ${pattern} or u.email ilike ${pattern} or (c.first_name || ' ' || c.last_name) ilike ${pattern}`
    : sql``;
  const { limit, offset } = offsetOf(page);
  const [rows, [total]] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select u.id as user_id, u.name, u.email, u.deactivated_at, c.id as consultant_id, c.role as primary_role,
          (select array_agg(ur.role_name order by ur.role_name) from user_roles ur
            where ur.user_id = u.id and ur.is_active) as role_names
        from "user" u left join consultants c on c.user_id = u.id
        ${where}
        order by lower(u.email), u.id
        limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from "user" u left join consultants c on c.user_id = u.id ${where}`,
    ),
  ]);
  const items = rows.map((row) => {
    const primary = isRole(row.primary_role) ? row.primary_role : 'employee';
    return {
      user_id: row.user_id,
      name: row.name,
      email: row.email,
      consultant_id: row.consultant_id,
      primary_role: primary,
      additional_roles: mapAdditionalRoles(row.role_names ?? []).filter((role) => role !== primary),
      deactivated_at: row.deactivated_at ? new Date(row.deactivated_at).toISOString() : null,
    };
  });
  return pageFrom(items, Number(total?.n ?? 0), page);
}
