import { describe, expect, it } from 'vitest';
import { addDays, todayIn, weekStart } from '../dates.js';
import type { Booking } from './bookings.js';
import type { EngagementForecastInput } from './engagement.js';
import type { FirmPerson } from './firm.js';
import { formatDay } from '../dates.js';
import { whatIfEngagement, whatIfReason, whatIfUtilisation } from './what-if.js';

const now = new Date();
const today = todayIn('UTC', now);
/** A Monday two to three weeks ahead, so every day of the fixtures is still to come whatever today is. */
const monday = addDays(weekStart(today), 14);
const fourWeeksEnd = addDays(monday, 25);
const booking = (consultant_id: string, hours_per_week: number, start = monday, end = fourWeeksEnd): Booking => ({
  consultant_id,
  start,
  end,
  hours_per_week,
});
const person = (id: string, days_off: string[] = []): FirmPerson => ({
  id,
  name: id,
  time_zone: 'UTC',
  hourly_rate: 100,
  days_off: new Set(days_off),
  top_skills: [],
  employed_from: null,
  employed_until: null,
});

/** Four weeks from `monday`, one person at 20 h a week (80 h) against the given budget. */
const input = (budget_hours: number | null, with_money = false): EngagementForecastInput => ({
  now,
  time_zone: 'UTC',
  engagement: {
    start_date: monday,
    end_date: fourWeeksEnd,
    budget_hours,
    budget_amount: 10_000,
    billing_type: 'time_and_materials',
  },
  people: [person('a'), person('b')],
  actuals: [],
  assignments: [booking('a', 20)],
  tentative: [],
  cost_per_hour: null,
  with_money,
});

describe('whatIfEngagement', () => {
  it('counts the booking as scheduled: a budget that fits now is tipped over, with the week it runs out', () => {
    const result = whatIfEngagement(input(120), booking('b', 20));
    expect(result.before).toMatchObject({ estimate_at_completion_hours: 80, runs_out_on: null, over_by_hours: 0 });
    // 40 h a week from the first Monday: 120 h are used up on the Friday of the third week.
    expect(result.after).toMatchObject({
      estimate_at_completion_hours: 160,
      runs_out_on: addDays(monday, 18),
      over_by_hours: 40,
    });
    expect(result).toMatchObject({ added_hours: 80, over_budget: true, tips_over: true, budget_hours: 120 });
    expect(whatIfReason(result)).toBe(
      `Staffed as asked (+80 h), the 120-hour budget runs out in the week of ${formatDay(addDays(monday, 14))} and ends 40 h over.`,
    );
  });

  it('an engagement already over stays flagged but is not "tipped"; one that still fits is neither', () => {
    const already = whatIfEngagement(input(60), booking('b', 10));
    expect(already).toMatchObject({ over_budget: true, tips_over: false });
    expect(whatIfReason(already)).toBe('Already 20 h over budget; staffed as asked (+40 h), it ends 60 h over.');
    const fits = whatIfEngagement(input(200), booking('b', 10));
    expect(fits).toMatchObject({ over_budget: false, tips_over: false });
    expect(whatIfReason(fits)).toBeNull();
  });

  it('without a budget nothing is over; without finance rights there is no money', () => {
    const result = whatIfEngagement(input(null), booking('b', 40));
    expect(result).toMatchObject({ over_budget: false, tips_over: false, added_hours: 160 });
    expect(result.after).toMatchObject({ over_by_hours: null, estimate_at_completion_amount: null });
  });

  it('compares money too for those who may see it', () => {
    const result = whatIfEngagement(input(200, true), booking('b', 20));
    expect(result.before.estimate_at_completion_amount).toBe(8_000);
    expect(result.after).toMatchObject({ estimate_at_completion_amount: 16_000, over_by_amount: 6_000 });
  });

  it("the candidate's own open proposal stays tentative and is not counted twice", () => {
    const result = whatIfEngagement({ ...input(120), tentative: [booking('b', 20)] }, booking('b', 20));
    expect(result.after.estimate_at_completion_hours).toBe(160);
  });

  it("adds nothing once the request's dates are past", () => {
    const past = booking('b', 40, addDays(weekStart(today), -21), addDays(weekStart(today), -10));
    expect(whatIfEngagement(input(120), past)).toMatchObject({ added_hours: 0, tips_over: false });
  });
});

describe('whatIfUtilisation', () => {
  it("shows the person's weeks before and after, against capacity less days off", () => {
    const result = whatIfUtilisation({
      now,
      person: person('b', [addDays(monday, 7)]),
      assignments: [booking('b', 20)],
      booking: booking('b', 24),
    });
    expect(result.weeks.map((week) => week.week)).toEqual([0, 7, 14, 21].map((days) => addDays(monday, days)));
    expect(result.weeks.map((week) => week.capacity)).toEqual([40, 32, 40, 40]);
    expect(result.weeks[0]).toMatchObject({ before: 20, after: 44 });
    // The day off takes a fifth of each booking's week away.
    expect(result.weeks[1]).toMatchObject({ before: 16, after: 35.2 });
    expect(result.before_percent).toBe(50);
    expect(result.after_percent).toBe(110);
    expect(result.over_capacity_weeks).toEqual([0, 7, 14, 21].map((days) => addDays(monday, days)));
  });

  it('counts from today when the booking has started, and nothing when it is over', () => {
    const started = whatIfUtilisation({
      now,
      person: person('b'),
      assignments: [],
      booking: booking('b', 40, addDays(today, -30), addDays(today, 30)),
    });
    expect(started.weeks[0]?.week).toBe(weekStart(today));
    expect(started.over_capacity_weeks).toEqual([]);
    const over = whatIfUtilisation({
      now,
      person: person('b'),
      assignments: [],
      booking: booking('b', 40, addDays(today, -30), addDays(today, -1)),
    });
    expect(over).toEqual({ weeks: [], before_percent: null, after_percent: null, over_capacity_weeks: [] });
  });
});
