import { MESSAGES } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { useDemoPeople } from '../test/demo-app.js';

/**
 * What users write that others read: names that impersonate, look-alike titles, Markdown images that call
 * strangers, bug-report addresses, and CSV cells that a spreadsheet would split into formulas.
 */
const { t, cookies, consultantIds } = useDemoPeople();

const me = async (cookie: string) => (await t.request('GET', '/api/me', { cookie })).json();

describe('display names come from the consultant profile', () => {
  it('refuses a name or an image through better-auth update-user, and stores neither', async () => {
    for (const body of [{ name: 'Alex Morgan' }, { image: 'javascript:alert(1)' }, { name: 'X', image: null }]) {
      const response = await t.request('POST', '/api/auth/update-user', { cookie: cookies.employee, body });
      expect(response.status, JSON.stringify(body)).toBe(403);
    }
    const [account] = await rowsOf<{ name: string; image: string | null }>(
      t.deps.database.db,
      sql`select name, image from "user" where email = 'employee@demo.local'`,
    );
    expect(account?.name).not.toBe('Alex Morgan');
    expect(account?.image).toBeNull();
    expect((await me(cookies.employee)).user.name).not.toBe('Alex Morgan');
  });

  it('never stores a javascript: image sent at sign-up', async () => {
    const email = `image.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await t.request('POST', '/api/auth/sign-up/email', {
      body: { email, password: 'image-password', name: 'Image Person', image: 'javascript:alert(1)' },
    });
    const stored = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from "user" where image ilike '%javascript:%'`,
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('refuses an admin name, look-alikes included, on an employee profile and at sign-up', async () => {
    const profile = await t.request('GET', `/api/consultants/${consultantIds.employee}`, { cookie: cookies.employee });
    for (const [first, last] of [
      ['Alex', 'Morgan'],
      ['alex', 'MORGAN'],
      ['Аlex', 'Morgan'], // Cyrillic А
    ]) {
      const renamed = await t.request('PATCH', `/api/consultants/${consultantIds.employee}`, {
        cookie: cookies.employee,
        headers: { 'if-match': profile.headers.get('etag') ?? '' },
        body: { first_name: first, last_name: last },
      });
      expect(renamed.status, `${first} ${last}`).toBe(422);
    }
    const signUp = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: `twin.${Date.now()}@example.com`, password: 'twin-password', name: 'Alex  Morgan' },
    });
    expect(signUp.status).toBe(422);
  });

  it('shows the profile name, not the account name, wherever the account name was shown', async () => {
    await rowsOf(t.deps.database.db, sql`update "user" set name = 'Alex Morgan' where email = 'pm@demo.local'`);
    const pm = await t.signIn('pm@demo.local');
    expect((await me(pm)).user.name).not.toBe('Alex Morgan');
    const profile = await t.request('GET', `/api/consultants/${consultantIds.pm}`, { cookie: pm });
    const { first_name: first, last_name: last } = await profile.json();
    const renamed = await t.request('PATCH', `/api/consultants/${consultantIds.pm}`, {
      cookie: pm,
      headers: { 'if-match': profile.headers.get('etag') ?? '' },
      body: { first_name: first, last_name: `${last}-Renamed` },
    });
    expect(renamed.status).toBe(200);
    const [account] = await rowsOf<{ name: string }>(
      t.deps.database.db,
      sql`select name from "user" where email = 'pm@demo.local'`,
    );
    expect(account?.name).toBe(`${first} ${last}-Renamed`);
  });
});

describe('job titles: direction controls and odd blanks', () => {
  it.each([
    ['a lunate sigma and Greek letters', 'ϹΕΟ'],
    ['a right-to-left override', '\u202eOEC'],
    ['a hair space', 'C\u200aEO'],
    ['an en quad', 'C\u2000EO'],
    ['a no-break space', 'C\u00a0EO'],
    ['a line separator', 'C\u2028EO'],
    ['a Braille blank', 'C⠀EO'],
  ])('refuses a CEO look-alike with %s', async (_label, title) => {
    const response = await t.request('POST', '/api/job-titles', { cookie: cookies.admin, body: { title } });
    expect(response.status).toBe(422);
    expect((await response.json()).details.fields.title).toBe(MESSAGES.ceoTitle);
  });

  it.each(['Lead\u00a0Consultant', 'Lead\u2028Consultant', 'Lead\tConsultant', 'Lead \u202eConsultant'])(
    'refuses a title with a bidi control or a blank other than the space inside: %j',
    async (title) => {
      const response = await t.request('POST', '/api/job-titles', { cookie: cookies.admin, body: { title } });
      expect(response.status).toBe(422);
    },
  );
});

describe('Markdown images', () => {
  it('renders only same-origin images; an outside image becomes a link', async () => {
    const preview = await t.request('POST', '/api/change-log/preview', {
      cookie: cookies.admin,
      body: { body: '![pixel](https://elsewhere.example/px.png) ![logo](/api/uploads/logo.png) ![x](//evil/x.png)' },
    });
    expect(preview.status).toBe(200);
    const { html } = await preview.json();
    expect(html).not.toMatch(/<img[^>]+elsewhere/);
    expect(html).not.toMatch(/<img[^>]+\/\/evil/);
    expect(html).toContain('<a href="https://elsewhere.example/px.png"');
    expect(html).toContain('<img src="/api/uploads/logo.png" alt="logo">');
  });
});

describe('bug-report addresses', () => {
  it('keeps the failing address out of the problem statement; the query is never stored', async () => {
    const filed = await t.request('POST', '/api/bug-reports', {
      cookie: cookies.employee,
      body: { message: 'TypeError: boom', path: '/clients?token=s3cr3t-token#frag' },
    });
    expect(filed.status).toBe(201);
    const { id } = await filed.json();
    const asPm = await (await t.request('GET', `/api/work-items/${id}`, { cookie: cookies.pm })).json();
    expect(asPm.problem_statement).not.toContain('/clients');
    expect(JSON.stringify(asPm)).not.toContain('s3cr3t');
    const asAdmin = await (await t.request('GET', `/api/work-items/${id}`, { cookie: cookies.admin })).json();
    expect(asAdmin.error_details.path).toBe('/clients');
    const stored = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from improvement_requests where id = ${id}
            and (problem_statement like '%s3cr3t%' or error_details::text like '%s3cr3t%')`,
    );
    expect(stored[0]?.n).toBe(0);
  });
});

describe('CSV cells', () => {
  it('quotes every cell holding a comma, a semicolon or a tab, and keeps formulas neutral', async () => {
    const names = ['Semi;=1+1 Ltd', 'Tab\t=1+1 Ltd', '=HYPERLINK("x") Ltd'];
    for (const name of names) {
      const created = await t.request('POST', '/api/clients', { cookie: cookies.admin, body: { name } });
      expect(created.status).toBe(201);
    }
    const csv = await (
      await t.request('GET', '/api/clients?format=csv&columns=name', { cookie: cookies.admin })
    ).text();
    expect(csv).toContain('\r\n"Semi;=1+1 Ltd"\r\n');
    expect(csv).toContain('\r\n"Tab\t=1+1 Ltd"\r\n');
    expect(csv).toContain(`\r\n"'=HYPERLINK(""x"") Ltd"\r\n`);
  });
});
