import { MESSAGES } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoPeople } from '../../test/demo-app.js';
import { ORIGIN } from '../../test/harness.js';
import { consultantIfMatch } from '../../test/consultant-version.js';

const { t, cookies, consultantIds: ids } = useDemoPeople();

const patch = async (role: keyof typeof cookies, id: string, body: unknown, headers?: Record<string, string>) =>
  t.request('PATCH', `/api/consultants/${id}`, {
    cookie: cookies[role],
    body,
    headers: headers ?? (await consultantIfMatch(t.deps.database.db, id)),
  });

const auditCount = async (entityId: string) => {
  const [row] = await rowsOf<{ n: number }>(
    t.deps.database.db,
    sql`select count(*)::int as n from audit_log where entity_id = ${entityId}`,
  );
  return row?.n ?? 0;
};

describe('consultant update: the 14-field rule (docs/product.md §5)', () => {
  it('refuses a field outside the 14 with 422 naming it, and changes nothing', async () => {
    const before = await (
      await t.request('GET', `/api/consultants/${ids.employee}`, { cookie: cookies.employee })
    ).json();
    const response = await patch('employee', ids.employee, { first_name: 'Changed', user_id: ids.admin });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toContain('user_id');
    expect(body.details.fields).toHaveProperty('user_id');
    const after = await (
      await t.request('GET', `/api/consultants/${ids.employee}`, { cookie: cookies.employee })
    ).json();
    expect(after).toEqual(before);
  });

  it('lets the owner change their own listed fields, audited, version bumped', async () => {
    const before = await t.request('GET', `/api/consultants/${ids.employee}`, { cookie: cookies.employee });
    const etag = before.headers.get('etag') ?? '';
    const audits = await auditCount(ids.employee);
    const response = await patch(
      'employee',
      ids.employee,
      { location: 'Lisbon', time_zone: 'Europe/Lisbon' },
      { 'if-match': etag },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ location: 'Lisbon', time_zone: 'Europe/Lisbon' });
    expect(body.version).toBe((await before.json()).version + 1);
    expect(await auditCount(ids.employee)).toBe(audits + 1);
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const current = await (await t.request('GET', `/api/consultants/${ids.pm}`, { cookie: cookies.pm })).json();
    const first = await patch('pm', ids.pm, { location: 'Porto' }, { 'if-match': `"${current.version}"` });
    expect(first.status).toBe(200);
    const stale = await patch('pm', ids.pm, { location: 'Faro' }, { 'if-match': `"${current.version}"` });
    expect(stale.status).toBe(409);
    const after = await (await t.request('GET', `/api/consultants/${ids.pm}`, { cookie: cookies.pm })).json();
    expect(after.location).toBe('Porto');
  });

  it("refuses an employee editing someone else's profile (403)", async () => {
    expect((await patch('employee', ids.pm, { bio: 'hijacked' })).status).toBe(403);
    expect((await patch('pm', ids.employee, { bio: 'hijacked' })).status).toBe(403);
  });

  it("lets an admin edit anyone's profile", async () => {
    expect((await patch('admin', ids.employee, { phone: '+351 210 000 000' })).status).toBe(200);
  });

  it('refuses roles other than admin, Project Manager and employee', async () => {
    const response = await patch('admin', ids.employee, { role: 'superuser' });
    expect(response.status).toBe(422);
    expect((await response.json()).details.fields.role).toBe(MESSAGES.invalidRole);
  });

  it('refuses a role change by someone who cannot assign roles', async () => {
    expect((await patch('employee', ids.employee, { role: 'admin' })).status).toBe(403);
  });

  it('is 404 for an unknown consultant and 422 for a malformed id', async () => {
    expect((await patch('admin', '00000000-0000-4000-8000-000000000000', { bio: 'x' })).status).toBe(404);
    expect((await patch('admin', 'not-a-uuid', { bio: 'x' })).status).toBe(422);
  });

  it('is 422 for a body that is not JSON', async () => {
    const response = await t.request('PATCH', `/api/consultants/${ids.employee}`, {
      cookie: cookies.employee,
      body: '{"first_name": ',
    });
    expect(response.status).toBe(422);
  });

  it('refuses a PATCH and a photo upload without If-Match (428 with the usual error body), changing nothing', async () => {
    const before = await (await t.request('GET', `/api/consultants/${ids.employee}`, { cookie: cookies.admin })).json();
    for (const headers of [{}, { 'if-match': '*' }] as Record<string, string>[]) {
      const response = await patch('employee', ids.employee, { bio: 'Blind overwrite' }, headers);
      expect(response.status).toBe(428);
      expect(await response.json()).toMatchObject({ code: 'PRECONDITION_REQUIRED', message: MESSAGES.versionRequired });
    }
    const form = new FormData();
    form.append('file', new File([PNG], 'photo.png', { type: 'image/png' }));
    const upload = await t.app.request(`${ORIGIN}/api/consultants/${ids.employee}/photo`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: cookies.employee },
      body: form,
    });
    expect(upload.status).toBe(428);
    const after = await (await t.request('GET', `/api/consultants/${ids.employee}`, { cookie: cookies.admin })).json();
    expect(after).toEqual(before);
    // With the version read, the same write goes through; a stale one is 409.
    expect((await patch('employee', ids.employee, { bio: 'Checked write' })).status).toBe(200);
    const stale = await patch('employee', ids.employee, { bio: 'Stale' }, { 'if-match': `"${before.version}"` });
    expect(stale.status).toBe(409);
  });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('expertise', () => {
  const categoryOf = async () => {
    const [row] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`select pc.id from platform_categories pc
          where not exists (select 1 from consultant_expertise e where e.consultant_id = ${ids.employee} and e.category_id = pc.id and e.product_id is null)
          limit 1`,
    );
    return row?.id ?? '';
  };

  it('defaults a new rating to 1', async () => {
    const response = await t.request('POST', `/api/consultants/${ids.employee}/expertise`, {
      cookie: cookies.employee,
      body: { category_id: await categoryOf() },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).rating).toBe(1);
  });

  it.each([0, 6])('refuses rating %d', async (rating) => {
    const response = await t.request('POST', `/api/consultants/${ids.employee}/expertise`, {
      cookie: cookies.employee,
      body: { category_id: await categoryOf(), rating },
    });
    expect(response.status).toBe(422);
  });
});

describe('job titles: the CEO rule', () => {
  it.each(['CEO', ' ceo ', 'Ceo'])('refuses creating %j with the exact message', async (title) => {
    const response = await t.request('POST', '/api/job-titles', { cookie: cookies.admin, body: { title } });
    expect(response.status).toBe(422);
    expect((await response.json()).details.fields.title).toBe(MESSAGES.ceoTitle);
  });

  it('refuses renaming a title to CEO', async () => {
    const created = await (
      await t.request('POST', '/api/job-titles', { cookie: cookies.admin, body: { title: 'Chief of Staff' } })
    ).json();
    const response = await t.request('PATCH', `/api/job-titles/${created.id}`, {
      cookie: cookies.admin,
      body: { title: 'ceo' },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toContain(MESSAGES.ceoTitle);
  });

  it('refuses assigning a CEO title that predates the rule', async () => {
    const db = t.deps.database.db;
    await db.execute(sql`alter table consultant_job_titles drop constraint consultant_job_titles_not_ceo_check`);
    const [legacy] = await rowsOf<{ id: string }>(
      db,
      sql`insert into consultant_job_titles (title) values ('CEO') returning id`,
    );
    const response = await patch('admin', ids.employee, { job_title_id: legacy?.id });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(MESSAGES.ceoTitle);
  });

  it('lets only settings managers create titles, and lists member counts', async () => {
    expect((await t.request('POST', '/api/job-titles', { cookie: cookies.pm, body: { title: 'Wizard' } })).status).toBe(
      403,
    );
    const list = await (await t.request('GET', '/api/job-titles', { cookie: cookies.employee })).json();
    expect(list.find((title: { title: string }) => title.title === 'Consultant')?.member_count).toBeGreaterThan(0);
  });
});

describe('user roles', () => {
  it('sets primary and additional roles and /api/me reflects them', async () => {
    const cookie = await t.signUp({ email: 'promote.me@example.com', password: 'promote-me-pw', name: 'Promote Me' });
    const me = await (await t.request('GET', '/api/me', { cookie })).json();
    const response = await t.request('PUT', `/api/users/${me.user.id}/roles`, {
      cookie: cookies.admin,
      body: { primary_role: 'employee', additional_roles: ['Project Manager'] },
    });
    expect(response.status).toBe(200);
    const after = await (await t.request('GET', '/api/me', { cookie })).json();
    expect(after.roles).toEqual(['employee', 'Project Manager']);
    expect(after.permissions).toContain('golden_folders');
  });

  it('the next request sees a renamed own profile (cached principals are read again after a write)', async () => {
    const cookie = await t.signUp({ email: 'rename.me@example.com', password: 'rename-me-pw', name: 'Rename Me' });
    const me = await (await t.request('GET', '/api/me', { cookie })).json();
    expect(me.consultant.firstName).toBe('Rename');
    const renamed = await t.request('PATCH', `/api/consultants/${me.consultant.id}`, {
      cookie,
      body: { first_name: 'Renamed' },
      headers: await consultantIfMatch(t.deps.database.db, me.consultant.id),
    });
    expect(renamed.status).toBe(200);
    expect((await (await t.request('GET', '/api/me', { cookie })).json()).consultant.firstName).toBe('Renamed');
  });

  it('refuses unknown roles (422) and non-admins (403)', async () => {
    const me = await (await t.request('GET', '/api/me', { cookie: cookies.employee })).json();
    const bad = await t.request('PUT', `/api/users/${me.user.id}/roles`, {
      cookie: cookies.admin,
      body: { primary_role: 'owner', additional_roles: [] },
    });
    expect(bad.status).toBe(422);
    const forbidden = await t.request('PUT', `/api/users/${me.user.id}/roles`, {
      cookie: cookies.pm,
      body: { primary_role: 'admin', additional_roles: [] },
    });
    expect(forbidden.status).toBe(403);
  });
});
