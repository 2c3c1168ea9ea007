import { IMPORT_COLUMNS, type ImportKind } from '@praxis/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { consultantCells } from '../imports/consultants.queries.js';

/**
 * The importable kinds as the import reads them: the template's columns, records named by their natural keys
 * (client name, engagement name, the person's e-mail), never by uuid — so each file imports back unchanged.
 * No bind parameters: each runs behind a cursor.
 */
const KIND_ROWS: Record<ImportKind, SQL> = {
  consultants: sql`select * from (${consultantCells}) k order by lower(k.email)`,
  clients: sql`select c.name, c.status, c.industry, c.website, o.email as account_owner_email, c.notes
      from clients c left join consultants o on o.id = c.account_owner_id order by lower(c.name)`,
  contacts: sql`select c.name as client, cc.first_name, cc.last_name, cc.email, cc.phone, cc.title, cc.is_primary
      from client_contacts cc join clients c on c.id = cc.client_id
      where cc.email is not null order by lower(c.name), lower(cc.email)`,
  engagements: sql`select c.name as client, e.name, e.type, e.status, e.project_temperature,
        e.start_date::text as start_date, e.end_date::text as end_date, e.billing_type,
        e.budget_hours::float8 as budget_hours, e.budget_amount::float8 as budget_amount, e.currency, e.description
      from engagements e join clients c on c.id = e.client_id order by lower(c.name), lower(e.name)`,
  // The total as stored (hours_allocated), not a weekly figure: converting back and forth would round.
  assignments: sql`select p.email, c.name as client, e.name as engagement, r.title as engagement_role,
        ec.start_date::text as start_date, ec.end_date::text as end_date, ec.hours_allocated::float8 as hours_allocated
      from engagement_consultants ec join consultants p on p.id = ec.consultant_id
      join engagements e on e.id = ec.engagement_id join clients c on c.id = e.client_id
      left join engagement_roles r on r.id = ec.engagement_role_id
      order by lower(p.email), lower(c.name), lower(e.name), lower(coalesce(r.title, '')), ec.start_date`,
  // Approved weeks only: the import writes past hours into approved weeks and leaves open ones to their approver.
  timesheet_hours: sql`select p.email, c.name as client, e.name as engagement, t.entry_date::text as date,
        t.hours::float8 as hours, l.billable, t.note
      from timesheet_entries t join timesheet_lines l on l.id = t.line_id
      join timesheet_weeks w on w.id = l.week_id join consultants p on p.id = w.consultant_id
      join engagements e on e.id = l.engagement_id join clients c on c.id = e.client_id
      where w.status = 'approved'
      order by lower(p.email), lower(c.name), lower(e.name), t.entry_date`,
};

export const kindHeader = (kind: ImportKind) => IMPORT_COLUMNS[kind].map((column) => column.name);

export async function kindCount(db: DbOrTx, kind: ImportKind): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${KIND_ROWS[kind]}) k`);
  return Number(row?.n ?? 0);
}

/** A kind's rows a page at a time, through a cursor (the caller's transaction holds it). */
export async function* kindPages(
  tx: DbOrTx,
  kind: ImportKind,
  pageSize = 500,
): AsyncGenerator<Record<string, unknown>[]> {
  await tx.execute(sql`declare export_kind no scroll cursor for ${KIND_ROWS[kind]}`);
  try {
    for (;;) {
      const page = await rowsOf(tx, sql.raw(`fetch forward ${pageSize} from export_kind`));
      if (page.length > 0) yield page;
      if (page.length < pageSize) return;
    }
  } finally {
    await tx.execute(sql`close export_kind`);
  }
}
