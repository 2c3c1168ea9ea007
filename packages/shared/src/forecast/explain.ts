import { formatDay, weekStart, weeksApart, type IsoDate } from './calendar.js';
import type { EngagementForecast } from './engagement.js';

type Explained = Omit<EngagementForecast, 'explanation'>;

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const hours = (value: number) => `${number.format(value)} h`;
const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;

function scheduleClause(forecast: Explained): string {
  const { schedule } = forecast;
  if (!schedule.from || schedule.people === 0) return `With nobody scheduled from ${formatDay(forecast.today)}`;
  return (
    `At the current schedule (${plural(schedule.people, 'person', 'people')}, ` +
    `${hours(schedule.hours_per_week)}/week from ${formatDay(schedule.from)})`
  );
}

function tentativeClause(forecast: Explained): string {
  if (forecast.tentative_hours <= 0) return '';
  const added = ` Open proposals would add ${hours(forecast.tentative_hours)}`;
  const over = forecast.with_tentative.over_by_hours ?? 0;
  if (over <= 0) return `${added} and still fit the budget.`;
  if ((forecast.over_by_hours ?? 0) <= 0) return `${added} and take it ${hours(over)} over budget.`;
  return `${added}: ${hours(over)} over in all.`;
}

function budgetClause(forecast: Explained, end: IsoDate): string {
  const budget = forecast.budget_hours as number;
  const size = `the ${number.format(budget)}-hour budget`;
  const runsOut = forecast.runs_out_on;
  if (!runsOut) {
    const spare = budget - forecast.estimate_at_completion_hours;
    return `${scheduleClause(forecast)} ${size} lasts to the end on ${formatDay(end)} with ${hours(spare)} to spare.`;
  }
  const over = `${hours(forecast.over_by_hours ?? 0)} over`;
  const week = `the week of ${formatDay(weekStart(runsOut))}`;
  if (runsOut < forecast.today) {
    const clause = scheduleClause(forecast);
    return `The ${number.format(budget)}-hour budget ran out in ${week}; ${clause.charAt(0).toLowerCase()}${clause.slice(1)} it ends ${over}.`;
  }
  const ahead = weeksApart(runsOut, end);
  const when = ahead > 0 ? `${plural(ahead, 'week')} before the end` : 'in its last week';
  return `${scheduleClause(forecast)} ${size} runs out in ${week}, ${when}; ${over}.`;
}

/** One sentence a Project Manager reads on the engagement: when the budget runs out, by how much, and why. */
export function explainForecast(
  forecast: Explained,
  engagement: { start_date: IsoDate | null; end_date: IsoDate | null },
): string {
  const end = engagement.end_date;
  if (!engagement.start_date || !end) return 'Without a start and an end date there is nothing to forecast.';
  const budget = forecast.budget_hours;
  if (end < forecast.today) {
    const used = `The engagement ended on ${formatDay(end)} with ${hours(forecast.actual_hours)} approved`;
    if (!budget) return `${used}; it has no hour budget.`;
    const over = forecast.over_by_hours ?? 0;
    return `${used} of its ${number.format(budget)}-hour budget${over > 0 ? `, ${hours(over)} over` : ''}.`;
  }
  if (!budget) {
    return (
      `${scheduleClause(forecast)} the engagement will have used about ${hours(forecast.estimate_at_completion_hours)} ` +
      `by its end on ${formatDay(end)}; it has no hour budget to compare against.` +
      (forecast.tentative_hours > 0 ? ` Open proposals would add ${hours(forecast.tentative_hours)}.` : '')
    );
  }
  return `${budgetClause(forecast, end)}${tentativeClause(forecast)}`;
}
