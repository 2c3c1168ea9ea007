import pg from 'pg';
import { measure } from './load.mjs';

const DAY_MS = 86_400_000;
const mondayOf = (date) => {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
};
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Timesheets (docs/benchmarks.md): a firm of `people` consultants with `weeks` submitted weeks each (two engagement rows,
 * five days), then
 *  - saving a cell (`PUT /api/timesheets/weeks/{week}/cells`) as the demo employee, 20 connections, each request
 *    on one of 20 future weeks (20 people saving their own weeks contend like this) — target p99 < 50 ms;
 *  - the admin view (`GET /api/timesheets/admin/weeks`, the 4-week period, 50 rows) as the admin — target p95 <
 *    300 ms (autocannon reports p97.5, which is stricter).
 */
export async function benchTimesheets({
  origin,
  databaseUrl,
  employeeCookie,
  adminCookie,
  profile,
  people = 500,
  weeks = 4,
}) {
  const monday = mondayOf(new Date());
  const from = iso(monday - (weeks - 1) * 7 * DAY_MS);
  const to = iso(monday);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from consultants');
    const missing = people - rows[0].n;
    if (missing > 0) {
      await client.query(
        `insert into consultants (first_name, last_name, email)
         select 'Bench', 'Timesheet ' || lpad(i::text, 4, '0'), 'bench.timesheet.' || i || '@bench.local'
         from generate_series(1, $1) as i`,
        [missing],
      );
    }
    // Two active engagements to log on, and a submitted week per person and week of the period.
    await client.query(
      `with e as (select id from engagements where status = 'active' order by id limit 2),
            w as (insert into timesheet_weeks (consultant_id, week_start, status, submitted_at)
                  select c.id, d::date, 'submitted', now() from consultants c
                  cross join generate_series($1::date, $2::date, interval '7 days') d
                  on conflict (consultant_id, week_start) do nothing
                  returning id, week_start),
            l as (insert into timesheet_lines (week_id, engagement_id, category, billable)
                  select w.id, e.id, 'engagement', true from w cross join e returning id, week_id)
       insert into timesheet_entries (line_id, entry_date, hours)
       select l.id, w.week_start + k, 4 from l join w on w.id = l.week_id cross join generate_series(0, 4) k`,
      [from, to],
    );
  } finally {
    await client.end();
  }
  const week = (n) => iso(monday + (n + 10) * 7 * DAY_MS);
  const cellSave = await measure({
    origin,
    path: `/api/timesheets/weeks/${week(0)}/cells`,
    method: 'PUT',
    headers: { cookie: employeeCookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ cells: [{ engagement_id: null, category: 'admin', date: week(0), hours: 1.5 }] }),
    setupRequest: (req) => {
      const target = week(Math.floor(Math.random() * 20));
      return {
        ...req,
        path: `/api/timesheets/weeks/${target}/cells`,
        body: JSON.stringify({ cells: [{ engagement_id: null, category: 'admin', date: target, hours: 1.5 }] }),
      };
    },
    connections: 20,
    ...profile,
  });
  const adminView = await measure({
    origin,
    path: `/api/timesheets/admin/weeks?from=${from}&to=${to}&pageSize=50`,
    headers: { cookie: adminCookie, origin },
    connections: 10,
    ...profile,
  });
  return {
    people,
    weeks,
    cellSave: { path: 'PUT /api/timesheets/weeks/{week}/cells', ...cellSave, targetP99Ms: 50 },
    adminView: { path: 'GET /api/timesheets/admin/weeks (500 people × 4 weeks)', ...adminView, targetP95Ms: 300 },
  };
}
