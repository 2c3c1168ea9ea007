import { describe, expect, it } from 'vitest';
import { addDays, todayIn, weekStart } from '../dates.js';
import type { Booking, ForecastPerson } from './bookings.js';
import { forecastEngagement, type EngagementForecastInput } from './engagement.js';

const now = new Date();
const today = todayIn('UTC', now);
/** A Monday two to three weeks ahead, so every day of the fixtures is still to come whatever today is. */
const monday = addDays(weekStart(today), 14);
const person = (id: string, extra: Partial<ForecastPerson> = {}): ForecastPerson => ({
  id,
  time_zone: 'UTC',
  hourly_rate: 100,
  days_off: new Set(),
  ...extra,
});
const booking = (consultant_id: string, start: string, end: string, hours_per_week = 40): Booking => ({
  consultant_id,
  start,
  end,
  hours_per_week,
});

/** Four weeks from `monday`, one person at 40 h a week. */
function input(overrides: Partial<EngagementForecastInput> = {}): EngagementForecastInput {
  return {
    now,
    time_zone: 'UTC',
    engagement: {
      start_date: monday,
      end_date: addDays(monday, 27),
      budget_hours: 200,
      budget_amount: null,
      billing_type: 'time_and_materials',
    },
    people: [person('a')],
    actuals: [],
    assignments: [booking('a', monday, addDays(monday, 27))],
    tentative: [],
    cost_per_hour: 60,
    with_money: false,
    ...overrides,
  };
}
const withEngagement = (patch: Partial<EngagementForecastInput['engagement']>) => ({
  engagement: { ...input().engagement, ...patch },
});

describe('forecastEngagement', () => {
  it('schedules weekly hours over working days, week by week, and fits a larger budget', () => {
    const forecast = forecastEngagement(input());
    expect(forecast.weeks.map((week) => week.week)).toEqual([0, 7, 14, 21].map((days) => addDays(monday, days)));
    expect(forecast.weeks.map((week) => week.scheduled)).toEqual([40, 40, 40, 40]);
    expect(forecast).toMatchObject({
      scheduled_hours: 160,
      estimate_at_completion_hours: 160,
      runs_out_on: null,
      over_by_hours: 0,
      schedule: { people: 1, hours_per_week: 40, from: monday },
    });
    expect(forecast.explanation).toMatch(
      /^At the current schedule \(1 person, 40 h\/week from .+\) the 200-hour budget lasts to the end on .+ with 40 h to spare\.$/,
    );
  });

  it('finds the day a budget runs out in the middle of a week, and by how much it ends over', () => {
    // 8 h a day: 100 h are reached on the 13th working day, the Wednesday of the third week.
    const forecast = forecastEngagement(input(withEngagement({ budget_hours: 100 })));
    expect(forecast.runs_out_on).toBe(addDays(monday, 16));
    expect(forecast.over_by_hours).toBe(60);
    expect(forecast.explanation).toContain('the 100-hour budget runs out in the week of');
    expect(forecast.explanation).toContain('1 week before the end; 60 h over.');
  });

  it('counts approved hours and says when the budget already ran out', () => {
    const start = addDays(weekStart(today), -14);
    const end = addDays(weekStart(today), 13);
    const forecast = forecastEngagement(
      input({
        ...withEngagement({ start_date: start, end_date: end, budget_hours: 30 }),
        actuals: [
          { consultant_id: 'a', date: start, hours: 20 },
          { consultant_id: 'a', date: addDays(start, 1), hours: 20 },
        ],
        assignments: [],
      }),
    );
    expect(forecast.actual_hours).toBe(40);
    expect(forecast.weeks[0]).toMatchObject({ week: start, actual: 40, scheduled: 0 });
    expect(forecast.runs_out_on).toBe(addDays(start, 1));
    expect(forecast.over_by_hours).toBe(10);
    expect(forecast.explanation).toMatch(
      /^The 30-hour budget ran out in the week of .+; with nobody scheduled from .+ it ends 10 h over\.$/,
    );
  });

  it('has no runs-out date or overrun without a budget, and says so', () => {
    const forecast = forecastEngagement(input(withEngagement({ budget_hours: null })));
    expect(forecast).toMatchObject({ estimate_at_completion_hours: 160, runs_out_on: null, over_by_hours: null });
    expect(forecast.explanation).toContain('it has no hour budget to compare against');
  });

  it('schedules nothing once the end date is past', () => {
    const end = addDays(today, -3);
    const start = addDays(end, -20);
    const forecast = forecastEngagement(
      input({
        ...withEngagement({ start_date: start, end_date: end, budget_hours: 10 }),
        actuals: [{ consultant_id: 'a', date: start, hours: 12 }],
        assignments: [booking('a', start, end)],
      }),
    );
    expect(forecast.scheduled_hours).toBe(0);
    expect(forecast.estimate_at_completion_hours).toBe(12);
    expect(forecast.over_by_hours).toBe(2);
    expect(forecast.explanation).toMatch(
      /^The engagement ended on .+ with 12 h approved of its 10-hour budget, 2 h over\.$/,
    );
  });

  it('shows tentative hours apart and never lets them move runs_out_on', () => {
    const forecast = forecastEngagement(
      input({
        ...withEngagement({ budget_hours: 180 }),
        people: [person('a'), person('b')],
        tentative: [booking('b', monday, addDays(monday, 27), 20)],
      }),
    );
    expect(forecast.tentative_hours).toBe(80);
    expect(forecast.weeks.map((week) => week.tentative)).toEqual([20, 20, 20, 20]);
    expect(forecast).toMatchObject({ estimate_at_completion_hours: 160, runs_out_on: null, over_by_hours: 0 });
    expect(forecast.with_tentative).toEqual({
      estimate_at_completion_hours: 240,
      runs_out_on: addDays(monday, 18),
      over_by_hours: 60,
    });
    expect(forecast.explanation).toContain('Open proposals would add 80 h and take it 60 h over budget.');
  });

  it('takes holidays and time off out of the scheduled hours', () => {
    const away = new Set([addDays(monday, 1), addDays(monday, 9), addDays(monday, 11)]);
    // A weekend day off changes nothing: nobody was scheduled on it.
    away.add(addDays(monday, 5));
    const forecast = forecastEngagement(input({ people: [person('a', { days_off: away })] }));
    expect(forecast.weeks.map((week) => week.scheduled)).toEqual([32, 24, 40, 40]);
    expect(forecast.scheduled_hours).toBe(136);
  });

  it('counts partial weeks by their working days', () => {
    // Wednesday of the first week to Tuesday of the second: 3 + 2 working days.
    const forecast = forecastEngagement(input({ assignments: [booking('a', addDays(monday, 2), addDays(monday, 8))] }));
    expect(forecast.weeks.map((week) => week.scheduled)).toEqual([24, 16, 0, 0]);
  });

  it('bills time and materials at people’s rates and compares a fixed fee with the cost of hours', () => {
    const money = { budget_amount: 12_000 };
    const tm = forecastEngagement({ ...input(withEngagement(money)), with_money: true });
    expect(tm.money).toMatchObject({
      basis: 'revenue',
      estimate_at_completion_amount: 16_000,
      over_by_amount: 4_000,
      runs_out_on: addDays(monday, 18),
    });
    const fixed = forecastEngagement({
      ...input(withEngagement({ ...money, billing_type: 'fixed_fee' })),
      with_money: true,
    });
    expect(fixed.money).toMatchObject({ basis: 'cost', estimate_at_completion_amount: 9_600, over_by_amount: 0 });
    expect(fixed.money?.runs_out_on).toBeNull();
    expect(forecastEngagement(input(withEngagement(money))).money).toBeNull();
  });

  it('starts each person’s schedule at their own today', () => {
    // 20:00 UTC on a Friday is already Saturday in Auckland: that Friday is behind the Auckland consultant only.
    const friday = new Date('2026-11-27T20:00:00Z');
    const forecast = forecastEngagement({
      ...input(withEngagement({ start_date: '2026-11-23', end_date: '2026-12-06', budget_hours: null })),
      now: friday,
      people: [person('utc'), person('nz', { time_zone: 'Pacific/Auckland' })],
      assignments: [booking('utc', '2026-11-23', '2026-12-06'), booking('nz', '2026-11-23', '2026-12-06')],
    });
    expect(forecast.weeks.map((week) => week.scheduled)).toEqual([8, 80]);
  });

  it('keeps the week of a daylight-saving change a whole week', () => {
    const forecast = forecastEngagement({
      ...input(withEngagement({ start_date: '2026-03-23', end_date: '2026-04-05', budget_hours: null })),
      now: new Date('2026-03-20T12:00:00Z'),
      time_zone: 'Europe/Berlin',
      people: [person('a', { time_zone: 'Europe/Berlin' })],
      assignments: [booking('a', '2026-03-23', '2026-04-05')],
    });
    expect(forecast.weeks).toEqual([
      { week: '2026-03-23', actual: 0, scheduled: 40, tentative: 0 },
      { week: '2026-03-30', actual: 0, scheduled: 40, tentative: 0 },
    ]);
  });

  it('forecasts nothing without dates', () => {
    const forecast = forecastEngagement(input(withEngagement({ start_date: null, end_date: null })));
    expect(forecast.weeks).toEqual([]);
    expect(forecast.scheduled_hours).toBe(0);
    expect(forecast.explanation).toBe('Without a start and an end date there is nothing to forecast.');
  });
});
