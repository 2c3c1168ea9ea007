import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, fromDate, weekStart } from '@praxis/shared/dates';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();
const thisWeek = weekStart(fromDate(new Date()));

interface Amount {
  currency: string;
  amount: number;
}
interface Rate {
  id: string;
  currency: string;
  rate: number;
  effective_on: string;
}

const kpis = async (cookie: string, query = '') => {
  const answer = await t.request('GET', `/api/command-center${query}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.json();
};
const rates = async (): Promise<Rate[]> =>
  (await (await t.request('GET', '/api/exchange-rates', { cookie: cookies.admin })).json()).rates;
const addRate = (body: object, cookie = cookies.admin) => t.request('POST', '/api/exchange-rates', { cookie, body });

/** Billable hours × rate per engagement currency over the period, straight from the timesheets. */
const revenueInSql = (from: string, to: string) =>
  rowsOf<{ currency: string; amount: number }>(
    t.deps.database.db,
    sql`select g.currency, round(sum(e.hours * coalesce(c.hourly_rate, 0))::numeric, 2)::float8 as amount
      from timesheet_entries e join timesheet_lines l on l.id = e.line_id and l.billable
      join engagements g on g.id = l.engagement_id
      join timesheet_weeks w on w.id = l.week_id join consultants c on c.id = w.consultant_id
        and (c.is_active or c.left_on is not null)
        and (c.start_date is null or c.start_date <= w.week_start + 4) and (c.left_on is null or c.left_on > w.week_start)
      where w.week_start between ${from}::date and ${to}::date group by g.currency order by g.currency`,
  );

describe('money in several currencies', () => {
  it('totals revenue per currency (USD and EUR engagements apart) and converts with the rate in effect, naming it', async () => {
    const data = await kpis(cookies.admin);
    const expected = await revenueInSql(data.from, data.to);
    expect(expected.map((row) => row.currency)).toEqual(expect.arrayContaining(['EUR', 'USD']));
    const byCurrency: Amount[] = data.utilisation.total.revenue_by_currency;
    expect(byCurrency.map((row) => row.currency)).toEqual(expected.map((row) => row.currency));
    for (const row of expected) {
      expect(byCurrency.find((m) => m.currency === row.currency)?.amount).toBeCloseTo(row.amount, 0);
    }
    // The seeded rates: the newest of each currency not after the period's end converts it.
    const end = addDays(data.to, 6);
    const inEffect = (currency: string) =>
      rows
        .filter((r) => r.currency === currency && r.effective_on <= end)
        .sort((a, b) => (a.effective_on < b.effective_on ? 1 : -1))[0];
    const rows = await rates();
    const converted = byCurrency.reduce(
      (sum, { currency, amount }) => sum + amount * (currency === 'USD' ? 1 : (inEffect(currency)?.rate ?? NaN)),
      0,
    );
    expect(data.money.base_currency).toBe('USD');
    expect(data.money.missing_rates).toEqual([]);
    expect(data.utilisation.total.revenue).toBeCloseTo(converted, 0);
    const eur = inEffect('EUR');
    expect(data.money.rates_used).toContainEqual({ currency: 'EUR', rate: eur?.rate, effective_on: eur?.effective_on });
    // Nobody else sees money, nor the rates.
    expect(JSON.stringify(await kpis(cookies.pm))).not.toMatch(/revenue|rates_used/);
    expect((await t.request('GET', '/api/exchange-rates', { cookie: cookies.pm })).status).toBe(403);
  });

  it('validates, audits and refuses a second rate for the same currency and day', async () => {
    const day = addDays(thisWeek, -3);
    const bad = [
      { currency: 'USD', rate: 1, effective_on: day },
      { currency: 'EU', rate: 1, effective_on: day },
      { currency: 'EUR', rate: 0, effective_on: day },
      { currency: 'EUR', rate: -2, effective_on: day },
      { currency: 'EUR', rate: 1e9, effective_on: day },
      { currency: 'EUR', rate: 1.1234567, effective_on: day },
      { currency: 'EUR', rate: 1.1, effective_on: '2026-02-30' },
      { currency: 'EUR', rate: '1.1', effective_on: day },
      { currency: 'EUR', rate: 1.1, effective_on: day, extra: true },
    ];
    for (const body of bad) expect((await addRate(body)).status).toBe(422);
    expect((await addRate({ currency: 'chf', rate: 1.12, effective_on: day }, cookies.pm)).status).toBe(403);
    const made = await addRate({ currency: 'chf', rate: 1.12, effective_on: day });
    expect(made.status).toBe(201);
    const rate = await made.json();
    expect(rate).toMatchObject({ currency: 'CHF', rate: 1.12, effective_on: day });
    expect((await addRate({ currency: 'CHF', rate: 1.13, effective_on: day })).status).toBe(409);
    const [audited] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from audit_log where entity = 'exchange_rates' and entity_id = ${rate.id}`,
    );
    expect(audited?.n).toBe(1);
    expect((await t.request('DELETE', `/api/exchange-rates/${rate.id}`, { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('DELETE', `/api/exchange-rates/${rate.id}`, { cookie: cookies.admin })).status).toBe(204);
    expect((await t.request('DELETE', `/api/exchange-rates/${rate.id}`, { cookie: cookies.admin })).status).toBe(404);
    expect((await t.request('DELETE', '/api/exchange-rates/nope', { cookie: cookies.admin })).status).toBe(422);
  });

  it('uses no rate dated after the period, and says which currency lacks one instead of summing', async () => {
    const past = `?from=${addDays(thisWeek, -7 * 30)}&to=${addDays(thisWeek, -7 * 20)}`;
    const before = await kpis(cookies.admin, past);
    const future = await (await addRate({ currency: 'EUR', rate: 9, effective_on: addDays(thisWeek, -7 * 5) })).json();
    const after = await kpis(cookies.admin, past);
    expect(after.utilisation.total.revenue).toBe(before.utilisation.total.revenue);
    expect(after.money.rates_used).toEqual(before.money.rates_used);
    await t.request('DELETE', `/api/exchange-rates/${future.id}`, { cookie: cookies.admin });

    for (const rate of (await rates()).filter((r) => r.currency === 'GBP')) {
      await t.request('DELETE', `/api/exchange-rates/${rate.id}`, { cookie: cookies.admin });
    }
    const data = await kpis(cookies.admin);
    expect(data.money.missing_rates).toEqual(['GBP']);
    expect(data.utilisation.total).not.toHaveProperty('revenue');
    expect(data.utilisation.total).not.toHaveProperty('margin');
    expect(data.utilisation.total.revenue_by_currency.map((m: Amount) => m.currency)).toContain('GBP');
    const csv = await t.request('GET', '/api/command-center/export?chart=job_titles', { cookie: cookies.admin });
    const header = (await csv.text()).split('\r\n')[0];
    expect(header).toContain('revenue_GBP');
    expect(header).toContain('revenue_EUR');
  });
});
