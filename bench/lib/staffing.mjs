/* global document, requestAnimationFrame */
// Staffing (docs/benchmarks.md): ranking 2,000 consultants for a request with 5 required skills, the 12-week staffing board
// for 2,000 consultants, and long tasks while the board scrolls in Chromium.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { CHROMIUM } from './web.mjs';

const ZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'America/Chicago', 'Asia/Tokyo'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const summary = (samples) => ({
  samples: samples.length,
  p50Ms: percentile(samples, 50),
  p95Ms: percentile(samples, 95),
  maxMs: Math.max(...samples),
});

/**
 * Tops the firm up to `total` active consultants, each with ratings on the five products the request asks for,
 * a time zone, a language, a certificate and one or two assignments over the coming weeks (so every part of the
 * score and every board cell has data). Returns the five products.
 */
export async function seedStaffingFirm(url, total) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: products } = await client.query(
      'select p.id, p.category_id from platform_products p order by p.category_id, p.display_order limit 5',
    );
    const { rows: counted } = await client.query('select count(*)::int as n from consultants');
    const missing = total - counted[0].n;
    if (missing > 0) {
      await client.query(
        `insert into consultants (first_name, last_name, email, time_zone, location)
         select 'Staff', 'Bench ' || lpad(i::text, 4, '0'), 'staff.bench.' || i || '@bench.local',
                ($2::text[])[1 + i % array_length($2::text[], 1)], 'City ' || (i % 20)
         from generate_series(1, $1) as i`,
        [missing, ZONES],
      );
    }
    await client.query(
      `insert into consultant_expertise (consultant_id, category_id, product_id, rating)
       select c.id, p.category_id, p.id, 1 + (abs(hashtext(c.id::text || p.id::text)) % 5)
       from consultants c cross join (select * from platform_products order by category_id, display_order limit 5) p
       where c.email like 'staff.bench.%'
       on conflict do nothing`,
    );
    await client.query(
      `insert into consultant_languages (consultant_id, language_id, proficiency)
       select c.id, l.id, (array['basic','conversational','fluent','native'])[1 + abs(hashtext(c.id::text)) % 4]
       from consultants c cross join (select id from languages order by display_order limit 1) l
       where c.email like 'staff.bench.%' on conflict do nothing`,
    );
    await client.query(
      `insert into consultant_certifications (consultant_id, certification_id, issued_on, expires_on)
       select c.id, x.id, current_date - 400, current_date + (abs(hashtext(c.id::text)) % 300)
       from consultants c cross join (select id from certifications order by display_order limit 1) x
       where c.email like 'staff.bench.%' and abs(hashtext(c.id::text)) % 3 = 0 on conflict do nothing`,
    );
    // Assignments on an active engagement: 8–40 h a week over parts of the next 12 weeks.
    await client.query(
      `insert into engagement_consultants (engagement_id, consultant_id, start_date, end_date, hours_allocated)
       select e.id, c.id, current_date + (n % 5) * 7, current_date + 28 + (n % 9) * 7,
              (8 + (n % 5) * 8) * ((28 + (n % 9) * 7 - (n % 5) * 7 + 1) / 7.0)
       from (select id, row_number() over (order by email)::int as n from consultants where email like 'staff.bench.%') c
       cross join lateral (select id from engagements where status = 'active' order by id limit 1) e
       where not exists (select 1 from engagement_consultants ec where ec.consultant_id = c.id)`,
    );
    return products;
  } finally {
    await client.end();
  }
}

export async function timed(fn, count) {
  const samples = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * A submitted request on an active engagement for the five products (the first a must), 24 h a week over up to
 * eight weeks from today, with a Berlin working-hours window: what the ranking scenarios rank people for.
 */
export async function createBenchRequest({ api, adminCookie, products }) {
  const { items: engagements } = await api.get('/api/engagements?status=active&pageSize=200', adminCookie);
  const engagement = engagements.find((e) => e.end_date && e.start_date) ?? engagements[0];
  const start =
    engagement.start_date > new Date().toISOString().slice(0, 10)
      ? engagement.start_date
      : new Date().toISOString().slice(0, 10);
  const end = new Date(Math.min(Date.parse(engagement.end_date), Date.parse(start) + 55 * 86_400_000))
    .toISOString()
    .slice(0, 10);
  const response = await fetch(`${api.origin}/api/resource-requests`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: api.origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      engagement_id: engagement.id,
      skills: products.map((p, i) => ({ category_id: p.category_id, product_id: p.id, min_rating: 3, must: i === 0 })),
      hours_per_week: 24,
      start_date: start,
      end_date: end,
      time_zone_window: { zone: 'Europe/Berlin', start_hour: 9, end_hour: 17, min_overlap_hours: 4 },
      submit: true,
    }),
  });
  // A reused database (npm run bench:scale) already holds the request: the duplicate check names it.
  if (response.status === 409) {
    const duplicate = (await response.json()).details?.duplicate_of;
    if (duplicate) return { id: duplicate.id };
  }
  if (!response.ok) throw new Error(`creating the bench request failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The API figures: candidates for a 5-skill request, and the 12-week board, each measured sequentially. */
export async function measureStaffingApi({ api, adminCookie, products, samples }) {
  const request = await createBenchRequest({ api, adminCookie, products });
  const rankPath = `/api/resource-requests/${request.id}/candidates?limit=50`;
  const ranked = await api.get(rankPath, adminCookie);
  const board = await api.get('/api/staffing/board?weeks=12', adminCookie);
  const get = (p) => () => api.get(p, adminCookie);
  await timed(get(rankPath), 2);
  const rankSamples = await timed(get(rankPath), samples);
  await timed(get('/api/staffing/board?weeks=12'), 2);
  const boardSamples = await timed(get('/api/staffing/board?weeks=12'), samples);
  return {
    rank: {
      path: 'GET /api/resource-requests/{id}/candidates (5 skills)',
      consultants: ranked.total,
      ...summary(rankSamples),
    },
    board: {
      path: 'GET /api/staffing/board?weeks=12',
      consultants: board.total,
      weeks: board.weeks.length,
      ...summary(boardSamples),
    },
  };
}

/** The pure scoring module alone (packages/shared, as built): ranking 2,000 synthetic consultants. */
export async function measureScoring(repo, samples) {
  const shared = await import(pathToFileURL(path.join(repo, 'packages/shared/dist/index.js')).href);
  const weeks = Array.from({ length: 8 }, (_, i) =>
    new Date(Date.UTC(2026, 10, 23 + i * 7)).toISOString().slice(0, 10),
  );
  const skills = Array.from({ length: 5 }, (_, i) => ({
    category_id: 'c',
    product_id: `p${i}`,
    label: `P${i}`,
    min_rating: 3,
    must: i === 0,
  }));
  const request = {
    skills,
    certifications: [{ certification_id: 'x', label: 'X', must: false }],
    languages: [{ language_id: 'en', label: 'English', min_proficiency: 'fluent', must: false }],
    job_title_id: 'jt',
    job_title: 'Consultant',
    hours_per_week: 24,
    start_date: weeks[0],
    end_date: '2027-01-15',
    time_zone_window: { zone: 'Europe/Berlin', start_hour: 9, end_hour: 17, min_overlap_hours: 4 },
  };
  const candidates = Array.from({ length: 2000 }, (_, n) => ({
    consultant_id: `id-${n}`,
    name: `Person ${n}`,
    job_title_id: n % 3 ? 'jt' : 'other',
    job_title: null,
    time_zone: ZONES[n % ZONES.length],
    expertise: skills.map((s, i) => ({ category_id: 'c', product_id: s.product_id, rating: 1 + ((n + i) % 5) })),
    certifications: n % 2 ? [{ certification_id: 'x', expires_on: '2026-12-31' }] : [],
    languages: [{ language_id: 'en', proficiency: ['basic', 'conversational', 'fluent', 'native'][n % 4] }],
    weekly_load: Object.fromEntries(weeks.map((w, i) => [w, ((n + i) % 6) * 8])),
  }));
  shared.rankCandidates(request, candidates);
  const times = await timed(async () => shared.rankCandidates(request, candidates), samples);
  return { consultants: candidates.length, ...summary(times) };
}

/** Scrolls the virtualised board in Chromium and records long tasks (> 50 ms) while it scrolls. */
export async function measureBoardScroll({ origin, cookie }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/admin-staffing`);
    const grid = page.getByRole('table', { name: 'Staffing board' });
    await grid.locator('[data-consultant]').first().waitFor();
    return await page.evaluate(async () => {
      const entries = [];
      const observer = new PerformanceObserver((list) => entries.push(...list.getEntries().map((e) => e.duration)));
      observer.observe({ type: 'longtask', buffered: false });
      const el = document.querySelector('[aria-label="Staffing board"]');
      const rendered = document.querySelectorAll('[data-consultant]').length;
      const frames = [];
      let last = performance.now();
      for (let y = 0; y < el.scrollHeight; y += 600) {
        el.scrollTop = y;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        frames.push(now - last);
        last = now;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      observer.disconnect();
      frames.sort((a, b) => a - b);
      return {
        scrolledPx: el.scrollHeight,
        rowsInDom: rendered,
        longTasks: entries.length,
        longestTaskMs: entries.length ? Math.max(...entries) : 0,
        frameP95Ms: frames[Math.floor(frames.length * 0.95)] ?? 0,
      };
    });
  } finally {
    await browser.close();
  }
}
