import { isCeoTitle, MESSAGES } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { createTestApp, DEMO, type TestApp } from '../test/harness.js';
import { consultantIfMatch } from '../test/consultant-version.js';

/**
 * Attacks on what signed-in users may write or read: look-alike CEO titles (docs/product.md §5), bug-report
 * technical details read by colleagues (§7), and employees promoting themselves on their own profile (§6 "Own profile").
 */
type Who = 'admin' | 'pm' | 'employee';
let t: TestApp;
const cookies = {} as Record<Who, string>;
const ids = {} as Record<Who, { userId: string; consultantId: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'pm', 'employee'] as const) {
    cookies[who] = await t.signIn(DEMO[who]);
    const me = await (await t.request('GET', '/api/me', { cookie: cookies[who] })).json();
    ids[who] = { userId: me.user.id, consultantId: me.consultant.id };
  }
});
afterAll(() => t.close());

const LOOKALIKES = [
  ['a zero-width space', 'C\u200bEO'],
  ['fullwidth letters', 'ＣＥＯ'],
  ['a Cyrillic Е', 'CЕO'],
  ['a soft hyphen and Greek Ο', 'CE\u00adΟ'],
] as const;

describe('item 8: the CEO rule sees through look-alikes', () => {
  it.each(LOOKALIKES)('refuses creating a title with %s', async (_label, title) => {
    const response = await t.request('POST', '/api/job-titles', { cookie: cookies.admin, body: { title } });
    expect(response.status).toBe(422);
    expect((await response.json()).details.fields.title).toBe(MESSAGES.ceoTitle);
  });

  it.each(LOOKALIKES)('refuses renaming a title to one with %s', async (_label, title) => {
    const created = await t.request('POST', '/api/job-titles', {
      cookie: cookies.admin,
      body: { title: `Chief ${Math.random().toString(36).slice(2, 8)}` },
    });
    const { id } = await created.json();
    const response = await t.request('PATCH', `/api/job-titles/${id}`, { cookie: cookies.admin, body: { title } });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toContain(MESSAGES.ceoTitle);
  });

  it.each(LOOKALIKES)('refuses assigning or creating with a stored title with %s', async (_label, title) => {
    // The database's own CHECK only knows the plain spelling, so such a row can exist (imported, older data).
    const [legacy] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`insert into consultant_job_titles (title) values (${title}) returning id`,
    );
    const assign = await t.request('PATCH', `/api/consultants/${ids.employee.consultantId}`, {
      cookie: cookies.admin,
      body: { job_title_id: legacy?.id },
      headers: await consultantIfMatch(t.deps.database.db, ids.employee.consultantId),
    });
    expect(assign.status).toBe(422);
    expect((await assign.json()).message).toBe(MESSAGES.ceoTitle);
    const create = await t.request('POST', '/api/consultants', {
      cookie: cookies.admin,
      body: {
        first_name: 'Look',
        last_name: 'Alike',
        email: `lookalike.${Math.random().toString(36).slice(2, 8)}@example.com`,
        job_title_id: legacy?.id,
      },
    });
    expect(create.status).toBe(422);
    expect((await create.json()).message).toBe(MESSAGES.ceoTitle);
  });
});

describe('item 9: bug-report technical details are for admins and the reporter', () => {
  let itemId = '';
  beforeAll(async () => {
    const filed = await t.request('POST', '/api/bug-reports', {
      cookie: cookies.employee,
      body: { message: 'TypeError: secret internals', details: 'at Vault (vault.tsx:7)', path: '/clients' },
    });
    expect(filed.status).toBe(201);
    itemId = (await filed.json()).id;
  });

  it('answers them to an admin and to the reporter', async () => {
    for (const who of ['admin', 'employee'] as const) {
      const item = await (await t.request('GET', `/api/work-items/${itemId}`, { cookie: cookies[who] })).json();
      expect(item.error_details).toMatchObject({ message: 'TypeError: secret internals', path: '/clients' });
    }
  });

  it('answers null to everyone else, including an admin in the Employee view', async () => {
    const read = await t.request('GET', `/api/work-items/${itemId}`, { cookie: cookies.pm });
    expect(read.status).toBe(200);
    const item = await read.json();
    expect(item.error_details).toBeNull();
    // An admin in the Employee view is served as an employee.
    const view = await t.request('PUT', '/api/me/view', { cookie: cookies.admin, body: { view: 'employee' } });
    const viewCookie = view.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const asEmployee = await t.request('GET', `/api/work-items/${itemId}`, {
      cookie: `${cookies.admin}; ${viewCookie}`,
    });
    expect((await asEmployee.json()).error_details).toBeNull();
  });

  it('never repeats them in the activity history', async () => {
    for (const who of ['pm', 'admin'] as const) {
      const response = await t.request('GET', `/api/work-items/${itemId}/activity`, { cookie: cookies[who] });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('"action":"create"');
      expect(text).not.toContain('vault.tsx');
      expect(text).not.toMatch(/error_?details/i);
    }
  });
});

describe('item 12: role, hourly rate and job title on one’s own profile need consultants.manage', () => {
  const own = async (who: 'pm' | 'employee', body: unknown) =>
    t.request('PATCH', `/api/consultants/${ids[who].consultantId}`, {
      cookie: cookies[who],
      body,
      headers: await consultantIfMatch(t.deps.database.db, ids[who].consultantId),
    });
  const read = async (who: Who) =>
    (await t.request('GET', `/api/consultants/${ids[who].consultantId}`, { cookie: cookies.admin })).json() as Promise<{
      job_title_id: string;
      role: string;
      hourly_rate: number | null;
      version: number;
    }>;

  it('refuses another job title, a role or an hourly rate (403) and changes nothing', async () => {
    const titles = (await (await t.request('GET', '/api/job-titles', { cookie: cookies.employee })).json()) as {
      id: string;
    }[];
    for (const who of ['employee', 'pm'] as const) {
      const before = await read(who);
      const other = titles.find((title) => title.id !== before.job_title_id);
      expect(other).toBeDefined();
      for (const body of [
        { job_title_id: other?.id },
        { role: 'admin' },
        { hourly_rate: 500 },
        { job_title_id: null },
      ]) {
        expect((await own(who, body)).status).toBe(403);
      }
      expect(await read(who)).toEqual(before);
    }
  });

  it('accepts the values already held (a whole form sent back) and an admin changing them', async () => {
    const before = await read('employee');
    const same = await own('employee', { job_title_id: before.job_title_id, role: before.role, bio: 'Hello.' });
    expect(same.status).toBe(200);
    const titles = (await (await t.request('GET', '/api/job-titles', { cookie: cookies.admin })).json()) as {
      id: string;
      title: string;
    }[];
    const other = titles.find((title) => title.id !== before.job_title_id && !isCeoTitle(title.title));
    const byAdmin = await t.request('PATCH', `/api/consultants/${ids.employee.consultantId}`, {
      cookie: cookies.admin,
      body: { job_title_id: other?.id, hourly_rate: 120 },
      headers: await consultantIfMatch(t.deps.database.db, ids.employee.consultantId),
    });
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ job_title_id: other?.id, hourly_rate: 120 });
  });
});
