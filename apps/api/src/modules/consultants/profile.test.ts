import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoPeople } from '../../test/demo-app.js';
import { ORIGIN } from '../../test/harness.js';
import { certificationStatusOf } from './profile.service.js';
import { consultantIfMatch } from '../../test/consultant-version.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'praxis-photos-'));
const { t, cookies, consultantIds: ids } = useDemoPeople({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const first = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await rowsOf<T>(t.deps.database.db, query))[0] as T;
const auditRows = async (entity: string) =>
  (await first<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = ${entity}`)).n;

/** A certification / language / category the consultant does not hold yet. */
const freeCertification = (consultantId: string) =>
  first<{ id: string }>(
    sql`select id from certifications c where not exists (select 1 from consultant_certifications x where x.consultant_id = ${consultantId} and x.certification_id = c.id) limit 1`,
  );
const freeLanguage = (consultantId: string) =>
  first<{ id: string; name: string }>(
    sql`select id, name from languages l where not exists (select 1 from consultant_languages x where x.consultant_id = ${consultantId} and x.language_id = l.id) limit 1`,
  );
const freeProduct = (consultantId: string) =>
  first<{ id: string; category_id: string }>(
    sql`select id, category_id from platform_products p where not exists (select 1 from consultant_expertise x where x.consultant_id = ${consultantId} and x.product_id = p.id) limit 1`,
  );

describe('profile read', () => {
  it('answers every part of the profile, with can_edit for the owner only', async () => {
    const own = await t.request('GET', `/api/consultants/${ids.employee}/profile`, { cookie: cookies.employee });
    expect(own.status).toBe(200);
    expect(own.headers.get('etag')).toMatch(/^"\d+"$/);
    const body = await own.json();
    expect(body).toMatchObject({ can_edit: true, consultant: { id: ids.employee } });
    for (const key of ['expertise', 'education', 'certifications', 'languages', 'engagements']) {
      expect(Array.isArray(body[key])).toBe(true);
    }
    expect(body.allocation).toEqual({
      current_engagements: expect.any(Number),
      hours_allocated: expect.any(Number),
      hours_used: expect.any(Number),
    });
    const other = await (
      await t.request('GET', `/api/consultants/${ids.pm}/profile`, { cookie: cookies.employee })
    ).json();
    expect(other.can_edit).toBe(false);
    expect(other.consultant.hourly_rate).toBeNull();
    const asAdmin = await (
      await t.request('GET', `/api/consultants/${ids.pm}/profile`, { cookie: cookies.admin })
    ).json();
    expect(asAdmin.can_edit).toBe(true);
  });

  it('answers the engagement history as on the profile, and as CSV to admins (chosen columns; unknown ones 422)', async () => {
    const profile = await (
      await t.request('GET', `/api/consultants/${ids.pm}/profile`, { cookie: cookies.employee })
    ).json();
    expect(profile.engagements.length).toBeGreaterThan(0);
    const history = await t.request('GET', `/api/consultants/${ids.pm}/engagements`, { cookie: cookies.employee });
    expect(await history.json()).toEqual(profile.engagements);
    const csv = await t.request('GET', `/api/consultants/${ids.pm}/engagements?format=csv`, {
      cookie: cookies.admin,
    });
    expect(csv.headers.get('content-disposition')).toMatch(/filename="engagement-history-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Engagement,Client,Current,Role,Start,End,Hours used,Hours allocated');
    expect(lines).toHaveLength(profile.engagements.length + 1);
    const chosen = await t.request(
      'GET',
      `/api/consultants/${ids.pm}/engagements?format=csv&columns=name&headers=Engagement`,
      { cookie: cookies.admin },
    );
    expect((await chosen.text()).split('\r\n')[1]).toBe(profile.engagements[0].name);
    const unknown = `/api/consultants/${ids.pm}/engagements?format=csv&columns=hourly_rate`;
    expect((await t.request('GET', unknown, { cookie: cookies.admin })).status).toBe(422);
    // Reading the history is for everyone; exporting it is data.export's.
    expect(
      (await t.request('GET', `/api/consultants/${ids.pm}/engagements?format=csv`, { cookie: cookies.employee }))
        .status,
    ).toBe(403);
    expect((await t.request('GET', `/api/consultants/${ids.pm}/engagements`)).status).toBe(401);
  });

  it('flags expired and expiring-within-90-days certifications', () => {
    const today = new Date('2026-11-21T12:00:00Z');
    expect(certificationStatusOf(null, today)).toBe('valid');
    expect(certificationStatusOf('2026-11-20', today)).toBe('expired');
    expect(certificationStatusOf('2026-11-21', today)).toBe('expiring');
    expect(certificationStatusOf('2027-02-19', today)).toBe('expiring');
    expect(certificationStatusOf('2027-02-20', today)).toBe('valid');
  });
});

describe('sub-collections: owner vs other employee vs admin', () => {
  it('lets the owner add, rate and remove a skill (new rating defaults to 1), audited', async () => {
    const product = await freeProduct(ids.employee);
    const audits = await auditRows('consultant_expertise');
    const created = await t.request('POST', `/api/consultants/${ids.employee}/expertise`, {
      cookie: cookies.employee,
      body: { category_id: product.category_id, product_id: product.id },
    });
    expect(created.status).toBe(201);
    const skill = await created.json();
    expect(skill.rating).toBe(1);
    const again = await t.request('POST', `/api/consultants/${ids.employee}/expertise`, {
      cookie: cookies.employee,
      body: { category_id: product.category_id, product_id: product.id, rating: 3 },
    });
    expect(again.status).toBe(409);
    const rated = await t.request('PATCH', `/api/consultants/${ids.employee}/expertise/${skill.id}`, {
      cookie: cookies.employee,
      body: { rating: 4 },
    });
    expect((await rated.json()).rating).toBe(4);
    for (const rating of [0, 6, 2.5]) {
      const bad = await t.request('PATCH', `/api/consultants/${ids.employee}/expertise/${skill.id}`, {
        cookie: cookies.employee,
        body: { rating },
      });
      expect(bad.status).toBe(422);
    }
    const removed = await t.request('DELETE', `/api/consultants/${ids.employee}/expertise/${skill.id}`, {
      cookie: cookies.employee,
    });
    expect(removed.status).toBe(204);
    expect(await auditRows('consultant_expertise')).toBe(audits + 3);
  });

  it('refuses a product of another category (422)', async () => {
    const product = await freeProduct(ids.employee);
    const other = await first<{ id: string }>(
      sql`select id from platform_categories where id <> ${product.category_id} limit 1`,
    );
    const response = await t.request('POST', `/api/consultants/${ids.employee}/expertise`, {
      cookie: cookies.employee,
      body: { category_id: other.id, product_id: product.id },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).details.fields.product_id).toBeDefined();
  });

  it('adds a certification with dates and a language, and refuses duplicates and bad dates', async () => {
    const cert = await freeCertification(ids.employee);
    const bad = await t.request('POST', `/api/consultants/${ids.employee}/certifications`, {
      cookie: cookies.employee,
      body: { certification_id: cert.id, issued_on: '2026-05-01', expires_on: '2025-05-01' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).details.fields.expires_on).toBe('The expiry date cannot be before the issue date.');
    const created = await t.request('POST', `/api/consultants/${ids.employee}/certifications`, {
      cookie: cookies.employee,
      body: { certification_id: cert.id, issued_on: '2020-01-01', expires_on: '2021-01-01' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ expires_on: '2021-01-01', status: 'expired' });
    const duplicate = await t.request('POST', `/api/consultants/${ids.employee}/certifications`, {
      cookie: cookies.employee,
      body: { certification_id: cert.id },
    });
    expect(duplicate.status).toBe(409);

    const language = await freeLanguage(ids.employee);
    const added = await t.request('POST', `/api/consultants/${ids.employee}/languages`, {
      cookie: cookies.employee,
      body: { language_id: language.id, proficiency: 'conversational' },
    });
    expect(added.status).toBe(201);
    const link = await added.json();
    expect(link).toMatchObject({ name: language.name, proficiency: 'conversational' });
    const badLevel = await t.request('PATCH', `/api/consultants/${ids.employee}/languages/${link.id}`, {
      cookie: cookies.employee,
      body: { proficiency: 'expert' },
    });
    expect(badLevel.status).toBe(422);
    const profile = await (
      await t.request('GET', `/api/consultants/${ids.employee}/profile`, { cookie: cookies.employee })
    ).json();
    expect(profile.languages.map((l: { id: string }) => l.id)).toContain(link.id);
    expect(
      profile.certifications.find((c: { certification_id: string }) => c.certification_id === cert.id),
    ).toMatchObject({ status: 'expired' });
  });

  it('adds and removes education', async () => {
    const created = await t.request('POST', `/api/consultants/${ids.employee}/education`, {
      cookie: cookies.employee,
      body: { education: 'MSc Data Science, University of Lisbon' },
    });
    expect(created.status).toBe(201);
    const entry = await created.json();
    expect(
      (
        await t.request('POST', `/api/consultants/${ids.employee}/education`, {
          cookie: cookies.employee,
          body: { education: ' ' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await t.request('DELETE', `/api/consultants/${ids.employee}/education/${entry.id}`, {
          cookie: cookies.employee,
        })
      ).status,
    ).toBe(204);
  });

  it("refuses another employee's writes (403) and changes nothing; an admin may write", async () => {
    const language = await freeLanguage(ids.pm);
    const before = await first<{ n: number }>(
      sql`select count(*)::int as n from consultant_languages where consultant_id = ${ids.pm}`,
    );
    for (const [method, suffix, body] of [
      ['POST', 'languages', { language_id: language.id, proficiency: 'basic' }],
      ['POST', 'education', { education: 'Hijacked' }],
      ['POST', 'expertise', { category_id: (await freeProduct(ids.pm)).category_id }],
    ] as const) {
      const response = await t.request(method, `/api/consultants/${ids.pm}/${suffix}`, {
        cookie: cookies.employee,
        body,
      });
      expect(response.status, suffix).toBe(403);
    }
    const after = await first<{ n: number }>(
      sql`select count(*)::int as n from consultant_languages where consultant_id = ${ids.pm}`,
    );
    expect(after.n).toBe(before.n);
    const asAdmin = await t.request('POST', `/api/consultants/${ids.pm}/languages`, {
      cookie: cookies.admin,
      body: { language_id: language.id, proficiency: 'basic' },
    });
    expect(asAdmin.status).toBe(201);
  });

  it("is 404 for an item of someone else's profile", async () => {
    const [theirs] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`select id from consultant_languages where consultant_id = ${ids.admin} limit 1`,
    );
    if (!theirs) return;
    const response = await t.request('DELETE', `/api/consultants/${ids.employee}/languages/${theirs.id}`, {
      cookie: cookies.employee,
    });
    expect(response.status).toBe(404);
  });
});

describe('new consultant', () => {
  it('lets consultants.manage create one that the person claims through its invitation link', async () => {
    const email = 'new.hire@example.com';
    const created = await t.request('POST', '/api/consultants', {
      cookie: cookies.admin,
      body: { first_name: 'New', last_name: 'Hire', email: 'New.Hire@example.com', location: 'Berlin' },
    });
    expect(created.status).toBe(201);
    const consultant = await created.json();
    expect(consultant).toMatchObject({ email, user_id: null, job_title: 'Consultant', role: 'employee' });
    const duplicate = await t.request('POST', '/api/consultants', {
      cookie: cookies.admin,
      body: { first_name: 'Other', last_name: 'Hire', email },
    });
    expect(duplicate.status).toBe(409);
    const token = String(consultant.invitation.url).split('/invite/')[1];
    const accepted = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'New Hire', password: 'new-hire-password' },
    });
    expect(accepted.status).toBe(200);
    const cookie = await t.signIn(email, 'new-hire-password');
    const me = await (await t.request('GET', '/api/me', { cookie })).json();
    expect(me.consultant.id).toBe(consultant.id);
  });

  it('refuses employees (403), unknown fields and missing names (422)', async () => {
    const body = { first_name: 'A', last_name: 'B', email: 'a.b@example.com' };
    expect((await t.request('POST', '/api/consultants', { cookie: cookies.employee, body })).status).toBe(403);
    expect((await t.request('POST', '/api/consultants', { cookie: cookies.pm, body })).status).toBe(403);
    const unknown = await t.request('POST', '/api/consultants', {
      cookie: cookies.admin,
      body: { ...body, user_id: ids.admin },
    });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).details.fields).toHaveProperty('user_id');
    const missing = await t.request('POST', '/api/consultants', { cookie: cookies.admin, body: { email: 'x@y.z' } });
    expect(missing.status).toBe(422);
  });

  it('refuses a CEO job title on create with the exact message (assignment rule)', async () => {
    const db = t.deps.database.db;
    await db.execute(
      sql`alter table consultant_job_titles drop constraint if exists consultant_job_titles_not_ceo_check`,
    );
    const legacy = await first<{ id: string }>(
      sql`insert into consultant_job_titles (title) values ('ceo ') returning id`,
    );
    const response = await t.request('POST', '/api/consultants', {
      cookie: cookies.admin,
      body: { first_name: 'Big', last_name: 'Boss', email: 'boss@example.com', job_title_id: legacy.id },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(MESSAGES.ceoTitle);
    const [row] = await rowsOf(db, sql`select 1 from consultants where email = 'boss@example.com'`);
    expect(row).toBeUndefined();
  });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const upload = async (cookie: string, consultantId: string, bytes: Uint8Array, type = 'image/png') => {
  const form = new FormData();
  form.append('file', new File([bytes], 'photo.png', { type }));
  return t.app.request(`${ORIGIN}/api/consultants/${consultantId}/photo`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, ...(await consultantIfMatch(t.deps.database.db, consultantId)) },
    body: form,
  });
};

describe('photo upload', () => {
  it('stores an image under DATA_DIR and serves it back with its type and nosniff', async () => {
    const response = await upload(cookies.employee, ids.employee, PNG);
    expect(response.status).toBe(200);
    const consultant = (await response.json()) as { photo_url: string };
    expect(consultant.photo_url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.request('GET', consultant.photo_url, { cookie: cookies.pm });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await t.request('GET', consultant.photo_url)).status).toBe(401);
  });

  it('refuses a non-image whatever its claimed type, an oversized file, and other people (403)', async () => {
    const html = new TextEncoder().encode('<script>alert(1)</script>');
    const fake = await upload(cookies.employee, ids.employee, html, 'image/png');
    expect(fake.status).toBe(422);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(cookies.employee, ids.employee, big)).status).toBe(422);
    expect((await upload(cookies.employee, ids.pm, PNG)).status).toBe(403);
  });

  it('refuses path tricks on the serving route', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.svg', '00000000-0000-4000-8000-000000000000.png']) {
      expect((await t.request('GET', `/api/uploads/${name}`, { cookie: cookies.employee })).status).toBe(404);
    }
  });
});
