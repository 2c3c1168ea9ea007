import { FIRM_FORECAST_WEEKS, type FirmForecastAnswer, type FirmForecastWeek } from '@praxis/shared';
import { addDays, isTimeZone, todayIn, weekStart } from '@praxis/shared/dates';
import {
  forecastFirm,
  onBench,
  type FirmBooking,
  type FirmForecast,
  type FirmPerson,
  type FirmPersonWeeks,
} from '@praxis/shared/forecast';
import type { Principal } from '../../auth/principal.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { daysOff } from '../calendar/capacity.js';
import * as queries from './firm.queries.js';
import type { BookingRow } from './forecast.queries.js';
import { viewerOptions } from './forecast.service.js';

const toBooking = (row: BookingRow): FirmBooking => ({
  engagement_id: row.engagement_id,
  consultant_id: row.consultant_id,
  start: row.start,
  end: row.end,
  hours_per_week: Number(row.hours_per_week),
});

const skillsOf = (value: queries.FirmPersonRow['top_skills']) =>
  (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value ?? [])).filter(Boolean);

/**
 * The firm's next weeks from one read of each input (people, engagements, assignments, proposals, days off):
 * a few queries whatever the size of the firm, then the shared forecasting module.
 */
export async function firmForecastData(
  db: DbOrTx,
  options: { now: Date; timeZone: string; withMoney: boolean },
): Promise<FirmForecast> {
  const today = todayIn(options.timeZone, options.now);
  // A day before today: an assignment ending "today" in a zone behind the viewer's still rolls off.
  const from = addDays(today, -1);
  const [people, engagements, assignments, proposals] = await Promise.all([
    queries.firmPeople(db),
    queries.firmEngagements(db),
    queries.firmAssignments(db, from),
    queries.firmProposals(db, from),
  ]);
  const first = addDays(weekStart(today), 7);
  const off = await daysOff(db, {
    consultantIds: people.map((person) => person.id),
    from: first,
    to: addDays(first, FIRM_FORECAST_WEEKS * 7 - 1),
  });
  return forecastFirm({
    now: options.now,
    time_zone: options.timeZone,
    weeks: FIRM_FORECAST_WEEKS,
    with_money: options.withMoney,
    people: people.map((row): FirmPerson => ({
      id: row.id,
      name: row.name,
      time_zone: row.time_zone && isTimeZone(row.time_zone) ? row.time_zone : null,
      hourly_rate: row.hourly_rate === null ? null : Number(row.hourly_rate),
      days_off: off.get(row.id) ?? new Set(),
      top_skills: skillsOf(row.top_skills),
      employed_from: row.start_date,
      employed_until: row.left_on,
    })),
    engagements: engagements.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      currency: row.currency,
      billable: row.billing_type !== 'fixed_fee',
    })),
    assignments: assignments.map(toBooking),
    tentative: proposals.map(toBooking),
  });
}

const personAt = (person: FirmPersonWeeks, week: number) => {
  const capacity = person.capacity[week] ?? 0;
  const scheduled = person.scheduled[week] ?? 0;
  return {
    consultant_id: person.consultant_id,
    name: person.name,
    top_skills: [...person.top_skills],
    capacity_hours: capacity,
    scheduled_hours: scheduled,
    tentative_hours: person.tentative[week] ?? 0,
    booked_percent: capacity > 0 ? Math.round((scheduled / capacity) * 1000) / 10 : null,
  };
};

const byBooked = (a: { booked_percent: number | null; name: string }, b: typeof a) =>
  (a.booked_percent ?? 0) - (b.booked_percent ?? 0) || a.name.localeCompare(b.name);

/** The command center's firm forecast: utilisation, the bench ahead, roll-offs; revenue only with finance rights. */
export async function firmForecast(db: DbOrTx, viewer: Principal, now = new Date()): Promise<FirmForecastAnswer> {
  const forecast = await firmForecastData(db, await viewerOptions(db, viewer, now));
  return {
    today: forecast.today,
    weeks: forecast.weeks,
    bench: forecast.weeks.map(({ week }, index) => ({
      week,
      people: forecast.people
        .filter((person) => onBench(person, index))
        .map((person) => personAt(person, index))
        .sort(byBooked),
    })),
    roll_offs: forecast.roll_offs,
    revenue: forecast.revenue,
  };
}

/** One week of the forecast: every person (least booked first) and every engagement with hours that week. */
export async function firmForecastWeek(
  db: DbOrTx,
  { viewer, week, now = new Date() }: { viewer: Principal; week: string; now?: Date },
): Promise<FirmForecastWeek> {
  const forecast = await firmForecastData(db, await viewerOptions(db, viewer, now));
  const index = forecast.weeks.findIndex((row) => row.week === week);
  if (index < 0) {
    throw AppError.validation(`Choose one of the next ${FIRM_FORECAST_WEEKS} weeks, by its Monday.`, {
      week: 'Not a week of the forecast.',
    });
  }
  const names = new Map(forecast.people.map((person) => [person.consultant_id, person.name]));
  return {
    week,
    people: forecast.people
      .map((person) => ({ ...personAt(person, index), on_bench: onBench(person, index) }))
      .sort(byBooked),
    engagements: forecast.engagements
      .filter((row) => (row.scheduled[index] ?? 0) > 0 || (row.tentative[index] ?? 0) > 0)
      .map((row) => ({
        engagement_id: row.engagement_id,
        name: row.name,
        type: row.type,
        currency: row.currency,
        scheduled_hours: row.scheduled[index] ?? 0,
        tentative_hours: row.tentative[index] ?? 0,
        revenue: row.revenue ? (row.revenue[index] ?? 0) : null,
        people: row.people
          .map((id) => ({ id, name: names.get(id) ?? '' }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }))
      .sort((a, b) => b.scheduled_hours - a.scheduled_hours || a.name.localeCompare(b.name)),
  };
}
