import {
  addDays,
  defaultBillable,
  detectAnomalies,
  isoWeekLabel,
  isWeekend,
  previousWeek,
  weekDates,
  plannedHoursInWeek,
  type RuleLine,
  type TimesheetLine,
  type TimesheetWeek,
} from '@praxis/shared';
import { WEEKLY_CAPACITY_HOURS } from '@praxis/shared/dates';
import type { DbOrTx } from '../../db/client.js';
import { daysOff, holidaysFor } from '../calendar/capacity.js';
import * as queries from './timesheets.queries.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface WeekContext {
  consultant: { id: string; name: string };
  weekStart: string;
  week: queries.WeekRow | undefined;
  lines: TimesheetLine[];
  ruleLines: RuleLine[];
  holidays: Map<string, string>;
}

/** The admin calendar's say on one person's week: holidays by name, and every day away (holidays and leave). */
export async function awayInWeek(db: DbOrTx, consultantId: string, weekStart: string) {
  const range = { from: weekStart, to: addDays(weekStart, 6) };
  const [holidays, off] = await Promise.all([
    holidaysFor(db, { consultantId, ...range }),
    daysOff(db, { consultantIds: [consultantId], ...range }),
  ]);
  return { holidays, daysOff: off.get(consultantId) ?? new Set<string>() };
}

/** Everything about one person's week: saved lines plus the suggestions from their assignments. */
export async function loadWeekContext(
  db: DbOrTx,
  consultant: { id: string; name: string },
  weekStart: string,
  week?: queries.WeekRow,
): Promise<WeekContext> {
  const found = week ?? (await queries.findWeek(db, consultant.id, weekStart));
  const [saved, assignments, away] = await Promise.all([
    found ? queries.linesOf(db, found.id) : Promise.resolve([]),
    queries.assignmentsInWeek(db, consultant.id, weekStart),
    awayInWeek(db, consultant.id, weekStart),
  ]);
  const { holidays, daysOff } = away;
  const planned = new Map<string, number | null>();
  for (const assignment of assignments) {
    const hours = plannedHoursInWeek(assignment, weekStart, daysOff);
    const before = planned.get(assignment.engagement_id);
    planned.set(assignment.engagement_id, hours === null && before == null ? null : (before ?? 0) + (hours ?? 0));
  }
  const lines: TimesheetLine[] = [];
  const ruleLines: RuleLine[] = [];
  const push = (line: TimesheetLine, endDate: string | null) => {
    lines.push(line);
    ruleLines.push({
      engagementId: line.engagement_id,
      engagementName: line.engagement_name,
      category: line.category,
      billable: line.billable,
      notesRequired: line.notes_required,
      plannedHours: line.planned_hours,
      assigned: line.assigned,
      engagementEndDate: endDate,
      entries: line.entries,
    });
  };
  for (const row of saved) {
    const assigned = row.engagement_id !== null && planned.has(row.engagement_id);
    push(
      {
        id: row.id,
        engagement_id: row.engagement_id,
        engagement_name: row.engagement_name,
        client_name: row.client_name,
        category: row.category,
        billable: row.billable,
        notes_required: row.notes_required,
        planned_hours: row.engagement_id ? (planned.get(row.engagement_id) ?? null) : null,
        assigned,
        entries: (row.entries ?? []).map((entry) => ({ ...entry, hours: Number(entry.hours) })),
      },
      row.engagement_end_date,
    );
  }
  const seen = new Set(saved.map((row) => row.engagement_id));
  for (const assignment of assignments) {
    if (seen.has(assignment.engagement_id)) continue;
    seen.add(assignment.engagement_id);
    push(
      {
        id: null,
        engagement_id: assignment.engagement_id,
        engagement_name: assignment.engagement_name,
        client_name: assignment.client_name,
        category: 'engagement',
        billable: defaultBillable(assignment.billing_type),
        notes_required: assignment.notes_required,
        planned_hours: planned.get(assignment.engagement_id) ?? null,
        assigned: true,
        entries: [],
      },
      assignment.engagement_end_date,
    );
  }
  return { consultant, weekStart, week: found, lines, ruleLines, holidays };
}

export async function anomaliesOf(db: DbOrTx, context: WeekContext) {
  const [threshold, previousWeekRow] = await Promise.all([
    queries.thresholdPct(db),
    queries.findWeek(db, context.consultant.id, previousWeek(context.weekStart)),
  ]);
  const previous = previousWeekRow ? await queries.linesOf(db, previousWeekRow.id) : null;
  return detectAnomalies({
    weekStart: context.weekStart,
    thresholdPct: threshold,
    holidays: context.holidays,
    lines: context.ruleLines,
    previous:
      previous?.map((line) => ({
        engagementId: line.engagement_id,
        category: line.category,
        entries: (line.entries ?? []).map((entry) => ({ ...entry, hours: Number(entry.hours) })),
      })) ?? null,
  });
}

export function toWeek(
  context: WeekContext,
  extra: { anomalies: TimesheetWeek['anomalies']; canEdit: boolean; canDecide: boolean },
): TimesheetWeek {
  const week = context.week;
  return {
    id: week?.id ?? null,
    consultant_id: context.consultant.id,
    consultant_name: context.consultant.name,
    week_start: context.weekStart,
    iso_week: isoWeekLabel(context.weekStart),
    status: week?.status ?? 'draft',
    rejection_reason: week?.rejection_reason ?? null,
    submitted_at: iso(week?.submitted_at ?? null),
    decided_at: iso(week?.decided_at ?? null),
    decided_by_name: week?.decided_by_name ?? null,
    version: week?.version ?? 0,
    capacity_hours: WEEKLY_CAPACITY_HOURS,
    days: weekDates(context.weekStart).map((date) => ({
      date,
      is_weekend: isWeekend(date),
      holiday: context.holidays.get(date) ?? null,
    })),
    lines: context.lines,
    anomalies: extra.anomalies,
    can_edit: extra.canEdit,
    can_decide: extra.canDecide,
  };
}
