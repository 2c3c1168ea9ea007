import {
  addDays,
  defaultBillable,
  plannedHoursInWeek,
  previousWeek,
  TIMESHEET_STATUS_LABELS,
  workingDays,
  type TimesheetCell,
  type TimesheetCellsInput,
  type TimesheetLineInput,
  type TimesheetSaveResult,
  type TimesheetWeek,
} from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { timesheetWeeks } from '../../db/schema/timesheets.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { bumpVersion } from '../../lib/versioned-update.js';
import { saveCellsInOneStatement } from './save-cells.statement.js';
import * as queries from './timesheets.queries.js';
import { anomaliesOf, awayInWeek, loadWeekContext, toWeek } from './week-model.js';

const EDITABLE = new Set(['draft', 'rejected']);

export function ownerOf(principal: Principal) {
  const consultant = principal.consultant;
  if (!consultant) throw AppError.notFound('Consultant profile');
  return { id: consultant.id, name: `${consultant.firstName} ${consultant.lastName}`.trim() };
}

export function assertEditable(week: { status: string }) {
  if (!EDITABLE.has(week.status)) {
    throw AppError.conflict(
      `This week is ${TIMESHEET_STATUS_LABELS[week.status as 'draft'].toLowerCase()} and locked; it cannot be changed.`,
      { status: week.status },
    );
  }
}

export async function getMyWeek(db: Db, principal: Principal, weekStart: string): Promise<TimesheetWeek> {
  const owner = ownerOf(principal);
  const context = await loadWeekContext(db, owner, weekStart);
  const status = context.week?.status ?? 'draft';
  const anomalies = EDITABLE.has(status) ? await anomaliesOf(db, context) : ((context.week?.anomalies ?? []) as []);
  return toWeek(context, { anomalies, canEdit: EDITABLE.has(status), canDecide: false });
}

/** Lines are found or created by their key (engagement or category); returns line id by key. */
async function linesFor(tx: DbOrTx, weekId: string, keys: TimesheetLineInput[]) {
  const ids = new Map<string, string>();
  for (const key of keys) {
    const mapKey = `${key.engagement_id ?? ''}|${key.category}`;
    if (ids.has(mapKey)) continue;
    if ((key.category === 'engagement') !== (key.engagement_id !== null)) throw mismatchedLine();
    let billable = key.billable;
    if (billable === undefined) {
      if (key.engagement_id) {
        const engagement = await queries.engagementForLine(tx, key.engagement_id);
        if (!engagement)
          throw AppError.validation('That engagement does not exist.', { engagement_id: 'Unknown engagement.' });
        billable = defaultBillable(engagement.billing_type);
      } else billable = false;
    } else if (key.engagement_id && !(await queries.engagementForLine(tx, key.engagement_id))) {
      throw AppError.validation('That engagement does not exist.', { engagement_id: 'Unknown engagement.' });
    }
    // "do update" makes the statement return the existing row too.
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into timesheet_lines (week_id, engagement_id, category, billable)
          values (${weekId}, ${key.engagement_id}, ${key.category}, ${billable})
          on conflict on constraint timesheet_lines_week_engagement_category_key
          do update set billable = ${key.billable === undefined ? sql`timesheet_lines.billable` : sql`excluded.billable`}
          returning id`,
    );
    if (!row) throw new Error('line upsert returned no row');
    ids.set(mapKey, row.id);
  }
  return ids;
}

async function bumpWeekVersion(tx: DbOrTx, weekId: string) {
  const row = await bumpVersion(tx, timesheetWeeks, weekId, {});
  if (!row) throw new Error('week vanished');
  return row;
}

/** Cells must fall in the week and name an engagement exactly on engagement rows (422 otherwise). */
function checkCells(weekStart: string, cells: TimesheetCell[]) {
  const weekEnd = addDays(weekStart, 6);
  const outside = cells.find((cell) => cell.date < weekStart || cell.date > weekEnd);
  if (outside) {
    throw AppError.validation(`${outside.date} is not in the week of ${weekStart}.`, { date: 'Not in this week.' });
  }
  if (cells.some((cell) => (cell.category === 'engagement') !== (cell.engagement_id !== null))) throw mismatchedLine();
}

const mismatchedLine = () =>
  AppError.validation('An engagement row needs an engagement; other rows must not name one.', {
    engagement_id: 'Give an engagement for engagement rows only.',
  });

async function writeCells(tx: DbOrTx, weekId: string, weekStart: string, cells: TimesheetCell[]) {
  checkCells(weekStart, cells);
  const lineIds = await linesFor(tx, weekId, cells);
  for (const cell of cells) {
    const lineId = lineIds.get(`${cell.engagement_id ?? ''}|${cell.category}`);
    if (cell.hours === null) {
      await tx.execute(
        sql`delete from timesheet_entries where line_id = ${lineId} and entry_date = ${cell.date}::date`,
      );
      continue;
    }
    const note = cell.note === undefined ? null : cell.note || null;
    await tx.execute(
      sql`insert into timesheet_entries (line_id, entry_date, hours, note)
          values (${lineId}, ${cell.date}::date, ${cell.hours}, ${note})
          on conflict (line_id, entry_date) do update
          set hours = excluded.hours, updated_at = now()
              ${cell.note === undefined ? sql`` : sql`, note = excluded.note`}`,
    );
  }
}

/**
 * Autosave: one or more cells (a pasted range), atomically. The usual save is one statement; a locked week, an
 * unknown engagement or a repeated cell take the transactional path, which says precisely what is wrong (409, 422).
 */
export async function saveCells(
  db: Db,
  actor: Actor,
  principal: Principal,
  weekStart: string,
  input: TimesheetCellsInput,
): Promise<TimesheetSaveResult> {
  const owner = ownerOf(principal);
  checkCells(weekStart, input.cells);
  const saved = await saveCellsInOneStatement(db, actor, owner.id, weekStart, input.cells);
  if (saved) return { ...saved, saved: input.cells.length };
  return db.transaction(async (tx) => {
    const week = await queries.ensureWeek(tx, owner.id, weekStart);
    assertEditable(week);
    await writeCells(tx, week.id, weekStart, input.cells);
    const { version, status } = await bumpWeekVersion(tx, week.id);
    await audit(tx, actor, {
      entity: 'timesheet_weeks',
      entityId: week.id,
      action: 'update',
      after: { cells: input.cells },
    });
    return { id: week.id, status: status as TimesheetSaveResult['status'], version, saved: input.cells.length };
  });
}

export async function saveLine(
  db: Db,
  actor: Actor,
  principal: Principal,
  weekStart: string,
  input: TimesheetLineInput,
) {
  const owner = ownerOf(principal);
  await db.transaction(async (tx) => {
    const week = await queries.ensureWeek(tx, owner.id, weekStart);
    assertEditable(week);
    await linesFor(tx, week.id, [input]);
    await bumpWeekVersion(tx, week.id);
    await audit(tx, actor, { entity: 'timesheet_weeks', entityId: week.id, action: 'update', after: { line: input } });
  });
  return getMyWeek(db, principal, weekStart);
}

export async function deleteLine(db: Db, actor: Actor, principal: Principal, weekStart: string, lineId: string) {
  const owner = ownerOf(principal);
  await db.transaction(async (tx) => {
    const week = await queries.findWeek(tx, owner.id, weekStart, true);
    const [line] = week
      ? await rowsOf<{ id: string }>(
          tx,
          sql`select id from timesheet_lines where id = ${lineId} and week_id = ${week.id}`,
        )
      : [];
    if (!week || !line) throw AppError.notFound('Row');
    assertEditable(week);
    await tx.execute(sql`delete from timesheet_lines where id = ${lineId}`);
    await bumpWeekVersion(tx, week.id);
    await audit(tx, actor, {
      entity: 'timesheet_lines',
      entityId: lineId,
      action: 'delete',
      before: { week_id: week.id },
    });
  });
  return getMyWeek(db, principal, weekStart);
}

/** Fills empty cells only: nothing the user typed is overwritten. */
async function fillEmpty(
  db: Db,
  actor: Actor,
  principal: Principal,
  weekStart: string,
  source: string,
  build: (tx: DbOrTx, owner: { id: string; name: string }) => Promise<TimesheetCell[]>,
) {
  const owner = ownerOf(principal);
  await db.transaction(async (tx) => {
    const week = await queries.ensureWeek(tx, owner.id, weekStart);
    assertEditable(week);
    const existing = await queries.linesOf(tx, week.id);
    const filled = new Set(
      existing.flatMap((line) =>
        (line.entries ?? []).map((entry) => `${line.engagement_id ?? ''}|${line.category}|${entry.date}`),
      ),
    );
    const cells = (await build(tx, owner)).filter(
      (cell) => !filled.has(`${cell.engagement_id ?? ''}|${cell.category}|${cell.date}`),
    );
    if (cells.length === 0) return;
    await writeCells(tx, week.id, weekStart, cells);
    await bumpWeekVersion(tx, week.id);
    await audit(tx, actor, {
      entity: 'timesheet_weeks',
      entityId: week.id,
      action: 'update',
      after: { [source]: cells.length },
    });
  });
  return getMyWeek(db, principal, weekStart);
}

export function copyLastWeek(db: Db, actor: Actor, principal: Principal, weekStart: string) {
  return fillEmpty(db, actor, principal, weekStart, 'copied_from_last_week', async (tx, owner) => {
    const last = await queries.findWeek(tx, owner.id, previousWeek(weekStart));
    if (!last) return [];
    return (await queries.linesOf(tx, last.id)).flatMap((line) =>
      (line.entries ?? []).map((entry) => ({
        engagement_id: line.engagement_id,
        category: line.category,
        date: addDays(entry.date, 7),
        hours: Number(entry.hours),
        note: entry.note,
      })),
    );
  });
}

const quarter = (n: number) => Math.round(n * 4) / 4;

/** The allocation of each assignment spread over the week's working days it covers (not away), in quarter hours. */
export function fillFromPlan(db: Db, actor: Actor, principal: Principal, weekStart: string) {
  return fillEmpty(db, actor, principal, weekStart, 'filled_from_plan', async (tx, owner) => {
    const [assignments, { daysOff }] = await Promise.all([
      queries.assignmentsInWeek(tx, owner.id, weekStart),
      awayInWeek(tx, owner.id, weekStart),
    ]);
    return assignments.flatMap((assignment) => {
      const planned = plannedHoursInWeek(assignment, weekStart, daysOff);
      const days = workingDays(weekStart, daysOff).filter(
        (day) => day >= (assignment.start_date ?? day) && day <= (assignment.end_date ?? day),
      );
      if (!planned || days.length === 0) return [];
      const each = quarter(planned / days.length);
      return days.map((date, i) => ({
        engagement_id: assignment.engagement_id,
        category: 'engagement' as const,
        date,
        // The last day takes the rounding remainder so the week adds up to the plan.
        hours: i === days.length - 1 ? Math.max(0, quarter(planned - each * (days.length - 1))) : each,
      }));
    });
  });
}
