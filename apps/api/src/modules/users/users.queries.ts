import type { PaginationQuery, UserWithRoles } from '@praxis/shared';
import { isRole } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { likePattern } from '../../lib/like.js';
import { offsetOf, pageFrom, TOTAL_OVER, withTotal, type Page } from '../../lib/pagination.js';
import { mapAdditionalRoles } from '../../auth/roles.js';

// A type, not an interface: rowsOf needs it assignable to Record<string, unknown> and withTotal omits `total`.
type Row = {
  user_id: string;
  name: string;
  email: string;
  consultant_id: string | null;
  primary_role: string | null;
  role_names: string[] | null;
  deactivated_at: Date | string | null;
  total: number;
};

const whereOf = (q: string | undefined) => {
  const pattern = q ? likePattern(q) : null;
  return pattern
    ? sql`where u.name ilike ${pattern} or u.email ilike ${pattern} or (c.first_name || ' ' || c.last_name) ilike ${pattern}`
    : sql``;
};

/** One page of sign-in accounts in the list's order, each row carrying the number the filter matches. */
const pageOfUsers = (db: Db, q: string | undefined, limit: number, offset: number) =>
  rowsOf<Row>(
    db,
    sql`select u.id as user_id, u.name, u.email, u.deactivated_at, c.id as consultant_id, c.role as primary_role,
        (select array_agg(ur.role_name order by ur.role_name) from user_roles ur
          where ur.user_id = u.id and ur.is_active) as role_names, ${TOTAL_OVER}
      from "user" u left join consultants c on c.user_id = u.id
      ${whereOf(q)}
      order by lower(u.email), u.id
      limit ${limit} offset ${offset}`,
  );

const toUser = (row: Omit<Row, 'total'>): UserWithRoles => {
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
};

/** One page in the list's order (the CSV export reads the list through it, a batch at a time). */
export async function selectUsersWithRoles(
  db: Db,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<UserWithRoles[]> {
  return (await pageOfUsers(db, q, limit, offset)).map(toUser);
}

/** Sign-in accounts with their primary role (the consultant's role) and active additional role records. */
export async function listUsersWithRoles(
  db: Db,
  { q, page }: { q: string | undefined; page: PaginationQuery },
): Promise<Page<UserWithRoles>> {
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await withTotal(pageOfUsers(db, q, limit, offset), offset, async () => {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from "user" u left join consultants c on c.user_id = u.id ${whereOf(q)}`,
    );
    return Number(row?.n ?? 0);
  });
  return pageFrom(rows.map(toUser), total, page);
}
