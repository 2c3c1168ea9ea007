import {
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  TEMPERATURES,
  WORK_ITEM_KINDS,
  WORK_ITEM_STATUSES,
} from '@praxis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { openDatabase, type Database } from '../client.js';
import { DEMO_ACCOUNTS, seedDemo } from './index.js';
import { buildDemoFirm } from './plan.js';

/** A fast stand-in for better-auth's scrypt hash; the auth suites sign in with the real one. */
const hashPassword = async (password: string) => `test-hash:${password}`;
const NOW = new Date('2026-11-04T10:30:00Z');

let database: Database;
let drop: () => Promise<void>;
let firstRun: { seeded: boolean };

const count = async (sql: string) => Number((await database.execute(sql)).rows[0]!.n);
/** How many `parent` rows have fewer than `min` or more than `max` `child` rows pointing at them through `key`. */
const parentsWithChildrenOutside = (link: { parent: string; child: string; key: string }, min: number, max: number) =>
  count(
    `select count(*) as n from ${link.parent} p
     where (select count(*) from ${link.child} c where c.${link.key} = p.id) not between ${min} and ${max}`,
  );
const values = async (sql: string) => (await database.execute(sql)).rows.map((row) => Object.values(row).join('|'));

beforeAll(async () => {
  const target = await createTestDatabase();
  drop = target.drop;
  database = await openDatabase({ databaseUrl: target.url });
  firstRun = await seedDemo(database.db, { hashPassword, now: NOW });
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('seedDemo', () => {
  it('seeds once, then does nothing', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const before = await count('select count(*) as n from consultants');
    expect(await seedDemo(database.db, { hashPassword, now: NOW })).toEqual({ seeded: false });
    expect(await count('select count(*) as n from consultants')).toBe(before);
  });

  it('creates the three sign-in accounts with credential passwords and linked consultants', async () => {
    const rows = (
      await database.execute(`
        select u.email, u.email_verified, a.provider_id, a.account_id = u.id::text as account_is_user, a.password,
               c.role, get_user_primary_role(u.id) as primary_role, j.title
        from "user" u
        join account a on a.user_id = u.id
        join consultants c on c.user_id = u.id
        left join consultant_job_titles j on j.id = c.job_title_id
        order by u.email`)
    ).rows;
    expect(rows).toHaveLength(3);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email as string, row]));
    expect(byEmail['admin@demo.local']).toMatchObject({ role: 'admin', primary_role: 'admin' });
    expect(byEmail['pm@demo.local']).toMatchObject({ role: 'Project Manager', primary_role: 'Project Manager' });
    expect(byEmail['employee@demo.local']).toMatchObject({ role: 'employee', primary_role: 'employee' });
    for (const row of rows) {
      expect(row).toMatchObject({
        email_verified: true,
        provider_id: 'credential',
        account_is_user: true,
        password: 'test-hash:demo-password',
      });
      expect(row.title).toBeTruthy();
    }
    expect(await values(`select email, is_active from admin_whitelist where is_active`)).toEqual([
      'admin@demo.local|true',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const profile = await database.execute(
        `select (select count(*) from consultant_expertise e where e.consultant_id = c.id) as expertise,
                (select count(*) from consultant_certifications x where x.consultant_id = c.id) as certs,
                (select count(*) from consultant_languages l where l.consultant_id = c.id) as langs,
                (select count(*) from consultant_education d where d.consultant_id = c.id) as edu
         from consultants c where c.email = $1`,
        [account.email],
      );
      for (const n of Object.values(profile.rows[0]!)) expect(Number(n)).toBeGreaterThan(0);
    }
  });

  it('fills the firm: consultants, catalogues, clients with contacts', async () => {
    expect(await count('select count(*) as n from consultants')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(*) as n from clients')).toBe(12);
    const contacts = { parent: 'clients', child: 'client_contacts', key: 'client_id' };
    expect(await parentsWithChildrenOutside(contacts, 2, 4)).toBe(0);
    expect(
      await count(
        `select count(*) as n from clients c where not exists (select 1 from client_contacts k where k.client_id = c.id and k.is_primary)`,
      ),
    ).toBe(0);
    expect(await count('select count(*) as n from certifications')).toBeGreaterThanOrEqual(15);
    expect(await count('select count(*) as n from languages')).toBeGreaterThanOrEqual(12);
    expect(await count('select count(*) as n from platform_categories')).toBe(6);
    const products = { parent: 'platform_categories', child: 'platform_products', key: 'category_id' };
    expect(await parentsWithChildrenOutside(products, 3, 6)).toBe(0);
    expect(await values('select title from engagement_roles order by display_order')).toEqual([
      'Sales',
      'Project Manager',
      'Engagement Manager',
      'Work Stream Owner',
      'Lead Consultant',
    ]);
    expect(await count(`select count(*) as n from consultant_job_titles where lower(trim(title)) = 'ceo'`)).toBe(0);
    expect(
      await count(
        // Everyone has skills, except a new hire still onboarding (adding them is on their checklist).
        `select count(*) as n from consultants where not exists (select 1 from consultant_expertise e where e.consultant_id = consultants.id)
          and not exists (select 1 from onboardings o where o.consultant_id = consultants.id)`,
      ),
    ).toBe(0);
  });

  it('has engagements of every type in every status, every temperature, each with a team', async () => {
    const pairs = await values('select distinct type, status from engagements');
    for (const type of ENGAGEMENT_TYPES)
      for (const status of ENGAGEMENT_STATUSES) expect(pairs).toContain(`${type}|${status}`);
    expect((await values('select distinct project_temperature from engagements')).sort()).toEqual(
      [...TEMPERATURES].sort(),
    );
    expect(
      await count(
        `select count(*) as n from engagements e where not exists (select 1 from engagement_consultants a where a.engagement_id = e.id)`,
      ),
    ).toBe(0);
    const pm = await count(`
      select count(*) as n from engagement_consultants a
      join consultants c on c.id = a.consultant_id join engagement_roles r on r.id = a.engagement_role_id
      where c.email = 'pm@demo.local' and r.title = 'Project Manager'`);
    expect(pm).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        `select count(*) as n from engagement_consultants a join consultants c on c.id = a.consultant_id where c.email = 'employee@demo.local'`,
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('has work items in every board column for both kinds, a bug report and comments', async () => {
    const pairs = await values('select distinct kind, status from improvement_requests');
    for (const kind of WORK_ITEM_KINDS)
      for (const status of WORK_ITEM_STATUSES) expect(pairs).toContain(`${kind}|${status}`);
    expect(
      await count(
        `select count(*) as n from improvement_requests where category = 'Bug Report' and status = 'Requested' and error_details is not null`,
      ),
    ).toBe(1);
    expect(await count('select count(*) as n from improvement_request_comments')).toBeGreaterThan(0);
  });

  it('gives each demo account a few unread notifications', async () => {
    const unread = await values(`
      select u.email, count(*) from notifications n join "user" u on u.id = n.recipient_user_id
      where n.read_at is null and n.deleted_at is null group by u.email order by u.email`);
    expect(unread).toEqual(['admin@demo.local|3', 'employee@demo.local|3', 'pm@demo.local|3']);
    // Notifications name who did it, never "Someone" (docs/product.md §11.13).
    expect(await values(`select count(*) from notifications where body ilike 'someone%'`)).toEqual(['0']);
    expect((await values(`select body from notifications where type = 'comment'`))[0]).toMatch(
      /^\S+ .+ commented on “/,
    );
  });
});

describe('buildDemoFirm', () => {
  it('is deterministic for a given moment', () => {
    const a = buildDemoFirm({ now: NOW, passwordHashes: ['h'] });
    const b = buildDemoFirm({ now: NOW, passwordHashes: ['h'] });
    expect(JSON.stringify(a.map((entry) => entry.rows))).toBe(JSON.stringify(b.map((entry) => entry.rows)));
  });
});
