import type * as s from '../schema/index.js';
import type { Calendar, Random } from './random.js';

type Rate = typeof s.exchangeRates.$inferInsert;

/**
 * The demo firm bills in USD (its base), EUR and GBP: a rate of each from before the history starts and a newer one
 * three months ago, so the command center converts every total and names the date of the rate it used.
 */
export function buildExchangeRates(rng: Random, cal: Calendar): Rate[] {
  const rows: [string, number, number][] = [
    ['EUR', 1.09, -7 * 110],
    ['EUR', 1.07, -7 * 13],
    ['GBP', 1.26, -7 * 110],
    ['GBP', 1.27, -7 * 13],
  ];
  return rows.map(([currency, rate, days]) => ({
    id: rng.uuid(),
    currency,
    rate,
    effectiveOn: cal.date(days),
    createdAt: cal.ago(-24 * days),
  }));
}
