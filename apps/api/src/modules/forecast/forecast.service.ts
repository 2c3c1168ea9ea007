import { hasPermission, type EngagementForecastAnswer } from '@praxis/shared';
import { addDays, isTimeZone, todayIn } from '@praxis/shared/dates';
import {
  forecastEngagement,
  type Booking,
  type EngagementForecastInput,
  type ForecastPerson,
} from '@praxis/shared/forecast';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { daysOff } from '../calendar/capacity.js';
import { currentKpiSettings } from '../command-center/settings.service.js';
import * as queries from './forecast.queries.js';

/** The zone "today" is read in when the viewer has none: calendar dates are UTC's otherwise. */
export const FIRM_ZONE = 'UTC';

function groupBy<T extends { engagement_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.engagement_id);
    if (group) group.push(row);
    else groups.set(row.engagement_id, [row]);
  }
  return groups;
}

export const toBooking = (row: queries.BookingRow): Booking => ({
  consultant_id: row.consultant_id,
  start: row.start,
  end: row.end,
  hours_per_week: Number(row.hours_per_week),
});

/** The people behind the forecasts with their days off (time off, holidays at their office) from today on. */
export async function peopleOf(db: DbOrTx, ids: string[], range: { from: string; to: string }) {
  const [rows, off] = await Promise.all([
    queries.people(db, ids),
    range.to >= range.from ? daysOff(db, { consultantIds: ids, ...range }) : new Map<string, Set<string>>(),
  ]);
  return rows.map((row): ForecastPerson => ({
    id: row.id,
    time_zone: row.time_zone && isTimeZone(row.time_zone) ? row.time_zone : null,
    hourly_rate: row.hourly_rate === null ? null : Number(row.hourly_rate),
    days_off: off.get(row.id) ?? new Set(),
  }));
}

type ForecastOptions = { ids: readonly string[]; now: Date; timeZone: string; withMoney: boolean };

/**
 * The forecast inputs of several engagements from one read of each input (approved hours, assignments, open
 * proposals, people, their days off), so a firm-wide list costs a handful of queries, not a handful per engagement.
 * `extraPeople` are read along (with their days off) for bookings a caller adds, such as a what-if's candidate.
 */
export async function forecastInputsFor(
  db: DbOrTx,
  options: ForecastOptions & { extraPeople?: readonly string[] },
): Promise<{ engagement: queries.EngagementFactsRow; input: EngagementForecastInput }[]> {
  if (options.ids.length === 0) return [];
  const [engagements, actuals, assigned, proposed, settings] = await Promise.all([
    queries.engagementFacts(db, options.ids),
    queries.approvedHours(db, options.ids),
    queries.assignments(db, options.ids),
    queries.openProposals(db, options.ids),
    options.withMoney ? currentKpiSettings(db) : null,
  ]);
  const personIds = [
    ...new Set([
      ...[...actuals, ...assigned, ...proposed].map((row) => row.consultant_id),
      ...(options.extraPeople ?? []),
    ]),
  ];
  const today = todayIn(options.timeZone, options.now);
  const lastEnd = engagements.reduce((last, row) => (row.end_date && row.end_date > last ? row.end_date : last), '');
  // A day either side of today: people ahead of or behind the viewer's zone start their schedule there.
  const people = await peopleOf(db, personIds, { from: addDays(today, -1), to: lastEnd || addDays(today, -2) });
  const [actualsOf, assignedOf, proposedOf] = [groupBy(actuals), groupBy(assigned), groupBy(proposed)];
  return engagements.map((engagement) => ({
    engagement,
    input: {
      now: options.now,
      time_zone: options.timeZone,
      engagement,
      people,
      actuals: (actualsOf.get(engagement.id) ?? []).map((row) => ({ ...row, hours: Number(row.hours) })),
      assignments: (assignedOf.get(engagement.id) ?? []).map(toBooking),
      tentative: (proposedOf.get(engagement.id) ?? []).map(toBooking),
      cost_per_hour: settings?.cost_per_hour ?? null,
      with_money: options.withMoney,
    },
  }));
}

/** Forecasts of several engagements (see `forecastInputsFor`). */
export async function forecastsFor(
  db: DbOrTx,
  options: ForecastOptions,
): Promise<Map<string, EngagementForecastAnswer & { name: string; type: string }>> {
  const result = new Map<string, EngagementForecastAnswer & { name: string; type: string }>();
  for (const { engagement, input } of await forecastInputsFor(db, options)) {
    const forecast = forecastEngagement(input);
    result.set(engagement.id, {
      name: engagement.name,
      type: engagement.type,
      engagement_id: engagement.id,
      ...forecast,
      money: forecast.money && { ...forecast.money, currency: engagement.currency },
    });
  }
  return result;
}

/** The zone of the viewer's own profile, when it names a real one. */
async function zoneOf(db: DbOrTx, viewer: Principal): Promise<string> {
  if (!viewer.consultant) return FIRM_ZONE;
  const [row] = await queries.people(db, [viewer.consultant.id]);
  return row?.time_zone && isTimeZone(row.time_zone) ? row.time_zone : FIRM_ZONE;
}

/** Options every forecast read by a viewer shares: their zone, and money only with finance rights. */
export async function viewerOptions(db: DbOrTx, viewer: Principal, now = new Date()) {
  return { now, timeZone: await zoneOf(db, viewer), withMoney: hasPermission(viewer.roles, 'finance.view') };
}

/** One engagement's forecast, for whoever may read the engagement (404 when there is none). */
export async function engagementForecast(
  db: DbOrTx,
  { viewer, id }: { viewer: Principal; id: string },
): Promise<EngagementForecastAnswer> {
  const forecasts = await forecastsFor(db, { ids: [id], ...(await viewerOptions(db, viewer)) });
  const found = forecasts.get(id);
  if (!found) throw AppError.notFound('Engagement');
  const { name: _name, type: _type, ...forecast } = found;
  return forecast;
}

/** The running engagements whose forecast ends over budget at the current schedule. */
export async function overBudgetIds(db: DbOrTx, options: { now: Date; timeZone: string }): Promise<string[]> {
  const forecasts = await forecastsFor(db, { ids: await queries.liveEngagementIds(db), ...options, withMoney: false });
  return [...forecasts.values()]
    .filter((forecast) => (forecast.over_by_hours ?? 0) > 0)
    .map((forecast) => forecast.engagement_id);
}

type Forecasts = Awaited<ReturnType<typeof forecastsFor>>;

/** Every running engagement's forecast, hours only, in the firm's zone: one batch a firm-wide page shares. */
export async function liveForecasts(db: DbOrTx, now = new Date()): Promise<Forecasts> {
  return forecastsFor(db, { ids: await queries.liveEngagementIds(db), now, timeZone: FIRM_ZONE, withMoney: false });
}

/**
 * The running engagements that will go over budget at the current schedule — or only once their open proposals
 * are accepted — furthest over first: what the Monday meeting reviews, from forecasts already computed.
 */
export function overBudgetOf(forecasts: Forecasts) {
  return [...forecasts.values()]
    .filter((forecast) => forecast.budget_hours && (forecast.with_tentative.over_by_hours ?? 0) > 0)
    .map((forecast) => {
      const over = forecast.over_by_hours ?? 0;
      return {
        engagement_id: forecast.engagement_id,
        engagement_name: forecast.name,
        engagement_type: forecast.type,
        budget_hours: forecast.budget_hours as number,
        over_by_hours: over > 0 ? over : (forecast.with_tentative.over_by_hours ?? 0),
        runs_out_on: over > 0 ? forecast.runs_out_on : forecast.with_tentative.runs_out_on,
        only_with_proposals: over <= 0,
        explanation: forecast.explanation,
      };
    })
    .sort(
      (a, b) =>
        Number(a.only_with_proposals) - Number(b.only_with_proposals) ||
        b.over_by_hours - a.over_by_hours ||
        a.engagement_name.localeCompare(b.engagement_name),
    );
}
