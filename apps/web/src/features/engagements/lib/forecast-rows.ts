import type { EngagementForecastAnswer } from '@praxis/shared';

export interface ForecastChartRow {
  week: string;
  /** Approved hours so far (cumulative); null in weeks still to come. */
  used: number | null;
  /** Approved plus scheduled hours (cumulative). */
  forecast: number;
  /** The same with every open proposal accepted. */
  with_tentative: number;
}

const one = (value: number) => Math.round(value * 10) / 10;

/** The weeks as running totals: what a burn-up chart draws against the budget line. */
export function forecastRows(forecast: Pick<EngagementForecastAnswer, 'weeks' | 'today'>): ForecastChartRow[] {
  let used = 0;
  let planned = 0;
  let tentative = 0;
  return forecast.weeks.map((week) => {
    used += week.actual;
    planned += week.actual + week.scheduled;
    tentative += week.actual + week.scheduled + week.tentative;
    return {
      week: week.week,
      used: week.week <= forecast.today ? one(used) : null,
      forecast: one(planned),
      with_tentative: one(tentative),
    };
  });
}
