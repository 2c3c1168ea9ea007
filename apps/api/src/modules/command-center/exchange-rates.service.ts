import { FIRM_BASE_CURRENCY, type ExchangeRate, type ExchangeRateInput, type RateUsed } from '@praxis/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { exchangeRates } from '../../db/schema/exchange-rates.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { lockById } from '../../lib/lock-row.js';

type Row = typeof exchangeRates.$inferSelect;
const toRate = (row: Row): ExchangeRate => ({
  id: row.id,
  currency: row.currency,
  rate: Number(row.rate),
  effective_on: row.effectiveOn,
  created_at: row.createdAt.toISOString(),
});

/** Every rate, by currency then newest first (the history stays: a total names the date of the rate it used). */
export async function listExchangeRates(db: DbOrTx): Promise<{ base_currency: string; rates: ExchangeRate[] }> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.effectiveOn));
  return { base_currency: FIRM_BASE_CURRENCY, rates: rows.map(toRate) };
}

/** The rates as the conversion reads them. */
export async function allRates(db: DbOrTx): Promise<RateUsed[]> {
  return (await listExchangeRates(db)).rates.map(({ currency, rate, effective_on }) => ({
    currency,
    rate,
    effective_on,
  }));
}

/** One rate per currency and day: a second for the same day is a 409 (delete the wrong one first). */
export async function createExchangeRate(db: Db, actor: Actor, input: ExchangeRateInput): Promise<ExchangeRate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({ currency: input.currency, rate: input.rate, effectiveOn: input.effective_on })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw AppError.conflict(`A ${input.currency} rate effective on ${input.effective_on} already exists.`);
    }
    const created = toRate(row);
    await audit(tx, actor, { entity: 'exchange_rates', entityId: row.id, action: 'create', after: created });
    return created;
  });
}

export async function deleteExchangeRate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockById(tx, exchangeRates, id);
    if (!current) throw AppError.notFound('Exchange rate');
    await tx.delete(exchangeRates).where(eq(exchangeRates.id, id));
    await audit(tx, actor, { entity: 'exchange_rates', entityId: id, action: 'delete', before: toRate(current) });
  });
}
