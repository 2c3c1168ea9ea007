import type { MoneyAmount, RateUsed } from '../schemas/exchange-rates.js';

/** Money of several currencies is summed per currency, then converted only with a rate an admin set. */

/** Adds amounts per currency (never across), in the order of the currencies' codes; cents rounded. */
export function totalsByCurrency(amounts: readonly MoneyAmount[]): MoneyAmount[] {
  const sums = new Map<string, number>();
  for (const { currency, amount } of amounts) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 }));
}

/** The rate of each currency in effect on `on`: the latest whose effective date is not after it. */
export function ratesInEffect(rates: readonly RateUsed[], on: string): Map<string, RateUsed> {
  const chosen = new Map<string, RateUsed>();
  for (const rate of rates) {
    if (rate.effective_on > on) continue;
    const current = chosen.get(rate.currency);
    if (!current || current.effective_on < rate.effective_on) chosen.set(rate.currency, rate);
  }
  return chosen;
}

export interface Conversion {
  /** The sum in the base currency, or null when a currency has no rate (then only the per-currency totals hold). */
  converted: number | null;
  /** The rates used, one per converted currency other than the base. */
  used: RateUsed[];
  /** Currencies with money but no rate in effect. */
  missing: string[];
}

/** Converts per-currency totals into the base currency with the rates in effect; says which rates, or what lacks one. */
export function convertTotals(totals: readonly MoneyAmount[], base: string, rates: Map<string, RateUsed>): Conversion {
  let converted = 0;
  const used: RateUsed[] = [];
  const missing: string[] = [];
  for (const { currency, amount } of totals) {
    if (currency === base) {
      converted += amount;
      continue;
    }
    const rate = rates.get(currency);
    if (!rate) {
      missing.push(currency);
      continue;
    }
    converted += amount * rate.rate;
    used.push(rate);
  }
  return { converted: missing.length > 0 ? null : Math.round(converted * 100) / 100, used, missing };
}
