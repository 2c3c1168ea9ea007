import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { DEMO, ORIGIN, type TestResponse } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';

const dataDir = `/tmp/praxis-recruiting-${process.pid}`;
// Registered before the app's hooks, so it runs after the app is closed (afterAll hooks run last-registered first).
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const demo = useDemoApp({ DATA_DIR: dataDir });
const t = demo.t;
/** The demo roles' cookies (filled by useDemoApp) and one more user's, signed up below. */
const cookies = Object.assign(demo.cookies, { other: '' });

beforeAll(async () => {
  cookies.other = await t.signUp({
    email: 'other.referrer@example.com',
    password: 'other-referrer-pw',
    name: 'Ola Other',
  });
});

const db = () => t.deps.database.db;
const upload = (path: string, cookie: string, file: File): Promise<TestResponse> => {
  const form = new FormData();
  form.set('file', file);
  return Promise.resolve(
    t.app.request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, cookie }, body: form }),
  ) as Promise<TestResponse>;
};

const openPosition = async (title = `Data engineer ${Math.random()}`) => {
  const response = await t.request('POST', '/api/recruiting/positions', {
    cookie: cookies.admin,
    body: { title, status: 'open', headcount: 2, location: 'Lisbon', time_zone: 'Europe/Lisbon' },
  });
  expect(response.status).toBe(201);
  return response.json();
};

const refer = async (cookie: string, positionId: string, email = `cand${Math.random()}@example.com`) => {
  const response = await t.request('POST', '/api/recruiting/referrals', {
    cookie,
    body: { position_id: positionId, first_name: 'Rita', last_name: 'Referred', email },
  });
  expect(response.status).toBe(201);
  return response.json();
};

describe('positions', () => {
  it('lets admin open positions with required skills; employees see only open ones', async () => {
    const [category] = await rowsOf<{ id: string }>(
      db(),
      sql`select id from platform_categories order by name limit 1`,
    );
    const created = await t.request('POST', '/api/recruiting/positions', {
      cookie: cookies.pm,
      body: { title: 'Draft architect', skills: [{ category_id: category!.id, min_rating: 4 }] },
    });
    expect(created.status).toBe(201);
    const draft = await created.json();
    expect(draft.status).toBe('draft');
    expect(draft.skills[0].min_rating).toBe(4);
    expect((await t.request('GET', `/api/recruiting/positions/${draft.id}`, { cookie: cookies.employee })).status).toBe(
      404,
    );
    const list = await (
      await t.request('GET', '/api/recruiting/positions?pageSize=100', { cookie: cookies.employee })
    ).json();
    expect(list.items.every((p: { status: string }) => p.status === 'open')).toBe(true);
    expect(
      (await t.request('POST', '/api/recruiting/positions', { cookie: cookies.employee, body: { title: 'x' } })).status,
    ).toBe(403);
    const stale = await t.request('PATCH', `/api/recruiting/positions/${draft.id}`, {
      cookie: cookies.admin,
      headers: { 'if-match': '"99"' },
      body: { status: 'open' },
    });
    expect(stale.status).toBe(409);
    const csv = await t.request('GET', '/api/recruiting/positions?format=csv', { cookie: cookies.admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain('Draft architect');
  });
});

describe('candidate visibility', () => {
  it('shows a referrer only the stage of their own referrals; everyone else gets 404', async () => {
    const position = await openPosition();
    const referral = await refer(cookies.employee, position.id);
    expect(Object.keys(referral).sort()).toEqual(['candidate_name', 'id', 'position_title', 'referred_at', 'stage']);
    expect(referral.stage).toBe('applied');
    const mine = await (await t.request('GET', '/api/recruiting/referrals', { cookie: cookies.employee })).json();
    expect(mine.map((r: { id: string }) => r.id)).toContain(referral.id);
    expect((await t.request('GET', `/api/recruiting/referrals/${referral.id}`, { cookie: cookies.other })).status).toBe(
      404,
    );
    const others = await (await t.request('GET', '/api/recruiting/referrals', { cookie: cookies.other })).json();
    expect(others).toEqual([]);
    // Personal data is for admin and Project Manager only.
    expect(
      (await t.request('GET', `/api/recruiting/candidates/${referral.id}`, { cookie: cookies.employee })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/recruiting/candidates', { cookie: cookies.employee })).status).toBe(403);
    const full = await (
      await t.request('GET', `/api/recruiting/candidates/${referral.id}`, { cookie: cookies.pm })
    ).json();
    expect(full.source).toBe('referral');
    expect(full.referrer_name).toBeTruthy();
    // The referrer follows the stage as it moves.
    const moved = await t.request('PATCH', `/api/recruiting/candidates/${referral.id}`, {
      cookie: cookies.pm,
      headers: { 'if-match': `"${full.version}"` },
      body: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    const followed = await (
      await t.request('GET', `/api/recruiting/referrals/${referral.id}`, { cookie: cookies.employee })
    ).json();
    expect(followed.stage).toBe('screening');
  });

  it('refuses referrals to positions that are not open and rejections without a reason', async () => {
    const position = await openPosition();
    await t.request('PATCH', `/api/recruiting/positions/${position.id}`, {
      cookie: cookies.admin,
      body: { status: 'on_hold' },
    });
    const refused = await t.request('POST', '/api/recruiting/referrals', {
      cookie: cookies.employee,
      body: { position_id: position.id, first_name: 'A', last_name: 'B', email: 'ab@example.com' },
    });
    expect(refused.status).toBe(404);
    const any = await refer(cookies.employee, (await openPosition()).id);
    const reject = await t.request('PATCH', `/api/recruiting/candidates/${any.id}`, {
      cookie: cookies.admin,
      body: { stage: 'rejected' },
    });
    expect(reject.status).toBe(422);
  });
});

describe('CVs', () => {
  it('accepts PDF and DOCX by content, refuses other types, disguises and oversize files', async () => {
    const position = await openPosition();
    const { id } = await refer(cookies.employee, position.id);
    const path = `/api/recruiting/candidates/${id}/cv`;
    const pdf = new File(['%PDF-1.7\nCV of Rita'], 'rita.pdf', { type: 'application/pdf' });
    const ok = await upload(path, cookies.pm, pdf);
    expect(ok.status).toBe(200);
    expect((await ok.json()).cv_file_name).toBe('rita.pdf');
    const download = await t.request('GET', path, { cookie: cookies.pm });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await download.text()).toContain('CV of Rita');
    const docx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'rita.docx');
    expect((await upload(path, cookies.pm, docx)).status).toBe(200);
    const fake = new File(['MZ not really a pdf'], 'cv.pdf', { type: 'application/pdf' });
    expect((await upload(path, cookies.pm, fake)).status).toBe(422);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cv.png');
    expect((await upload(path, cookies.pm, png)).status).toBe(422);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25)], 'big.pdf');
    // Refused by the body limit (413) or the CV limit (422), never stored.
    expect([413, 422]).toContain((await upload(path, cookies.pm, big)).status);
    expect((await upload(path, cookies.employee, pdf)).status).toBe(403);
  });
});

describe('interviews and scorecards', () => {
  it('schedules an interview and lets only its interviewer file a scorecard', async () => {
    const position = await openPosition();
    const { id } = await refer(cookies.employee, position.id);
    const [pm] = await rowsOf<{ id: string }>(
      db(),
      sql`select c.id from consultants c join "user" u on u.id = c.user_id where u.email = ${DEMO.pm}`,
    );
    const [category] = await rowsOf<{ id: string }>(db(), sql`select id from platform_categories limit 1`);
    const scheduled = await t.request('POST', `/api/recruiting/candidates/${id}/interviews`, {
      cookie: cookies.admin,
      body: { scheduled_at: '2026-12-01T10:00:00Z', interviewer_ids: [pm!.id] },
    });
    expect(scheduled.status).toBe(201);
    const interview = await scheduled.json();
    const card = { ratings: [{ category_id: category!.id, rating: 4 }], recommendation: 'yes', notes: 'Solid' };
    const path = `/api/recruiting/interviews/${interview.id}/scorecard`;
    expect((await t.request('PUT', path, { cookie: cookies.admin, body: card })).status).toBe(403);
    const filed = await t.request('PUT', path, { cookie: cookies.pm, body: card });
    expect(filed.status).toBe(200);
    expect((await filed.json()).scorecards[0]).toMatchObject({ recommendation: 'yes', notes: 'Solid' });
    const listed = await (
      await t.request('GET', `/api/recruiting/candidates/${id}/interviews`, { cookie: cookies.admin })
    ).json();
    expect(listed[0].scorecards).toHaveLength(1);
  });

  it('an employee on the interview opens it and files their scorecard; others without candidate rights get 403', async () => {
    const position = await openPosition();
    const { id } = await refer(cookies.pm, position.id);
    const [employee, pm] = await Promise.all(
      [DEMO.employee, DEMO.pm].map(async (email) => {
        const [row] = await rowsOf<{ id: string }>(
          db(),
          sql`select c.id from consultants c join "user" u on u.id = c.user_id where u.email = ${email}`,
        );
        return row!.id;
      }),
    );
    const [category] = await rowsOf<{ id: string }>(db(), sql`select id from platform_categories limit 1`);
    const scheduled = await t.request('POST', `/api/recruiting/candidates/${id}/interviews`, {
      cookie: cookies.admin,
      body: { scheduled_at: '2026-12-01T10:00:00Z', interviewer_ids: [employee, pm] },
    });
    const interview = await scheduled.json();
    const card = { ratings: [{ category_id: category!.id, rating: 3 }], recommendation: 'no', notes: 'Unsure' };
    expect(
      (
        await t.request('PUT', `/api/recruiting/interviews/${interview.id}/scorecard`, {
          cookie: cookies.pm,
          body: { ...card, recommendation: 'yes', notes: 'PM view' },
        })
      ).status,
    ).toBe(200);
    const opened = await t.request('GET', `/api/recruiting/interviews/${interview.id}`, { cookie: cookies.employee });
    expect(opened.status).toBe(200);
    // Their own scorecard only: a colleague's notes stay with candidate rights.
    expect((await opened.json()).scorecards).toEqual([]);
    const path = `/api/recruiting/interviews/${interview.id}/scorecard`;
    const filed = await t.request('PUT', path, { cookie: cookies.employee, body: card });
    expect(filed.status).toBe(200);
    const mine = await (
      await t.request('GET', `/api/recruiting/interviews/${interview.id}`, { cookie: cookies.employee })
    ).json();
    expect(mine.scorecards).toEqual([expect.objectContaining({ interviewer_id: employee, notes: 'Unsure' })]);
    const all = await (
      await t.request('GET', `/api/recruiting/interviews/${interview.id}`, { cookie: cookies.admin })
    ).json();
    expect(all.scorecards).toHaveLength(2);
    // Someone signed in but not on the interview, without candidate rights, is refused both.
    expect(
      (await t.request('GET', `/api/recruiting/interviews/${interview.id}`, { cookie: cookies.other })).status,
    ).toBe(403);
    expect((await t.request('PUT', path, { cookie: cookies.other, body: card })).status).toBe(403);
    const missing = '/api/recruiting/interviews/00000000-0000-4000-8000-000000000000';
    expect((await t.request('GET', missing, { cookie: cookies.employee })).status).toBe(404);
  });
});

describe('personal data erasure', () => {
  it('admins only: removes the CV and personal fields and leaves only the fact of an erasure in the audit', async () => {
    const position = await openPosition();
    const { id } = await refer(cookies.employee, position.id, 'erase.me@example.com');
    await upload(`/api/recruiting/candidates/${id}/cv`, cookies.pm, new File(['%PDF-1.7 secret'], 'cv.pdf'));
    const [{ cv_key: key } = { cv_key: '' }] = await rowsOf<{ cv_key: string }>(
      db(),
      sql`select cv_key from candidates where id = ${id}`,
    );
    expect(await t.deps.storage.get(key)).not.toBeNull();
    // Employees and Project Managers (who see candidates) may not erase: admins only (recruiting.erase).
    for (const cookie of [cookies.employee, cookies.pm])
      expect((await t.request('DELETE', `/api/recruiting/candidates/${id}/personal-data`, { cookie })).status).toBe(
        403,
      );
    expect(await t.deps.storage.get(key)).not.toBeNull();
    expect(
      (await t.request('DELETE', `/api/recruiting/candidates/${id}/personal-data`, { cookie: cookies.admin })).status,
    ).toBe(204);
    expect(await t.deps.storage.get(key)).toBeNull();
    const erased = await (await t.request('GET', `/api/recruiting/candidates/${id}`, { cookie: cookies.admin })).json();
    expect(erased).toMatchObject({ erased: true, email: null, first_name: 'Erased', cv_file_name: null });
    const trail = await rowsOf<{ text: string }>(
      db(),
      sql`select coalesce(before::text, '') || coalesce(after::text, '') as text from audit_log where entity_id = ${id}`,
    );
    expect(trail.some((row) => row.text.includes('erasure'))).toBe(true);
    expect(trail.every((row) => !row.text.includes('erase.me') && !row.text.includes('Referred'))).toBe(true);
  });

  it('lists rejected candidates older than the retention period', async () => {
    const position = await openPosition();
    const { id } = await refer(cookies.employee, position.id);
    await t.request('PATCH', `/api/recruiting/candidates/${id}`, {
      cookie: cookies.admin,
      body: { stage: 'rejected', rejection_reason: 'Not a fit' },
    });
    await db().execute(sql`update candidates set stage_changed_at = now() - interval '13 months' where id = ${id}`);
    const list = await (await t.request('GET', '/api/recruiting/retention', { cookie: cookies.admin })).json();
    expect(list.months).toBe(12);
    expect(list.items.map((item: { id: string }) => item.id)).toContain(id);
  });
});
