import type { MailOutboxItem } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { TOTAL_OVER } from '../../lib/pagination.js';

interface Row extends Record<string, unknown> {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  status: MailOutboxItem['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  total: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The outbox newest first, optionally of one status (admins look for `failed`). */
export async function listOutbox(db: Db, status: MailOutboxItem['status'] | undefined, limit: number, offset: number) {
  const rows = await rowsOf<Row>(
    db,
    sql`select id, kind, to_address, subject, status, attempts, last_error, created_at, sent_at, ${TOTAL_OVER}
        from mail_outbox ${status ? sql`where status = ${status}` : sql``}
        order by created_at desc, id
        limit ${limit} offset ${offset}`,
  );
  const items: MailOutboxItem[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to_address: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    last_error: row.last_error,
    created_at: iso(row.created_at),
    sent_at: row.sent_at ? iso(row.sent_at) : null,
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}
