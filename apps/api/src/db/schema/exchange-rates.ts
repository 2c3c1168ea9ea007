import { sql } from 'drizzle-orm';
import { char, check, date, numeric, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { entityTable } from './tables.js';

/**
 * Exchange rates an admin sets: one unit of `currency` is worth `rate` units of the firm's base currency from
 * `effective_on` until the next rate of that currency. Totals across currencies are converted with these only.
 */
export const exchangeRates = entityTable(
  'exchange_rates',
  {
    currency: char('currency', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    effectiveOn: date('effective_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('exchange_rates_currency_date_key').on(t.currency, t.effectiveOn),
    check('exchange_rates_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);
