import type { ImportError } from '@praxis/shared';
import { isIsoDate, todayIn, weekStart } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql.js';
import { recordApprovedDay } from '../timesheets/approved-history.service.js';
import { parseNumber } from './consultants.cells.js';
import { peopleAndEngagements, personAndEngagement } from './import-lookups.js';
import { cellError, differs, failed, given, type KindImporter, type RowPlan } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

interface StoredEntry extends Record<string, unknown> {
  key: string;
  hours: number;
  note: string | null;
  billable: boolean;
}

/** A date is in the future only once it is tomorrow everywhere: the earliest time zone's today is the limit. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';

const keyOf = (row: ParsedRow) =>
  ['email', 'client', 'engagement', 'date'].map((c) => (given(row, c) ?? '').toLowerCase()).join(' / ');

function hoursOf(row: ParsedRow, errors: ImportError[]) {
  const cell = given(row, 'hours');
  const hours = cell === undefined ? null : parseNumber(cell);
  if (hours === null || hours < 0 || hours > 24 || Math.round(hours * 100) !== hours * 100) {
    errors.push(cellError(row, 'hours', `'${cell ?? ''}' is not a number of hours from 0 to 24 (two decimals).`));
    return undefined;
  }
  return hours;
}

function billableOf(row: ParsedRow, errors: ImportError[]) {
  const cell = given(row, 'billable')?.toLowerCase() ?? 'true';
  if (cell !== 'true' && cell !== 'false') errors.push(cellError(row, 'billable', `'${cell}' is not true or false.`));
  return cell !== 'false';
}

/**
 * Approved past hours by consultant × engagement × date: the day's entry is written (or replaced) in the person's
 * approved week, made when missing. A week they are still filling in or waiting on is left to its approver. The
 * assignment's hours used move with the hours, through the timesheets module's own bookkeeping of approved weeks.
 */
export const timesheetHoursImporter: KindImporter = async (db, { actor }) => {
  const lookups = await peopleAndEngagements(db);
  const stored = await rowsOf<StoredEntry>(
    db,
    sql`select lower(p.email) || ' / ' || lower(c.name) || ' / ' || lower(e.name) || ' / ' || t.entry_date::text as key,
               t.hours::float8 as hours, t.note, l.billable
        from timesheet_entries t join timesheet_lines l on l.id = t.line_id
        join timesheet_weeks w on w.id = l.week_id join consultants p on p.id = w.consultant_id
        join engagements e on e.id = l.engagement_id join clients c on c.id = e.client_id`,
  );
  const byKey = new Map(stored.map((entry) => [entry.key, entry]));
  /** Week status and each engagement line's billable flag, by consultant + week (+ engagement). */
  const weeks = new Map(
    (
      await rowsOf<{ key: string; status: string }>(
        db,
        sql`select consultant_id || '|' || week_start::text as key, status from timesheet_weeks`,
      )
    ).map((w) => [w.key, w.status]),
  );
  const lines = new Map(
    (
      await rowsOf<{ key: string; billable: boolean }>(
        db,
        sql`select w.consultant_id || '|' || w.week_start::text || '|' || l.engagement_id as key, l.billable
            from timesheet_lines l join timesheet_weeks w on w.id = l.week_id where l.engagement_id is not null`,
      )
    ).map((l) => [l.key, l.billable]),
  );
  const latest = todayIn(EARLIEST_ZONE);

  function plan(row: ParsedRow): RowPlan {
    const errors: ImportError[] = [];
    const key = keyOf(row);
    const { person, engagement } = personAndEngagement(row, lookups, errors, { activeOnly: false });
    const date = given(row, 'date') ?? '';
    if (!isIsoDate(date)) errors.push(cellError(row, 'date', `'${date}' is not a date (yyyy-MM-dd).`));
    else if (date > latest) errors.push(cellError(row, 'date', `${date} is in the future; import past hours only.`));
    const hours = hoursOf(row, errors);
    const billable = billableOf(row, errors);
    const note = given(row, 'note');
    if (note && note.length > 2000) errors.push(cellError(row, 'note', 'longer than 2000 characters.'));
    if (!person || !engagement || hours === undefined || errors.length > 0) return failed(key, errors);
    const week = weekStart(date);
    const status = weeks.get(`${person.id}|${week}`);
    if (status && status !== 'approved') {
      const message = `the week of ${week} is a ${status} timesheet; hours go only into approved or new weeks.`;
      return failed(key, [cellError(row, 'date', message)]);
    }
    const lineKey = `${person.id}|${week}|${engagement.id}`;
    const lineBillable = lines.get(lineKey);
    if (lineBillable !== undefined && lineBillable !== billable) {
      const message = `their hours on this engagement in the week of ${week} are ${lineBillable ? '' : 'not '}billable; one value a week.`;
      return failed(key, [cellError(row, 'billable', message)]);
    }
    // Later rows of the same week and engagement must agree with this one.
    lines.set(lineKey, billable);
    const current = byKey.get(key);
    const values = { hours, note: note ?? null, billable };
    if (current && !differs(current, values)) return { key, action: 'unchanged', errors };
    return {
      key,
      action: current ? 'update' : 'create',
      errors,
      write: (tx) =>
        recordApprovedDay(tx, actor, {
          consultantId: person.id,
          engagementId: engagement.id,
          date,
          hours,
          note: values.note,
          billable,
        }),
    };
  }

  return { keyOf, plan, createMissing: async () => {} };
};
