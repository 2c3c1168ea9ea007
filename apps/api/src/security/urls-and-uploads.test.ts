import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, ORIGIN, type TestApp, type TestResponse } from '../test/harness.js';
import { consultantIfMatch } from '../test/consultant-version.js';

/**
 * Attacks through links and files (docs/product.md §5, §10 "Uploads and links"): URL fields holding javascript:/data:
 * links or pointing browsers at a stranger's server, and photo files left behind by replacements and failed saves.
 */
let t: TestApp;
let admin = '';
let employee = '';
let consultantId = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'praxis-sec-uploads-'));
const uploadsDir = path.join(dataDir, 'uploads');

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  [admin, employee] = await Promise.all([t.signIn(DEMO.admin), t.signIn(DEMO.employee)]);
  consultantId = (await (await t.request('GET', '/api/me', { cookie: employee })).json()).consultant.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BAD_URLS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'ftp://files.example.com/x',
  'vbscript:msgbox(1)',
];

/** Expects a 422 that names `field` among the fields it refuses. */
async function expectFieldRefused(response: Response, field: string) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { details?: { fields?: object } };
  expect(body.details?.fields).toHaveProperty(field);
}

/** The employee edits their own consultant profile. */
const editOwnProfile = async (body: Record<string, unknown>) =>
  t.request('PATCH', `/api/consultants/${consultantId}`, {
    cookie: employee,
    body,
    headers: await consultantIfMatch(t.deps.database.db, consultantId),
  });

describe('item 10: URL fields take only http(s) links', () => {
  it.each(BAD_URLS)(
    'refuses %j as linkedin_url, credential_url, client website and logo_url (422 naming it)',
    async (url) => {
      const own = await editOwnProfile({ linkedin_url: url });
      await expectFieldRefused(own, 'linkedin_url');

      const certifications = await (await t.request('GET', '/api/certifications', { cookie: employee })).json();
      const credential = await t.request('POST', `/api/consultants/${consultantId}/certifications`, {
        cookie: employee,
        body: { certification_id: certifications.items[0].id, credential_url: url },
      });
      await expectFieldRefused(credential, 'credential_url');

      for (const field of ['website', 'logo_url']) {
        const created = await t.request('POST', '/api/clients', {
          cookie: admin,
          body: { name: 'Link Trap Ltd', [field]: url },
        });
        await expectFieldRefused(created, field);
      }
    },
  );

  it('refuses the same on a client update and accepts https and http links', async () => {
    const created = await t.request('POST', '/api/clients', {
      cookie: admin,
      body: { name: 'Honest Links Ltd', website: 'https://honest.example', logo_url: 'http://honest.example/logo.png' },
    });
    expect(created.status).toBe(201);
    const client = await created.json();
    const update = await t.request('PATCH', `/api/clients/${client.id}`, {
      cookie: admin,
      body: { website: 'javascript:alert(1)' },
      headers: { 'if-match': `"${client.version}"` },
    });
    await expectFieldRefused(update, 'website');
    const linkedin = await editOwnProfile({ linkedin_url: 'https://www.linkedin.com/in/someone' });
    expect(linkedin.status).toBe(200);
  });

  it.each(['https://tracker.example/pixel.png', 'http://169.254.169.254/latest/meta-data', 'javascript:alert(1)'])(
    'refuses %j as a photo (uploads only: no browser is sent to an outside server)',
    async (url) => {
      const response = await editOwnProfile({ photo_url: url });
      await expectFieldRefused(response, 'photo_url');
    },
  );

  it('keeps an outside photo address out of the database itself', async () => {
    await expect(
      t.deps.database.db.execute(
        sql`update consultants set photo_url = 'https://tracker.example/p.png' where id = ${consultantId}`,
      ),
    ).rejects.toThrow();
  });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const upload = async (cookie: string, id: string): Promise<TestResponse> => {
  const form = new FormData();
  form.append('file', new File([PNG], 'photo.png', { type: 'image/png' }));
  return (await t.app.request(`${ORIGIN}/api/consultants/${id}/photo`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, ...(await consultantIfMatch(t.deps.database.db, id)) },
    body: form,
  })) as TestResponse;
};
const files = () => readdirSync(uploadsDir).sort();
const nameOf = (photoUrl: string) => photoUrl.split('/').pop() ?? '';

describe('item 11: photo files are cleaned up', () => {
  it('deletes the replaced photo after the new one is saved, and a removed one', async () => {
    const first = (await (await upload(employee, consultantId)).json()).photo_url as string;
    expect(files()).toContain(nameOf(first));
    const second = (await (await upload(employee, consultantId)).json()).photo_url as string;
    expect(files()).toContain(nameOf(second));
    expect(files()).not.toContain(nameOf(first));

    const current = await (await t.request('GET', `/api/consultants/${consultantId}`, { cookie: employee })).json();
    const removed = await t.request('PATCH', `/api/consultants/${consultantId}`, {
      cookie: employee,
      body: { photo_url: null },
      headers: { 'if-match': `"${current.version}"` },
    });
    expect(removed.status).toBe(200);
    expect(files()).not.toContain(nameOf(second));
  });

  it('keeps a file another profile still shows', async () => {
    const photo = (await (await upload(employee, consultantId)).json()).photo_url as string;
    const pm = await (await t.request('GET', '/api/me', { cookie: await t.signIn(DEMO.pm) })).json();
    const shared = await t.request('PATCH', `/api/consultants/${pm.consultant.id}`, {
      cookie: admin,
      body: { photo_url: photo },
      headers: await consultantIfMatch(t.deps.database.db, pm.consultant.id),
    });
    expect(shared.status).toBe(200);
    await upload(employee, consultantId);
    expect(files()).toContain(nameOf(photo));
  });

  it('leaves no file behind when the save fails, nor when it is refused', async () => {
    const before = files();
    const db = t.deps.database.db;
    // A failure inside the saving transaction (after the file was written): the database refuses the new value.
    await db.execute(
      sql`alter table consultants add constraint sec_test_no_png check (photo_url not like '%.png') not valid`,
    );
    try {
      const failed = await upload(employee, consultantId);
      expect(failed.status).toBe(422);
    } finally {
      await db.execute(sql`alter table consultants drop constraint sec_test_no_png`);
    }
    const pm = await (await t.request('GET', '/api/me', { cookie: await t.signIn(DEMO.pm) })).json();
    expect((await upload(employee, pm.consultant.id)).status).toBe(403);
    expect(files()).toEqual(before);
  });
});
