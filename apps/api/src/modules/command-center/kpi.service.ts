import {
  ageBuckets,
  COMMAND_CENTER_MAX_WEEKS,
  compliance,
  hasPermission,
  isOnBench,
  temperatureShares,
  timeToStaff,
  utilisation,
  type CommandCenter,
  type CommandCenterQuery,
} from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, daysBetween, fromDate, WEEKLY_CAPACITY_HOURS, weekStart } from '@praxis/shared/dates';
import * as queries from './kpi.queries.js';
import { currentKpiSettings } from './settings.service.js';

/** Default period: the last 12 weeks up to this one. */
const DEFAULT_WEEKS = 12;

/** The period as Mondays (any day of a week means that week); more than two years is refused. */
export function periodOf(query: CommandCenterQuery, today: string): queries.KpiFilter {
  const to = weekStart(query.to ?? today);
  const from = weekStart(query.from ?? addDays(to, -7 * (DEFAULT_WEEKS - 1)));
  if (from > to) throw AppError.validation('The period must start before it ends.', { from: 'Start before the end.' });
  if (daysBetween(from, to) / 7 + 1 > COMMAND_CENTER_MAX_WEEKS) {
    throw AppError.validation('Choose at most two years.', { from: 'At most two years.' });
  }
  return { from, to, job_title_id: query.job_title_id, engagement_type: query.engagement_type };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Money leaves the server only for admins (docs/product.md §6): the fields are dropped, not zeroed. Margin needs the
 * admin's cost basis (cost per worked hour); without one it is left out.
 */
function moneyOf(seesMoney: boolean, costPerHour: number | null) {
  return <T extends { worked_hours: number }>(row: T, revenue: number) => {
    if (!seesMoney) return row;
    if (costPerHour === null) return { ...row, revenue: cents(revenue) };
    const margin = revenue - row.worked_hours * costPerHour;
    return {
      ...row,
      revenue: cents(revenue),
      margin: cents(margin),
      margin_pct: revenue > 0 ? Math.round((margin / revenue) * 1000) / 10 : null,
    };
  };
}

/** The firm's KPIs over a period (docs/product.md §11.11). */
export async function commandCenter(
  db: DbOrTx,
  {
    principal,
    query,
    today = fromDate(new Date()),
  }: { principal: Principal; query: CommandCenterQuery; today?: string },
): Promise<CommandCenter> {
  const filter = periodOf(query, today);
  const seesMoney = hasPermission(principal.roles, 'finance.view');
  const money = moneyOf(seesMoney, seesMoney ? (await currentKpiSettings(db)).cost_per_hour : null);
  if ((await queries.lastRefresh(db)) === null) await queries.refreshWeekHours(db); // first use: aggregate now
  const thisWeek = weekStart(today);
  const [weeks, titles, allocation, pipeline, mix, trend, submitted, ages, staffed, refreshedAt] = await Promise.all([
    queries.hoursByWeek(db, filter),
    queries.hoursByJobTitle(db, filter),
    queries.allocationInWeek(db, thisWeek, filter),
    queries.pipelineCounts(db, filter),
    queries.temperatureCounts(db, filter),
    queries.temperatureTrend(db, filter),
    queries.complianceByWeek(db, filter),
    queries.openRequestAges(db, today, filter),
    queries.staffedDurations(db, filter),
    queries.lastRefresh(db),
  ]);
  const sum = (key: 'billable_hours' | 'worked_hours' | 'time_off_hours' | 'revenue') =>
    weeks.reduce((total, row) => total + Number(row[key]), 0);
  const personWeeks = weeks.reduce((total, row) => total + row.headcount, 0);
  const counts = { green: 0, yellow: 0, red: 0 };
  for (const row of mix) counts[row.temperature] = row.count;
  return {
    from: filter.from,
    to: filter.to,
    weeks: weeks.length,
    refreshed_at: refreshedAt,
    utilisation: {
      total: money(
        utilisation({
          headcount: personWeeks,
          billable_hours: sum('billable_hours'),
          worked_hours: sum('worked_hours'),
          time_off_hours: sum('time_off_hours'),
        }),
        sum('revenue'),
      ),
      by_week: weeks.map((row) => ({
        week: row.week,
        headcount: row.headcount,
        ...money(utilisation(row), row.revenue),
      })),
      by_job_title: titles.map((row) => ({
        job_title_id: row.job_title_id,
        job_title: row.job_title,
        headcount: row.headcount,
        ...money(utilisation({ ...row, headcount: row.person_weeks }), row.revenue),
      })),
    },
    bench: {
      week: thisWeek,
      headcount: allocation.length,
      people: allocation
        .filter((person) => isOnBench(person.allocated_hours, WEEKLY_CAPACITY_HOURS))
        .map((person) => ({ ...person, allocated_hours: Math.round(person.allocated_hours * 10) / 10 })),
    },
    pipeline: pipeline as CommandCenter['pipeline'],
    temperature: {
      mix: (['red', 'yellow', 'green'] as const).map((temperature) => ({ temperature, count: counts[temperature] })),
      shares: temperatureShares(counts),
      trend,
    },
    compliance: submitted.map((row) => ({ ...row, rate: compliance(row.expected, row.submitted) })),
    requests: {
      open: ages.length,
      ageing: ageBuckets(ages.map((row) => row.days)),
      time_to_staff: timeToStaff(staffed.map((row) => Number(row.days))),
    },
  };
}
