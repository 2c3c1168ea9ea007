import {
  ageBuckets,
  COMMAND_CENTER_MAX_WEEKS,
  compliance,
  convertTotals,
  coveredUtilisation,
  FIRM_BASE_CURRENCY,
  ratesInEffect,
  totalsByCurrency,
  type CommandCenterPeople,
  type MoneyAmount,
  type RateUsed,
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
import { allRates } from './exchange-rates.service.js';
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
 * Money leaves the server only for admins (docs/product.md §6): the fields are dropped, not zeroed.
 * Revenue is kept per currency; the converted `revenue` (base currency) is there only when every currency has a
 * rate, and margin needs it and the admin's cost basis (cost per worked hour, in the base currency).
 */
function moneyOf(seesMoney: boolean, costPerHour: number | null, rates: Map<string, RateUsed>) {
  return <T extends { worked_hours: number }>(row: T, amounts: readonly MoneyAmount[]) => {
    if (!seesMoney) return row;
    const byCurrency = totalsByCurrency(amounts);
    const { converted } = convertTotals(byCurrency, FIRM_BASE_CURRENCY, rates);
    if (converted === null) return { ...row, revenue_by_currency: byCurrency };
    if (costPerHour === null) return { ...row, revenue_by_currency: byCurrency, revenue: converted };
    const margin = converted - row.worked_hours * costPerHour;
    return {
      ...row,
      revenue_by_currency: byCurrency,
      revenue: converted,
      margin: cents(margin),
      margin_pct: converted > 0 ? Math.round((margin / converted) * 1000) / 10 : null,
    };
  };
}

/** The revenue rows (admins only) and the rates in effect at the period's end, read once per answer. */
async function moneyBasis(db: DbOrTx, filter: queries.KpiFilter, seesMoney: boolean) {
  if (!seesMoney) return { revenue: [], rates: new Map<string, RateUsed>(), costPerHour: null };
  const [revenue, rates, settings] = await Promise.all([
    queries.revenueRows(db, filter),
    allRates(db),
    currentKpiSettings(db),
  ]);
  return { revenue, rates: ratesInEffect(rates, addDays(filter.to, 6)), costPerHour: settings.cost_per_hour };
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
  if ((await queries.lastRefresh(db)) === null) await queries.refreshWeekHours(db); // first use: aggregate now
  const basis = await moneyBasis(db, filter, seesMoney);
  const money = moneyOf(seesMoney, basis.costPerHour, basis.rates);
  const amounts = (keep: (row: (typeof basis.revenue)[number]) => boolean) =>
    basis.revenue.filter(keep).map((row) => ({ currency: row.currency, amount: row.revenue }));
  const periodTotals = totalsByCurrency(amounts(() => true));
  const conversion = convertTotals(periodTotals, FIRM_BASE_CURRENCY, basis.rates);
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
  const covered = coveredUtilisation(weeks);
  const counts = { green: 0, yellow: 0, red: 0 };
  for (const row of mix) counts[row.temperature] = row.count;
  return {
    from: filter.from,
    to: filter.to,
    weeks: weeks.length,
    refreshed_at: refreshedAt,
    weeks_with_timesheets: covered.weeks_with_timesheets,
    ...(seesMoney
      ? {
          money: {
            base_currency: FIRM_BASE_CURRENCY,
            rates_used: conversion.used,
            missing_rates: conversion.missing,
          },
        }
      : {}),
    utilisation: {
      total: {
        ...money(
          {
            capacity_hours: covered.capacity_hours,
            billable_hours: covered.billable_hours,
            worked_hours: covered.worked_hours,
            billable_pct: covered.billable_pct,
            total_pct: covered.total_pct,
          },
          periodTotals,
        ),
        person_weeks: covered.person_weeks,
      },
      by_week: weeks.map((row) => ({
        week: row.week,
        headcount: row.headcount,
        with_timesheets: row.with_timesheets,
        ...money(
          utilisation({ ...row, headcount: row.with_timesheets }),
          amounts((r) => r.week === row.week),
        ),
      })),
      by_job_title: titles.map((row) => ({
        job_title_id: row.job_title_id,
        job_title: row.job_title,
        headcount: row.headcount,
        person_weeks: row.person_weeks,
        ...money(
          utilisation({ ...row, headcount: row.person_weeks }),
          amounts((r) => r.job_title_id === row.job_title_id),
        ),
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

/** The people behind the utilisation of a period (one job title when filtered), each with what their figure covers. */
export async function utilisationPeople(
  db: DbOrTx,
  { query, today = fromDate(new Date()) }: { query: CommandCenterQuery; today?: string },
): Promise<CommandCenterPeople> {
  const filter = periodOf(query, today);
  const rows = await queries.utilisationPeople(db, filter);
  return {
    from: filter.from,
    to: filter.to,
    people: rows.map(({ time_off_hours, ...row }) => {
      const figures = utilisation({ ...row, time_off_hours, headcount: row.weeks_with_timesheets });
      return { ...row, ...figures };
    }),
  };
}
