// Issue 18 §4's scenario: the command center's KPIs over two years of timesheets for the whole firm (2,000
// consultants after the staffing scenario): every person gets a submitted week for each of the last `weeks` weeks
// (two engagement rows, one internal, five days), the weekly aggregate is refreshed, then GET /api/command-center
// over the whole period is measured at 10 connections — target p95 < 300 ms (autocannon reports p97.5, stricter).
import pg from 'pg';
import { measure } from './load.mjs';

const DAY_MS = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const mondayOf = (date) => {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
};

export async function benchCommandCenter({ api, databaseUrl, profile, withCpu, postgresPid, weeks = 104 }) {
  const monday = mondayOf(new Date());
  const from = iso(monday - (weeks - 1) * 7 * DAY_MS);
  const to = iso(monday);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let generated;
  try {
    const t0 = Date.now();
    const { rows } = await client.query(
      `with e as (select id from engagements where status = 'active' order by id limit 2),
            w as (insert into timesheet_weeks (consultant_id, week_start, status, submitted_at)
                  select c.id, d::date, 'approved', now() from consultants c
                  cross join generate_series($1::date, $2::date, interval '7 days') d
                  where c.is_active
                  on conflict (consultant_id, week_start) do nothing
                  returning id, week_start),
            l as (insert into timesheet_lines (week_id, engagement_id, category, billable)
                  select w.id, e.id, 'engagement', true from w cross join e
                  union all select w.id, null, 'admin', false from w
                  returning id, week_id),
            x as (insert into timesheet_entries (line_id, entry_date, hours)
                  select l.id, w.week_start + k, 2.5 from l join w on w.id = l.week_id
                  cross join generate_series(0, 4) k returning 1)
       select (select count(*) from w)::int as weeks, (select count(*) from x)::int as entries`,
      [from, to],
    );
    generated = { ...rows[0], seconds: Math.round((Date.now() - t0) / 100) / 10 };
  } finally {
    await client.end();
  }
  const admin = await api.signIn('admin@demo.local');
  const pm = await api.signIn('pm@demo.local');
  const t1 = Date.now();
  const refreshed = await fetch(`${api.origin}/api/command-center/refresh`, {
    method: 'POST',
    headers: { cookie: admin, origin: api.origin },
  });
  if (refreshed.status !== 204) throw new Error(`refresh answered ${refreshed.status}`);
  const refreshSeconds = Math.round((Date.now() - t1) / 100) / 10;
  const path = `/api/command-center?from=${from}&to=${to}`;
  const run = await withCpu({ apiPid: api.pid, postgresPid }, () =>
    measure({ origin: api.origin, path, connections: 10, headers: { cookie: pm, origin: api.origin }, ...profile }),
  );
  return { path, generated, refreshSeconds, ...run.result, cpu: run.cpu };
}
