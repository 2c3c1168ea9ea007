import {
  addDays,
  defaultBillable,
  detectAnomalies,
  plannedHoursInWeek,
  weekDates,
  workingDays,
  type Anomaly,
  type RuleLine,
  type TimesheetCategory,
  type TimesheetStatus,
} from '@praxis/shared';
import { addTime, thisWeekIn, utcMidnight } from '@praxis/shared/dates';
import type * as s from '../schema/index.js';
import type { Engagements } from './build-engagements.js';
import type { People } from './build-people.js';
import { createRandom, type Calendar } from './random.js';
import type { Row } from './rows.js';

/** Its own generator, so adding timesheets never reshuffles the rest of the demo firm. */
const TIMESHEET_SEED = 20261115;
const NOTES = [
  'Workshop with the client team',
  'Build and unit tests',
  'Design review',
  'Status meeting and follow-ups',
  'Data mapping',
  'Testing support',
];
const REJECTION = 'Friday’s hours belong to the workshop on the other engagement — please move them and resubmit.';

/** Status of a past week by age (weeks ago), drawn so every status appears. */
function statusFor(age: number, roll: number): TimesheetStatus | 'missing' {
  if (age >= 3) return roll < 0.88 ? 'approved' : roll < 0.94 ? 'rejected' : 'submitted';
  if (age === 2) return roll < 0.5 ? 'approved' : roll < 0.9 ? 'submitted' : 'rejected';
  return roll < 0.45 ? 'submitted' : roll < 0.7 ? 'draft' : roll < 0.85 ? 'missing' : 'rejected';
}

interface SeedLine {
  engagementId: string | null;
  category: TimesheetCategory;
  billable: boolean;
  entries: { date: string; hours: number; note: string | null }[];
}

export function buildTimesheets(cal: Calendar, people: People, work: Engagements) {
  const rng = createRandom(TIMESHEET_SEED);
  const engagementById = new Map(work.engagements.map((e) => [e.id, e]));
  const notesRequired = new Set([work.engagements[1]!.id, work.engagements[4]!.id]);
  const holidays = new Map([[cal.date(-19), 'Company Day']]);
  const [admin, pm, employee] = people.demo.map((d) => d.consultantId) as [string, string, string];
  const userByConsultant = new Map(people.consultants.map((c) => [c.id, c.userId ?? null]));

  const weeks: Row<typeof s.timesheetWeeks>[] = [];
  const lines: Row<typeof s.timesheetLines>[] = [];
  const entries: Row<typeof s.timesheetEntries>[] = [];
  const previousLines = new Map<string, SeedLine[]>();

  const linesFor = (consultantId: string, weekStart: string, partial: boolean): SeedLine[] => {
    const result: SeedLine[] = [];
    const days = workingDays(weekStart).slice(0, partial ? 2 : 5);
    for (const assignment of work.assignments.filter((a) => a.consultantId === consultantId)) {
      const engagement = engagementById.get(assignment.engagementId)!;
      if (!['active', 'on_hold', 'completed'].includes(engagement.status ?? '')) continue;
      const planned = plannedHoursInWeek(
        {
          start_date: assignment.startDate ?? null,
          end_date: assignment.endDate ?? null,
          hours_allocated: assignment.hoursAllocated ?? null,
        },
        weekStart,
      );
      if (!planned) continue;
      const daily = Math.max(0.5, Math.round((planned / 5) * 2 * (0.85 + rng.next() * 0.3)) / 2);
      const needsNote = notesRequired.has(engagement.id);
      result.push({
        engagementId: engagement.id,
        category: 'engagement',
        billable: defaultBillable(engagement.billingType ?? null),
        entries: days
          .filter((day) => day >= (assignment.startDate ?? day) && day <= (assignment.endDate ?? day))
          .map((date) => ({ date, hours: daily, note: needsNote || rng.chance(0.25) ? rng.pick(NOTES) : null })),
      });
    }
    if (rng.chance(0.5)) {
      const category = rng.pick(['admin', 'training', 'sales'] as const);
      result.push({
        engagementId: null,
        category,
        billable: false,
        entries: [{ date: days[days.length - 1]!, hours: rng.pick([1, 2, 4]), note: null }],
      });
    }
    return result.filter((line) => line.entries.length > 0);
  };

  /** A few weeks carry anomalies on purpose: weekend work, a very long day, a copied week. */
  const addAnomalies = (seedLines: SeedLine[], weekStart: string, kind: number, previous: SeedLine[] | undefined) => {
    const first = seedLines.find((line) => line.category === 'engagement');
    if (!first) return seedLines;
    if (kind === 0) first.entries.push({ date: addDays(weekStart, 5), hours: 5, note: 'Go-live weekend support' });
    if (kind === 1 && first.entries[1]) first.entries[1].hours = 13;
    if (kind === 2 && previous) {
      return previous.map((line) => ({
        ...line,
        entries: line.entries.map((e) => ({ ...e, date: addDays(e.date, 7) })),
      }));
    }
    return seedLines;
  };

  const consultantIds = [...new Set(work.assignments.map((a) => a.consultantId))].sort();
  const zoneOf = new Map(people.consultants.map((c) => [c.id, c.timeZone ?? null]));
  // A person's weeks count back from their own current week: at Monday 00:30 UTC it is still Sunday in Denver,
  // so there "this week" (the draft) is the week UTC already calls last week.
  const weekOf = (consultantId: string, age: number) =>
    addDays(thisWeekIn(zoneOf.get(consultantId), cal.now).start, -7 * age);
  for (let age = 8; age >= 0; age--) {
    for (const consultantId of consultantIds) {
      const weekStart = weekOf(consultantId, age);
      const isDemo = consultantId === admin || consultantId === pm || consultantId === employee;
      if (age === 0 && !isDemo) continue;
      let status: TimesheetStatus | 'missing' = age === 0 ? 'draft' : statusFor(age, rng.next());
      if (consultantId === employee && age > 0) status = age === 1 ? 'submitted' : age === 4 ? 'rejected' : 'approved';
      if (consultantId === admin && age === 1) status = 'draft';
      if (status === 'missing') continue;
      let seedLines = linesFor(consultantId, weekStart, age === 0);
      const roll = rng.next();
      if (age > 0 && !isDemo && roll < 0.12)
        seedLines = addAnomalies(seedLines, weekStart, Math.floor(roll * 25), previousLines.get(consultantId));
      if (seedLines.length === 0) continue;
      previousLines.set(consultantId, seedLines);
      const weekId = rng.uuid();
      const decided = status === 'approved' || status === 'rejected';
      const ruleLines: RuleLine[] = seedLines.map((line) => {
        const engagement = line.engagementId ? engagementById.get(line.engagementId) : undefined;
        return {
          engagementId: line.engagementId,
          engagementName: engagement?.name ?? null,
          category: line.category,
          billable: line.billable,
          notesRequired: line.engagementId ? notesRequired.has(line.engagementId) : false,
          plannedHours: null,
          assigned: true,
          engagementEndDate: engagement?.endDate ?? null,
          entries: line.entries,
        };
      });
      const anomalies: Anomaly[] =
        status === 'draft'
          ? []
          : detectAnomalies({ weekStart, thresholdPct: 25, holidays, lines: ruleLines, previous: null });
      const submittedAt = new Date(`${addDays(weekStart, 4)}T16:00:00Z`);
      weeks.push({
        id: weekId,
        consultantId,
        weekStart,
        status,
        rejectionReason: status === 'rejected' ? REJECTION : null,
        submittedAt: status === 'draft' ? null : submittedAt,
        decidedAt: decided ? addTime(submittedAt, { days: 3 }) : null,
        decidedByUserId: decided ? (userByConsultant.get(admin) ?? null) : null,
        anomalies,
        anomalyCodes: [...new Set(anomalies.map((a) => a.code))],
      });
      for (const line of seedLines) {
        const lineId = rng.uuid();
        lines.push({
          id: lineId,
          weekId,
          engagementId: line.engagementId,
          category: line.category,
          billable: line.billable,
        });
        for (const entry of line.entries) {
          if (weekDates(weekStart).includes(entry.date))
            entries.push({ lineId, entryDate: entry.date, hours: entry.hours, note: entry.note });
        }
      }
    }
  }
  const engagementSettings = [...notesRequired].map((engagementId) => ({ engagementId, notesRequired: true }));
  // The firm-wide holiday lives in the admin calendar like every other holiday (everywhere: no location).
  const holidayEvents: Row<typeof s.calendarEvents>[] = [...holidays].map(([day, title]) => ({
    id: rng.uuid(),
    kind: 'holiday',
    title,
    startsAt: new Date(`${day}T00:00:00Z`),
    endsAt: utcMidnight(addDays(day, 1)),
    allDay: true,
    location: null,
    createdBy: people.demo[0]?.userId ?? null,
  }));
  return { weeks, lines, entries, engagementSettings, holidayEvents };
}
