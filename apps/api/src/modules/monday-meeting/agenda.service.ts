import { type MeetingAgenda } from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { addDays, WEEKLY_CAPACITY_HOURS, weekStart } from '@praxis/shared/dates';
import { liveForecasts, overBudgetOf } from '../forecast/forecast.service.js';
import { board } from '../staffing/board.service.js';
import { listHealth } from '../status-updates/health.service.js';
import { scopeConsultant, todayIso } from '../status-updates/scope.js';
import * as queries from './agenda.queries.js';
import { decisionsOf, notesOf } from './minutes.queries.js';

/** Above this share of capacity a person is over-allocated; below the other, under-allocated (docs/product.md §11.10). */
export const OVER_ALLOCATED = 1;
export const UNDER_ALLOCATED = 0.5;
const ALL_PEOPLE = 10_000;
/**
 * The meeting reviews the whole firm: every active engagement's temperature and whether its update was sent (facts
 * anyone may see on the engagement pages). What the updates *say* — their risks — stays with the people on the
 * engagement (admin: all), as on /status-updates.
 */
const FIRM_WIDE = null;

/** The day a week's agenda is read as of: today within the week, its Sunday when past, its Monday ahead. */
export function asOfFor(week: string, today: string): string {
  const sunday = addDays(week, 6);
  return today < week ? week : today > sunday ? sunday : today;
}

/** Everyone's planned load this week against their capacity (time off counted): over 100 % and under 50 %. */
async function allocation(db: Db, week: string) {
  const grid = await board(db, { from: week, weeks: 1, offset: 0, limit: ALL_PEOPLE }, null);
  const people = grid.rows
    .map((row) => {
      const hours = row.hours[0] ?? 0;
      const capacity = row.capacity_by_week[0] ?? WEEKLY_CAPACITY_HOURS;
      return {
        consultant_id: row.id,
        name: row.name,
        job_title: row.job_title,
        hours,
        capacity,
        percent: capacity > 0 ? Math.round((hours / capacity) * 100) : 0,
      };
    })
    .filter((person) => person.capacity > 0);
  return {
    over: people.filter((p) => p.hours > p.capacity * OVER_ALLOCATED).sort((a, b) => b.percent - a.percent),
    under: people.filter((p) => p.hours < p.capacity * UNDER_ALLOCATED).sort((a, b) => a.percent - b.percent),
  };
}

/**
 * The agenda of the Monday meeting of `week` (any day of it), built from the data: engagements by temperature and
 * what changed since last week, updates sent and missing, requests waiting, allocation, roll-offs and starts this
 * week and next, last week's missing timesheets, overdue risks, the notes and decisions, last week's decisions.
 */
export async function agenda(
  db: Db,
  { principal, week: day, today = todayIso() }: { principal: Principal; week?: string | undefined; today?: string },
): Promise<MeetingAgenda> {
  const week = weekStart(day ?? today);
  const asOf = asOfFor(week, today);
  const consultantId = scopeConsultant(principal);
  const sinceLastWeek = { from: addDays(week, -7), to: addDays(week, 6) };
  const twoWeeks = { from: week, to: addDays(week, 13) };
  const lastWeek = addDays(week, -7);
  // Every running engagement's forecast once, in the firm's zone (the agenda's today is the firm's too): the
  // temperatures and the "will go over budget" list both read it.
  const pending = liveForecasts(db);
  const [health, changes, sent, waiting, load, rollOffs, starts, missing, risks, notes, decisions, previous, live] =
    await Promise.all([
      pending.then((forecasts) => listHealth(db, { consultantId: FIRM_WIDE, today: asOf, forecasts })),
      queries.engagementChanges(db, sinceLastWeek),
      queries.updatesSent(db, sinceLastWeek, FIRM_WIDE),
      queries.requestsWaiting(db, asOf),
      allocation(db, week),
      queries.movements(db, twoWeeks, 'end'),
      queries.movements(db, twoWeeks, 'start'),
      queries.missingTimesheets(db, lastWeek),
      queries.overdueRisks(db, asOf, consultantId),
      notesOf(db, week),
      decisionsOf(db, week),
      decisionsOf(db, lastWeek),
      pending,
    ]);
  const rank = { red: 0, yellow: 1, green: 2 } as const;
  return {
    week,
    as_of: asOf,
    engagements: health
      .map((row) => ({ ...row, changes: changes.filter((change) => change.engagement_id === row.engagement_id) }))
      .sort(
        (a, b) =>
          rank[a.manual_temperature] - rank[b.manual_temperature] ||
          rank[a.computed_temperature] - rank[b.computed_temperature] ||
          a.engagement_name.localeCompare(b.engagement_name),
      )
      .map(({ changes: list, ...row }) => ({ ...row, changes: list.map(({ engagement_id: _, ...c }) => c) })),
    updates_sent: sent,
    updates_missing: health
      .filter((row) => row.overdue)
      .map((row) => ({
        engagement_id: row.engagement_id,
        engagement_name: row.engagement_name,
        days_since_update: row.days_since_update,
      })),
    requests_waiting: waiting,
    over_allocated: load.over,
    under_allocated: load.under,
    roll_offs: rollOffs,
    starts: starts.map(({ follow_on: _, ...start }) => start),
    missing_timesheets: { week: lastWeek, people: missing },
    overdue_risks: risks.map(({ position, ...risk }) => ({ ...risk, key: `risk:${risk.update_id}-${position}` })),
    over_budget: overBudgetOf(live),
    notes,
    decisions,
    last_week_decisions: previous,
  };
}
