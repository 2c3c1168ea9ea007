// The key screens' API reads at scale: each measured sequentially (p95 of N samples after a warm-up) and at 20
// connections with autocannon (which reports p97.5, stricter than p95). Targets: p95 < 300 ms; ranking < 500 ms.
import pg from 'pg';
import { measure } from './load.mjs';
import { createBenchRequest, summary, timed } from './staffing.mjs';

export const SCALE_USER = 'scale.1@scale.local';

/** Lets the generated consultant no. 1 sign in with the demo password (a copy of the demo employee's hash). */
export async function enableScaleSignIn(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into account (id, account_id, provider_id, user_id, password)
       select 'scale-a-1', s.id::text, 'credential', s.id, a.password
       from account a join "user" u on u.id = a.user_id, "user" s
       where u.email = 'employee@demo.local' and a.provider_id = 'credential' and s.email = $1
       on conflict (id) do nothing`,
      [SCALE_USER],
    );
    const { rows } = await client.query(
      `select p.id, p.category_id from platform_products p join platform_categories c on c.id = p.category_id
       order by c.display_order, c.name, p.display_order, p.name limit 5`,
    );
    const { rows: engagement } = await client.query(
      `select e.id from engagements e where e.status = 'active' and e.name like '% 0%'
       order by (select count(*) from engagement_consultants ec where ec.engagement_id = e.id) desc, e.name limit 1`,
    );
    return { products: rows, engagementId: engagement[0].id };
  } finally {
    await client.end();
  }
}

/** The screens, as [name, path, signed-in user, target ms]. */
export function scaleScreens({ engagementId, requestId, today, dates: { addDays, weekStart } }) {
  const monday = weekStart(today);
  const fourWeeksAgo = addDays(monday, -21);
  const twoYearsAgo = addDays(monday, -103 * 7);
  return [
    ['Directory, first page', '/api/consultants?pageSize=50', 'admin', 300],
    ['Directory, text search', '/api/consultants?q=schmidt&pageSize=50', 'admin', 300],
    ['Engagements, filtered + sorted', '/api/engagements?status=active&sort=name&order=asc&pageSize=50', 'admin', 300],
    ['Engagement detail', `/api/engagements/${engagementId}`, 'admin', 300],
    ['Engagement team', `/api/engagements/${engagementId}/team`, 'admin', 300],
    ['Engagement forecast', `/api/engagements/${engagementId}/forecast`, 'admin', 300],
    ['Staffing board (50 × 12 weeks)', '/api/staffing/board?weeks=12&limit=50', 'admin', 300],
    ['Ranking everyone for a request', `/api/resource-requests/${requestId}/candidates?limit=50`, 'admin', 500],
    ['Timesheet week (own)', `/api/timesheets/weeks/${monday}`, 'scale', 300],
    [
      'Timesheets admin view (50 × 4 weeks)',
      `/api/timesheets/admin/weeks?from=${fourWeeksAgo}&to=${monday}&pageSize=50`,
      'admin',
      300,
    ],
    ['Command center (2 years)', `/api/command-center?from=${twoYearsAgo}&to=${monday}`, 'pm', 300],
    ['Monday agenda', '/api/monday-meeting', 'admin', 300],
    ['Search everywhere', '/api/search?q=cloud', 'admin', 300],
    ['Notifications (10,000 of them)', '/api/notifications', 'employee', 300],
    ['Home', '/api/home', 'scale', 300],
  ];
}

export async function measureScreens({ api, setup, samples, profile, log, only }) {
  const cookies = {
    admin: await api.signIn('admin@demo.local'),
    pm: await api.signIn('pm@demo.local'),
    employee: await api.signIn('employee@demo.local'),
    scale: await api.signIn(SCALE_USER),
  };
  const request = await createBenchRequest({ api, adminCookie: cookies.admin, products: setup.products });
  // The shared package's date core, built by the bench before this runs.
  const dates = await import('@praxis/shared/dates');
  const today = dates.todayIn('UTC');
  const screens = scaleScreens({ engagementId: setup.engagementId, requestId: request.id, today, dates });
  const results = [];
  for (const [name, path, who, targetMs] of screens) {
    if (only && !name.includes(only)) continue;
    const cookie = cookies[who];
    // A failed answer (a 503 when the statement timeout cuts a query) is timed and counted, not fatal.
    let failed = 0;
    const get = async () => {
      const response = await fetch(`${api.origin}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    };
    await timed(get, 3);
    failed = 0;
    // Up to `samples` requests, or as many as 45 s allow (a screen cut by the statement timeout takes 15 s each).
    const times = [];
    for (const started = performance.now(); times.length < samples && performance.now() - started < 45_000;)
      times.push(...(await timed(get, 1)));
    const sequential = { ...summary(times), failures: failed };
    const loaded = await measure({
      origin: api.origin,
      path,
      headers: { cookie, origin: api.origin },
      connections: 20,
      ...profile,
    });
    const row = { name, path, who, targetMs, sequential, loaded };
    row.met =
      sequential.p95Ms < targetMs && loaded.p97_5Ms < targetMs && loaded.failures === 0 && sequential.failures === 0;
    log(
      `  ${name}: p95 ${sequential.p95Ms.toFixed(0)} ms sequential, p97.5 ${loaded.p97_5Ms} ms at 20 connections` +
        ` (${loaded.reqPerSec} req/s${loaded.failures + sequential.failures ? `, ${loaded.failures + sequential.failures} failures` : ''}) ${row.met ? 'met' : 'MISSED'}`,
    );
    results.push(row);
  }
  return results;
}
