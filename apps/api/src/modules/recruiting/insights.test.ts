import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';
import { countWhere, demoIds, requestBody } from '../../test/staffing-fixtures.js';

const { t, cookies } = useDemoApp();

describe('recruiting analytics', () => {
  it('is for admin and Project Manager (employee 403) and covers every candidate once', async () => {
    expect((await t.request('GET', '/api/recruiting/analytics', { cookie: cookies.employee })).status).toBe(403);
    const answer = await t.request('GET', '/api/recruiting/analytics', { cookie: cookies.pm });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    const total = await countWhere(t, sql`select count(*) as n from candidates`);
    const perPosition = body.positions.reduce(
      (sum: number, p: { counts: Record<string, number> }) => sum + Object.values(p.counts).reduce((a, b) => a + b, 0),
      0,
    );
    expect(perPosition).toBe(total);
    expect(body.sources.reduce((sum: number, s: { candidates: number }) => sum + s.candidates, 0)).toBe(total);
    expect(body.conversion[0]).toMatchObject({ from: 'applied', to: 'screening', reached: total });
    const hired = await countWhere(t, sql`select count(*) as n from candidates where stage = 'hired'`);
    expect(body.time_to_hire.hires).toBe(hired);
    expect(JSON.stringify(body)).not.toMatch(/@|first_name|email/); // aggregates only, no personal data
  });
});

describe('demand signal', () => {
  it('suggests a position from a must-have skill left unstaffed for a week, with the request as evidence', async () => {
    const ids = await demoIds(t);
    const skill = { category_id: ids.product.category_id, product_id: ids.product.id, min_rating: 5, must: true };
    const created = await t.request('POST', '/api/resource-requests', {
      cookie: cookies.pm,
      body: await requestBody(t, { skills: [skill] }),
    });
    expect(created.status).toBe(201);
    const id = (await created.json()).id as string;
    const signalsOf = async () =>
      (await (await t.request('GET', '/api/recruiting/demand', { cookie: cookies.pm })).json()) as {
        product_id: string;
        min_rating: number;
        headline: string;
        oldest_days: number;
        requests: { id: string }[];
        suggested: { headcount: number };
      }[];
    const before = await signalsOf();
    expect(before.length).toBeGreaterThan(0); // the demo firm has requests waiting for a must-have skill
    const fresh = before.find((s) => s.requests.some((r) => r.id === id));
    expect(fresh).toBeUndefined(); // waiting for less than a week: no signal yet
    await t.deps.database.db.execute(
      sql`update resource_requests set submitted_at = now() - interval '21 days' where id = ${id}`,
    );
    const signal = (await signalsOf()).find((s) => s.requests.some((r) => r.id === id));
    expect(signal).toMatchObject({ product_id: ids.product.id, min_rating: 5 });
    expect(signal?.headline).toMatch(/^\d+ requests? for .+ ≥ 5 unfilled for \d+ days$/);
    expect(signal?.oldest_days).toBeGreaterThanOrEqual(21);
    expect(signal?.suggested.headcount).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', '/api/recruiting/demand', { cookie: cookies.employee })).status).toBe(403);
  });
});
