import type { Anomaly, TimesheetCategory } from '../schemas/timesheets.js';
import { daysBetween, isoDayOfWeek, isWeekend } from './weeks.js';

/**
 * The anomaly rules: pure functions from a week's lines to flags, each with its reason in words. Shown to the
 * user before submitting and stored with the submitted week for approvers.
 */
export interface RuleLine {
  engagementId: string | null;
  engagementName: string | null;
  category: TimesheetCategory;
  billable: boolean;
  notesRequired: boolean;
  /** Hours the assignment plans for this week; null when none. */
  plannedHours: number | null;
  /** Assigned to the engagement during this week. */
  assigned: boolean;
  engagementEndDate: string | null;
  entries: { date: string; hours: number; note: string | null }[];
}

export interface RuleInput {
  weekStart: string;
  /** ±% around the allocation before hours are flagged. */
  thresholdPct: number;
  holidays: ReadonlyMap<string, string>;
  lines: RuleLine[];
  /** The previous week's lines, or null when there is none. */
  previous: Pick<RuleLine, 'engagementId' | 'category' | 'entries'>[] | null;
}

export const LONG_DAY_HOURS = 12;

const hours1 = (n: number) => `${(Math.round(n * 10) / 10).toFixed(1)} h`;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `Tue 24 Nov` — written by hand so the words never depend on the server's ICU data. */
const dayLabel = (iso: string) =>
  `${WEEKDAYS[isoDayOfWeek(iso) - 1]} ${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
const fullDate = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const nameOf = (line: RuleLine) => line.engagementName ?? 'this engagement';
const sum = (entries: { hours: number }[]) => entries.reduce((total, entry) => total + entry.hours, 0);
const flag = (code: Anomaly['code'], message: string, engagementId: string | null = null, date: string | null = null) =>
  ({ code, message, engagement_id: engagementId, date }) satisfies Anomaly;

function allocationRule(input: RuleInput): Anomaly[] {
  return input.lines.flatMap((line) => {
    if (line.category !== 'engagement' || !line.plannedHours) return [];
    const logged = sum(line.entries);
    const deviation = ((logged - line.plannedHours) / line.plannedHours) * 100;
    if (Math.abs(deviation) <= input.thresholdPct) return [];
    const pct = `${Math.round(Math.abs(deviation))} %`;
    const planned = hours1(line.plannedHours);
    return deviation > 0
      ? [
          flag(
            'over_allocation',
            `${hours1(logged)} on ${nameOf(line)}, ${pct} above the ${planned} planned.`,
            line.engagementId,
          ),
        ]
      : [
          flag(
            'under_allocation',
            `${hours1(logged)} on ${nameOf(line)}, ${pct} below the ${planned} planned.`,
            line.engagementId,
          ),
        ];
  });
}

function notAssignedRule(input: RuleInput): Anomaly[] {
  return input.lines.flatMap((line) => {
    const logged = sum(line.entries);
    if (line.category !== 'engagement' || line.assigned || logged <= 0) return [];
    return [
      flag(
        'not_assigned',
        `${hours1(logged)} on ${nameOf(line)} without an assignment to it this week.`,
        line.engagementId,
      ),
    ];
  });
}

/** Same lines, same days, same hours as the week before (a copied week nobody looked at). */
function sameAsLastWeekRule(input: RuleInput): Anomaly[] {
  if (!input.previous) return [];
  const keyOf = (line: Pick<RuleLine, 'engagementId' | 'category'>, date: string, hours: number, offset: number) =>
    `${line.category}|${line.engagementId ?? ''}|${daysBetween(input.weekStart, date) + offset}|${hours}`;
  const current = input.lines.flatMap((line) =>
    line.entries.filter((entry) => entry.hours > 0).map((entry) => keyOf(line, entry.date, entry.hours, 0)),
  );
  const before = input.previous.flatMap((line) =>
    line.entries.filter((entry) => entry.hours > 0).map((entry) => keyOf(line, entry.date, entry.hours, 7)),
  );
  if (current.length === 0 || current.length !== before.length) return [];
  const a = [...current].sort();
  const b = [...before].sort();
  return a.every((key, i) => key === b[i])
    ? [flag('same_as_last_week', 'Every entry is identical to the previous week’s.')]
    : [];
}

function dayTotals(input: RuleInput): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of input.lines) {
    for (const entry of line.entries) totals.set(entry.date, (totals.get(entry.date) ?? 0) + entry.hours);
  }
  return totals;
}

function calendarRules(input: RuleInput): Anomaly[] {
  const flags: Anomaly[] = [];
  for (const [date, total] of [...dayTotals(input)].sort(([a], [b]) => a.localeCompare(b))) {
    if (total <= 0) continue;
    const holiday = input.holidays.get(date);
    if (holiday)
      flags.push(flag('holiday', `${hours1(total)} on ${holiday} (${dayLabel(date)}), a public holiday.`, null, date));
    else if (isWeekend(date))
      flags.push(flag('weekend', `${hours1(total)} on ${dayLabel(date)}, a weekend day.`, null, date));
    if (total > LONG_DAY_HOURS) {
      flags.push(
        flag('long_day', `${hours1(total)} on ${dayLabel(date)}, over ${LONG_DAY_HOURS} h in one day.`, null, date),
      );
    }
  }
  return flags;
}

function entryRules(input: RuleInput): Anomaly[] {
  return input.lines.flatMap((line) =>
    line.entries.flatMap((entry) => {
      if (entry.hours <= 0) return [];
      const flags: Anomaly[] = [];
      if (line.notesRequired && line.billable && !entry.note?.trim()) {
        flags.push(
          flag(
            'missing_note',
            `Billable hours on ${nameOf(line)} on ${dayLabel(entry.date)} have no note; this engagement requires one.`,
            line.engagementId,
            entry.date,
          ),
        );
      }
      if (line.engagementEndDate && entry.date > line.engagementEndDate) {
        flags.push(
          flag(
            'after_engagement_end',
            `${hours1(entry.hours)} on ${nameOf(line)} on ${dayLabel(entry.date)}, after the engagement ended (${fullDate(line.engagementEndDate)}).`,
            line.engagementId,
            entry.date,
          ),
        );
      }
      return flags;
    }),
  );
}

export function detectAnomalies(input: RuleInput): Anomaly[] {
  return [
    ...allocationRule(input),
    ...notAssignedRule(input),
    ...sameAsLastWeekRule(input),
    ...calendarRules(input),
    ...entryRules(input),
  ];
}

export interface WeekProblem {
  field: string;
  message: string;
}

/** What blocks a submission (as opposed to flags, which only warn). */
export function validateWeek(lines: RuleLine[]): WeekProblem[] {
  const problems: WeekProblem[] = [];
  const totals = new Map<string, number>();
  for (const line of lines) {
    for (const entry of line.entries) {
      if (entry.hours < 0) problems.push({ field: entry.date, message: `Negative hours on ${dayLabel(entry.date)}.` });
      totals.set(entry.date, (totals.get(entry.date) ?? 0) + entry.hours);
      if (line.notesRequired && line.billable && entry.hours > 0 && !entry.note?.trim()) {
        problems.push({
          field: `${line.engagementId ?? line.category}.${entry.date}`,
          message: `${nameOf(line)} requires a note for the hours on ${dayLabel(entry.date)}.`,
        });
      }
    }
  }
  for (const [date, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    if (total > 24)
      problems.push({ field: date, message: `${hours1(total)} on ${dayLabel(date)}: a day has at most 24 h.` });
  }
  return problems;
}
