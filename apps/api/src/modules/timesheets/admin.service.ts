import {
  TIMESHEET_CATEGORY_LABELS,
  TIMESHEET_VIEW_STATUSES,
  type Anomaly,
  type TimesheetAdminQuery,
  type TimesheetAdminRow,
  type TimesheetPeriodQuery,
  type TimesheetRemind,
  type TimesheetTotals,
} from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { audit, type Actor } from '../../lib/audit.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { seesAll } from './access.js';
import * as queries from './admin.queries.js';
import { notifyMissing } from './notices.js';
import { managedEngagementIds } from './timesheets.queries.js';

const DECIDABLE = new Set(['submitted', 'approved']);

export async function listWeeks(
  db: Db,
  principal: Principal,
  query: TimesheetAdminQuery & { page: number; pageSize: number },
) {
  const { limit, offset } = offsetOf(query);
  const [{ rows, total }, managed] = await Promise.all([
    queries.listAdminRows(db, principal, query, limit, offset),
    seesAll(principal) ? Promise.resolve(null) : managedEngagementIds(db, principal.consultant?.id),
  ]);
  const weekIds = rows.flatMap((row) => (row.week_id ? [row.week_id] : []));
  const lines = await queries.linesOfWeeks(db, weekIds);
  const byWeek = new Map<string, queries.AdminLineRow[]>();
  for (const line of lines) byWeek.set(line.week_id, [...(byWeek.get(line.week_id) ?? []), line]);
  const items: TimesheetAdminRow[] = rows.map((row) => {
    const weekLines = row.week_id ? (byWeek.get(row.week_id) ?? []) : [];
    const withHours = weekLines.filter((line) => line.hours > 0);
    const mayDecide =
      managed === null || withHours.every((line) => line.engagement_id !== null && managed.has(line.engagement_id));
    return {
      week_id: row.week_id,
      version: row.version,
      consultant_id: row.consultant_id,
      consultant_name: row.consultant_name,
      week_start: row.week_start,
      status: row.status,
      total_hours: withHours.reduce((sum, line) => sum + line.hours, 0),
      billable_hours: withHours.filter((line) => line.billable).reduce((sum, line) => sum + line.hours, 0),
      lines: weekLines.map((line) => ({
        engagement_id: line.engagement_id,
        engagement_name: line.engagement_name,
        category: line.category,
        hours: line.hours,
      })),
      anomalies: (row.anomalies ?? []) as Anomaly[],
      rejection_reason: row.rejection_reason,
      submitted_at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
      can_decide:
        DECIDABLE.has(row.status) &&
        mayDecide &&
        row.consultant_id !== principal.consultant?.id &&
        withHours.length > 0,
    };
  });
  return pageFrom(items, total, query);
}

export async function weekTotals(db: Db, principal: Principal, query: TimesheetAdminQuery): Promise<TimesheetTotals> {
  const [{ byEngagement, byPerson }, counts] = await Promise.all([
    queries.totals(db, principal, query),
    queries.countByStatus(db, principal, query),
  ]);
  const byStatus = Object.fromEntries(TIMESHEET_VIEW_STATUSES.map((s) => [s, 0])) as TimesheetTotals['by_status'];
  for (const row of counts) byStatus[row.status] = row.n;
  const sum = (rows: { hours: number }[]) => rows.reduce((total, row) => total + row.hours, 0);
  return {
    total_hours: sum(byPerson),
    billable_hours: byPerson.reduce((total, row) => total + row.billable_hours, 0),
    by_status: byStatus,
    by_engagement: byEngagement.map((row) => ({
      engagement_id: row.engagement_id,
      engagement_name: row.engagement_name ?? TIMESHEET_CATEGORY_LABELS[row.category],
      client_name: row.client_name,
      hours: row.hours,
      billable_hours: row.billable_hours,
    })),
    by_person: byPerson,
  };
}

const CSV_HEADER = ['person', 'engagement', 'client', 'date', 'hours', 'billable', 'note'];
/** Quotes a field when needed; a leading = + - @ is neutralised so spreadsheets never run it as a formula. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function approvedCsv(db: Db, principal: Principal, query: TimesheetPeriodQuery): Promise<string> {
  const rows = await queries.approvedEntries(db, principal, query);
  const lines = rows.map((row) =>
    [
      row.person,
      TIMESHEET_CATEGORY_LABELS[row.engagement as 'admin'] ?? row.engagement,
      row.client,
      row.date,
      row.hours,
      row.billable ? 'yes' : 'no',
      row.note,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Notifies the chosen people whose week is missing or still a draft (and visible to this approver). */
export async function remind(db: Db, actor: Actor, principal: Principal, input: TimesheetRemind) {
  const query = { from: input.week_start, to: input.week_start };
  return db.transaction(async (tx) => {
    const { rows } = await queries.listAdminRows(tx, principal, query, 10_000, 0);
    const wanted = new Set(input.consultant_ids);
    const targets = rows.filter(
      (row) => wanted.has(row.consultant_id) && (row.status === 'missing' || row.status === 'draft'),
    );
    const users = await rowsOf<{ id: string; user_id: string | null }>(
      tx,
      sql`select id, user_id from consultants where id in (${sql.join(
        [...targets.map((row) => sql`${row.consultant_id}::uuid`), sql`null::uuid`],
        sql`, `,
      )})`,
    );
    let reminded = 0;
    for (const user of users) {
      if (!user.user_id) continue;
      await notifyMissing(tx, actor, user.user_id, input.week_start);
      reminded++;
    }
    await audit(tx, actor, {
      entity: 'timesheet_reminders',
      entityId: input.week_start,
      action: 'create',
      after: { consultant_ids: users.filter((u) => u.user_id).map((u) => u.id) },
    });
    return { reminded };
  });
}
