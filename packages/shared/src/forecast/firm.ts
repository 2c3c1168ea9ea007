import { round1, round2, spreadBooking, weeklySums, type Booking, type ForecastPerson } from './bookings.js';
import { addDays, forecastCalendar, todayWhere, weekStart, type ForecastCalendar, type IsoDate } from './calendar.js';

/** A person's full week: five working days of eight hours. */
export const FIRM_WEEKLY_CAPACITY_HOURS = 40;
/** Below this share of their capacity booked, a person is on the bench that week. */
export const BENCH_BELOW_PERCENT = 50;

export interface FirmPerson extends ForecastPerson {
  name: string;
  /** Their strongest skills, best first. */
  top_skills: readonly string[];
  /** Their first and last day at the firm (null: open); no capacity outside them. */
  employed_from: IsoDate | null;
  employed_until: IsoDate | null;
}

export interface FirmEngagement {
  id: string;
  name: string;
  /** Its engagement type (where it is linked to). */
  type: string;
  currency: string;
  /** Hours are billed at people's rates (time and materials, retainers), not covered by a fixed fee. */
  billable: boolean;
}

export interface FirmBooking extends Booking {
  engagement_id: string;
}

export interface FirmForecastInput {
  now: Date;
  /** The zone "today" is read in. */
  time_zone: string;
  weeks: number;
  people: readonly FirmPerson[];
  engagements: readonly FirmEngagement[];
  assignments: readonly FirmBooking[];
  /** Open proposals. */
  tentative: readonly FirmBooking[];
  with_money: boolean;
}

export interface FirmWeek {
  week: IsoDate;
  capacity_hours: number;
  scheduled_hours: number;
  tentative_hours: number;
  /** Scheduled hours in percent of capacity (null without capacity). */
  utilisation_percent: number | null;
  /** Scheduled and tentative hours in percent of capacity. */
  utilisation_with_tentative_percent: number | null;
  bench_count: number;
  roll_off_count: number;
}

/** One person's weeks: the drill-down behind utilisation and the bench. */
export interface FirmPersonWeeks {
  consultant_id: string;
  name: string;
  top_skills: readonly string[];
  capacity: number[];
  scheduled: number[];
  tentative: number[];
}

/** One engagement's weeks: the drill-down behind scheduled hours and revenue. */
export interface FirmEngagementWeeks {
  engagement_id: string;
  name: string;
  type: string;
  currency: string;
  scheduled: number[];
  tentative: number[];
  /** Scheduled billable hours × rates per week; null without money or when not billable. */
  revenue: number[] | null;
  people: string[];
}

export interface RollOff {
  consultant_id: string;
  name: string;
  engagement_id: string;
  engagement_name: string;
  engagement_type: string;
  ends_on: IsoDate;
  /** The Monday of the week they roll off. */
  week: IsoDate;
}

export interface FirmForecast {
  today: IsoDate;
  weeks: FirmWeek[];
  people: FirmPersonWeeks[];
  engagements: FirmEngagementWeeks[];
  roll_offs: RollOff[];
  /** Per currency (never summed across currencies); null without money. */
  revenue: { currency: string; weeks: number[]; total: number }[] | null;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : null);

/** Working hours of a person per week of the calendar, inside their employment, less their days off. */
export function capacityOf(calendar: ForecastCalendar, person: FirmPerson): number[] {
  const daily = new Float64Array(calendar.dates.length);
  const first = calendar.dates[0] as IsoDate;
  const last = calendar.dates[calendar.dates.length - 1] as IsoDate;
  spreadBooking(
    calendar,
    daily,
    {
      consultant_id: person.id,
      start: person.employed_from ?? first,
      end: person.employed_until ?? last,
      hours_per_week: FIRM_WEEKLY_CAPACITY_HOURS,
    },
    person,
    { start: first, end: last, from: first },
  );
  return weeklySums(daily, calendar.weeks.length).map(round1);
}

/** Assignments that end from today to the last week, with no other assignment of the person running later. */
function rollOffsOf(
  input: FirmForecastInput,
  today: IsoDate,
  last: IsoDate,
  people: Map<string, FirmPerson>,
  engagements: Map<string, FirmEngagement>,
): RollOff[] {
  const lastEnd = new Map<string, IsoDate>();
  for (const booking of input.assignments) {
    const known = lastEnd.get(booking.consultant_id);
    if (!known || booking.end > known) lastEnd.set(booking.consultant_id, booking.end);
  }
  const rollOffs: RollOff[] = [];
  for (const booking of input.assignments) {
    const person = people.get(booking.consultant_id);
    if (!person || booking.end < today || booking.end > last) continue;
    if (lastEnd.get(booking.consultant_id) !== booking.end) continue;
    if (person.employed_until && person.employed_until <= booking.end) continue;
    rollOffs.push({
      consultant_id: person.id,
      name: person.name,
      engagement_id: booking.engagement_id,
      engagement_name: engagements.get(booking.engagement_id)?.name ?? '',
      engagement_type: engagements.get(booking.engagement_id)?.type ?? 'project',
      ends_on: booking.end,
      week: weekStart(booking.end),
    });
  }
  return rollOffs.sort((a, b) =>
    a.ends_on < b.ends_on ? -1 : a.ends_on > b.ends_on ? 1 : a.name.localeCompare(b.name),
  );
}

/**
 * The firm's next weeks (whole weeks from next Monday): capacity, scheduled and tentative hours per person and
 * engagement, utilisation, the bench (under half booked) and roll-offs — and, with money, the revenue that
 * scheduled billable hours bring at people's rates, per currency.
 */
export function forecastFirm(input: FirmForecastInput): FirmForecast {
  const today = todayWhere(input.time_zone, input.now);
  const first = addDays(weekStart(today), 7);
  const last = addDays(first, input.weeks * 7 - 1);
  const calendar = forecastCalendar({ start: first, end: last });
  const weeks = calendar.weeks.length;
  const people = new Map(input.people.map((person) => [person.id, person]));
  const engagements = new Map(input.engagements.map((engagement) => [engagement.id, engagement]));
  const personWeeks = new Map<string, FirmPersonWeeks>(
    input.people.map((person) => [
      person.id,
      {
        consultant_id: person.id,
        name: person.name,
        top_skills: person.top_skills,
        capacity: capacityOf(calendar, person),
        scheduled: new Array<number>(weeks).fill(0),
        tentative: new Array<number>(weeks).fill(0),
      },
    ]),
  );
  const engagementWeeks = new Map<string, FirmEngagementWeeks & { members: Set<string> }>();
  const scratch = new Float64Array(calendar.dates.length);
  const within = { start: first, end: last, from: first };

  const spread = (bookings: readonly FirmBooking[], kind: 'scheduled' | 'tentative') => {
    for (const booking of bookings) {
      const person = people.get(booking.consultant_id);
      const engagement = engagements.get(booking.engagement_id);
      if (!person || !engagement) continue;
      scratch.fill(0);
      if (spreadBooking(calendar, scratch, booking, person, within) <= 0) continue;
      const sums = weeklySums(scratch, weeks);
      let target = engagementWeeks.get(engagement.id);
      if (!target) {
        const money = input.with_money && engagement.billable;
        target = {
          engagement_id: engagement.id,
          name: engagement.name,
          type: engagement.type,
          currency: engagement.currency,
          scheduled: new Array<number>(weeks).fill(0),
          tentative: new Array<number>(weeks).fill(0),
          revenue: money ? new Array<number>(weeks).fill(0) : null,
          people: [],
          members: new Set(),
        };
        engagementWeeks.set(engagement.id, target);
      }
      target.members.add(person.id);
      const own = personWeeks.get(person.id) as FirmPersonWeeks;
      sums.forEach((hours, week) => {
        own[kind][week] = (own[kind][week] ?? 0) + hours;
        target[kind][week] = (target[kind][week] ?? 0) + hours;
        if (kind === 'scheduled' && target.revenue) {
          target.revenue[week] = (target.revenue[week] ?? 0) + hours * (person.hourly_rate ?? 0);
        }
      });
    }
  };
  spread(input.assignments, 'scheduled');
  spread(input.tentative, 'tentative');

  const rollOffs = rollOffsOf(input, today, last, people, engagements);
  const peopleOut = [...personWeeks.values()].map((person) => ({
    ...person,
    scheduled: person.scheduled.map(round1),
    tentative: person.tentative.map(round1),
  }));
  const engagementsOut = [...engagementWeeks.values()].map(({ members, ...engagement }) => ({
    ...engagement,
    scheduled: engagement.scheduled.map(round1),
    tentative: engagement.tentative.map(round1),
    revenue: engagement.revenue && engagement.revenue.map(round2),
    people: [...members],
  }));
  const column = (key: 'capacity' | 'scheduled' | 'tentative', week: number) =>
    peopleOut.reduce((total, person) => total + (person[key][week] ?? 0), 0);

  return {
    today,
    weeks: calendar.weeks.map((week, index) => {
      const [capacity, scheduled, tentative] = [
        column('capacity', index),
        column('scheduled', index),
        column('tentative', index),
      ];
      return {
        week,
        capacity_hours: round1(capacity),
        scheduled_hours: round1(scheduled),
        tentative_hours: round1(tentative),
        utilisation_percent: percentOf(scheduled, capacity),
        utilisation_with_tentative_percent: percentOf(scheduled + tentative, capacity),
        bench_count: peopleOut.filter((person) => onBench(person, index)).length,
        roll_off_count: rollOffs.filter((rollOff) => rollOff.week === week).length,
      };
    }),
    people: peopleOut,
    engagements: engagementsOut,
    roll_offs: rollOffs,
    revenue: input.with_money ? revenueByCurrency(engagementsOut, weeks) : null,
  };
}

/** Under half their capacity booked that week (a week without capacity — all away — is not bench). */
export function onBench(person: Pick<FirmPersonWeeks, 'capacity' | 'scheduled'>, week: number): boolean {
  const capacity = person.capacity[week] ?? 0;
  return capacity > 0 && ((person.scheduled[week] ?? 0) / capacity) * 100 < BENCH_BELOW_PERCENT;
}

function revenueByCurrency(engagements: readonly FirmEngagementWeeks[], weeks: number) {
  const byCurrency = new Map<string, number[]>();
  for (const engagement of engagements) {
    if (!engagement.revenue) continue;
    const sums = byCurrency.get(engagement.currency) ?? new Array<number>(weeks).fill(0);
    engagement.revenue.forEach((amount, week) => (sums[week] = (sums[week] ?? 0) + amount));
    byCurrency.set(engagement.currency, sums);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sums]) => ({
      currency,
      weeks: sums.map(round2),
      total: round2(sums.reduce((total, amount) => total + amount, 0)),
    }));
}
