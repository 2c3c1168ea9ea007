import { z } from 'zod';

/** The currency every cross-currency total is converted into (the cost basis is in it too). */
export const FIRM_BASE_CURRENCY = 'USD';

const currencyCode = z
  .string({ error: 'Enter a currency code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like EUR.');

/** An exchange rate an admin sets: 1 `currency` = `rate` of the base currency from `effective_on`. */
export const exchangeRateInputSchema = z
  .object({
    currency: currencyCode.refine((code) => code !== FIRM_BASE_CURRENCY, {
      error: `${FIRM_BASE_CURRENCY} is the base currency: its rate is always 1.`,
    }),
    rate: z
      .number({ error: 'Enter a rate.' })
      .positive('The rate must be more than 0.')
      .max(1_000_000, 'At most 1,000,000.')
      .refine((value) => Math.abs(Math.round(value * 1e6) - value * 1e6) < 1e-6, 'At most six decimals.'),
    effective_on: z.iso.date({ error: 'Use a date like 2026-11-23.' }),
  })
  .strict();
export type ExchangeRateInput = z.infer<typeof exchangeRateInputSchema>;

export const exchangeRateSchema = z.object({
  id: z.uuid(),
  currency: z.string(),
  rate: z.number(),
  effective_on: z.string(),
  created_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRatesSchema = z.object({ base_currency: z.string(), rates: z.array(exchangeRateSchema) });

/** An amount in one currency. */
export const moneyAmountSchema = z.object({ currency: z.string(), amount: z.number() });
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

/** Which rate converted a currency: its value and the day it took effect. */
export const rateUsedSchema = z.object({ currency: z.string(), rate: z.number(), effective_on: z.string() });
export type RateUsed = z.infer<typeof rateUsedSchema>;
