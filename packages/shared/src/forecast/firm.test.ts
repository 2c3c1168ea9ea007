import { describe, expect, it } from 'vitest';
import { addDays, todayIn, weekStart } from '../dates.js';
import { forecastFirm, onBench, type FirmForecastInput, type FirmPerson } from './firm.js';

const now = new Date();
/** The first Monday the firm forecast covers: the week after this one. */
const first = addDays(weekStart(todayIn('UTC', now)), 7);
const person = (id: string, extra: Partial<FirmPerson> = {}): FirmPerson => ({
  id,
  name: `Person ${id}`,
  time_zone: 'UTC',
  hourly_rate: 100,
  days_off: new Set(),
  top_skills: ['Azure'],
  employed_from: null,
  employed_until: null,
  ...extra,
});
const engagement = (id: string, currency = 'USD', billable = true) => ({
  id,
  name: `Eng ${id}`,
  type: 'project',
  currency,
  billable,
});

function input(overrides: Partial<FirmForecastInput> = {}): FirmForecastInput {
  return {
    now,
    time_zone: 'UTC',
    weeks: 4,
    people: [person('a'), person('b', { hourly_rate: 200 })],
    engagements: [engagement('x'), engagement('y', 'EUR'), engagement('z', 'USD', false)],
    assignments: [
      { consultant_id: 'a', engagement_id: 'x', start: first, end: addDays(first, 27), hours_per_week: 40 },
      { consultant_id: 'b', engagement_id: 'y', start: first, end: addDays(first, 11), hours_per_week: 30 },
    ],
    tentative: [
      {
        consultant_id: 'b',
        engagement_id: 'z',
        start: addDays(first, 14),
        end: addDays(first, 27),
        hours_per_week: 20,
      },
    ],
    with_money: true,
    ...overrides,
  };
}

describe('forecastFirm', () => {
  it('adds capacity, scheduled and tentative hours per week, starting next Monday', () => {
    const forecast = forecastFirm(input());
    expect(forecast.weeks.map((week) => week.week)).toEqual([0, 7, 14, 21].map((days) => addDays(first, days)));
    expect(forecast.weeks.map((week) => week.capacity_hours)).toEqual([80, 80, 80, 80]);
    expect(forecast.weeks.map((week) => week.scheduled_hours)).toEqual([70, 70, 40, 40]);
    expect(forecast.weeks.map((week) => week.tentative_hours)).toEqual([0, 0, 20, 20]);
    expect(forecast.weeks[0]).toMatchObject({ utilisation_percent: 87.5, utilisation_with_tentative_percent: 87.5 });
    expect(forecast.weeks[2]).toMatchObject({ utilisation_percent: 50, utilisation_with_tentative_percent: 75 });
  });

  it('puts people under half booked on the bench (tentative hours do not book them), not those away all week', () => {
    const forecast = forecastFirm(input());
    expect(forecast.weeks.map((week) => week.bench_count)).toEqual([0, 0, 1, 1]);
    const b = forecast.people.find((row) => row.consultant_id === 'b');
    expect(b && [0, 1, 2, 3].map((week) => onBench(b, week))).toEqual([false, false, true, true]);
    const away = new Set([0, 1, 2, 3, 4].map((days) => addDays(first, 14 + days)));
    const off = forecastFirm(input({ people: [person('a'), person('b', { days_off: away })] }));
    expect(off.weeks[2]).toMatchObject({ capacity_hours: 40, bench_count: 0 });
  });

  it('lists roll-offs: assignments ending within the weeks with nothing after for that person', () => {
    const forecast = forecastFirm(input());
    expect(forecast.roll_offs).toEqual([
      {
        consultant_id: 'b',
        name: 'Person b',
        engagement_id: 'y',
        engagement_name: 'Eng y',
        engagement_type: 'project',
        ends_on: addDays(first, 11),
        week: addDays(first, 7),
      },
      {
        consultant_id: 'a',
        name: 'Person a',
        engagement_id: 'x',
        engagement_name: 'Eng x',
        engagement_type: 'project',
        ends_on: addDays(first, 27),
        week: addDays(first, 21),
      },
    ]);
    const later = input();
    later.assignments = [
      ...later.assignments,
      { consultant_id: 'b', engagement_id: 'x', start: addDays(first, 40), end: addDays(first, 60), hours_per_week: 8 },
    ];
    expect(forecastFirm(later).roll_offs.map((row) => row.consultant_id)).toEqual(['a']);
    expect(forecastFirm(later).weeks.map((week) => week.roll_off_count)).toEqual([0, 0, 0, 1]);
  });

  it('counts revenue from billable scheduled hours per currency, never summed across them, and only with money', () => {
    const forecast = forecastFirm(input());
    expect(forecast.revenue).toEqual([
      { currency: 'EUR', weeks: [6000, 6000, 0, 0], total: 12_000 },
      { currency: 'USD', weeks: [4000, 4000, 4000, 4000], total: 16_000 },
    ]);
    const z = forecastFirm(input()).engagements.find((row) => row.engagement_id === 'z');
    expect(z).toMatchObject({ revenue: null, tentative: [0, 0, 20, 20], people: ['b'] });
    const without = forecastFirm(input({ with_money: false }));
    expect(without.revenue).toBeNull();
    expect(without.engagements.every((row) => row.revenue === null)).toBe(true);
  });

  it('gives no capacity outside employment and reduces it by days off and holidays', () => {
    const forecast = forecastFirm(
      input({
        people: [
          person('a', { employed_until: addDays(first, 9), days_off: new Set([first]) }),
          person('b', { employed_from: addDays(first, 14) }),
        ],
      }),
    );
    expect(forecast.people.map((row) => row.capacity)).toEqual([
      [32, 24, 0, 0],
      [0, 0, 40, 40],
    ]);
  });
});
