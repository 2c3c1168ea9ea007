import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { openDatabase, type Database } from './client.js';

/** Constraints and SQL functions of the migrations, on PGlite (default) or TEST_DATABASE_URL. */
let database: Database;
let drop: () => Promise<void>;

const run = (sql: string, params?: unknown[]) => database.execute(sql, params);
const one = async (sql: string, params?: unknown[]) => (await run(sql, params)).rows[0]!;

/** Runs a statement that must fail; returns the Postgres error code. */
async function failure(sql: string, params?: unknown[]): Promise<string> {
  try {
    await run(sql, params);
  } catch (error) {
    const cause =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    return cause ?? 'unknown';
  }
  throw new Error(`expected failure: ${sql}`);
}

async function newUser(email: string) {
  return (await one(`insert into "user" (name, email) values ($1, $1) returning id`, [email])).id as string;
}
async function newConsultant(email: string, role = 'employee', userId: string | null = null) {
  return (
    await one(
      `insert into consultants (first_name, last_name, email, role, user_id) values ('A', 'B', $1, $2, $3) returning id`,
      [email, role, userId],
    )
  ).id as string;
}

beforeAll(async () => {
  const target = await createTestDatabase();
  drop = target.drop;
  database = await openDatabase({ databaseUrl: target.url });
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('constraints', () => {
  it('rejects an expertise rating outside 1..5 and defaults it to 1', async () => {
    const consultant = await newConsultant('rating@x.test');
    const category = (await one(`insert into platform_categories (name) values ('Cat') returning id`)).id;
    expect(
      await failure(`insert into consultant_expertise (consultant_id, category_id, rating) values ($1, $2, 6)`, [
        consultant,
        category,
      ]),
    ).toBe('23514');
    const row = await one(
      `insert into consultant_expertise (consultant_id, category_id) values ($1, $2) returning rating`,
      [consultant, category],
    );
    expect(row.rating).toBe(1);
    // NULLS NOT DISTINCT: a second category-level rating (no product) for the same pair is a duplicate.
    expect(
      await failure(`insert into consultant_expertise (consultant_id, category_id) values ($1, $2)`, [
        consultant,
        category,
      ]),
    ).toBe('23505');
  });

  it('rejects end dates before start dates', async () => {
    const client = (await one(`insert into clients (name) values ('Dates Inc') returning id`)).id;
    expect(
      await failure(
        `insert into engagements (name, client_id, type, start_date, end_date) values ('E', $1, 'project', '2026-05-01', '2026-04-30')`,
        [client],
      ),
    ).toBe('23514');
    const consultant = await newConsultant('dates@x.test');
    expect(
      await failure(
        `insert into consultant_education (consultant_id, education, start_year, end_year) values ($1, 'BSc', 2010, 2008)`,
        [consultant],
      ),
    ).toBe('23514');
    const cert = (await one(`insert into certifications (name) values ('Cert') returning id`)).id;
    expect(
      await failure(
        `insert into consultant_certifications (consultant_id, certification_id, issued_on, expires_on) values ($1, $2, '2026-01-02', '2026-01-01')`,
        [consultant, cert],
      ),
    ).toBe('23514');
  });

  it('refuses the CEO job title in any case or spacing, and duplicate titles ignoring case', async () => {
    for (const title of ['CEO', ' ceo ', 'Ceo']) {
      expect(await failure(`insert into consultant_job_titles (title) values ($1)`, [title])).toBe('23514');
    }
    await run(`insert into consultant_job_titles (title) values ('Chief of Staff')`);
    expect(await failure(`insert into consultant_job_titles (title) values ('chief of staff')`)).toBe('23505');
  });

  it('accepts only the enum values of @praxis/shared', async () => {
    expect(
      await failure(
        `insert into consultants (first_name, last_name, email, role) values ('A', 'B', 'r@x.test', 'CEO')`,
      ),
    ).toBe('23514');
    const client = (await one(`insert into clients (name) values ('Enum Inc') returning id`)).id;
    expect(
      await failure(`insert into engagements (name, client_id, type) values ('E', $1, 'consulting')`, [client]),
    ).toBe('23514');
    expect(
      await failure(
        `insert into engagements (name, client_id, type, project_temperature) values ('E', $1, 'project', 'blue')`,
        [client],
      ),
    ).toBe('23514');
    expect(
      await failure(`insert into user_roles (user_id, role_name) values ($1, 'root')`, [await newUser('role@x.test')]),
    ).toBe('23514');
  });

  it('requires an engagement on engagement work items and defaults new items to Requested', async () => {
    expect(await failure(`insert into improvement_requests (name, kind) values ('W', 'engagement')`)).toBe('23514');
    const row = await one(
      `insert into improvement_requests (name) values ('W') returning status, kind, priority, version`,
    );
    expect(row).toMatchObject({ status: 'Requested', kind: 'internal', priority: 'medium', version: 1 });
  });

  it('allows one primary contact per client', async () => {
    const client = (await one(`insert into clients (name) values ('Contacts Inc') returning id`)).id;
    await run(
      `insert into client_contacts (client_id, first_name, last_name, is_primary) values ($1, 'P', 'One', true)`,
      [client],
    );
    await run(`insert into client_contacts (client_id, first_name, last_name) values ($1, 'S', 'Two')`, [client]);
    expect(
      await failure(
        `insert into client_contacts (client_id, first_name, last_name, is_primary) values ($1, 'P', 'Three', true)`,
        [client],
      ),
    ).toBe('23505');
  });
});

describe('role functions', () => {
  it('get_user_primary_role: employee without a consultant, else the consultant role', async () => {
    const unknown = await one(`select get_user_primary_role('00000000-0000-4000-8000-000000000000') as role`);
    expect(unknown.role).toBe('employee');
    const userId = await newUser('pm-role@x.test');
    expect((await one(`select get_user_primary_role($1) as role`, [userId])).role).toBe('employee');
    await newConsultant('pm-role@x.test', 'Project Manager', userId);
    expect((await one(`select get_user_primary_role($1) as role`, [userId])).role).toBe('Project Manager');
  });

  it('get_user_roles_bulk: primary role plus active additional roles, Admin read as admin', async () => {
    const withRoles = await newUser('bulk-a@x.test');
    await newConsultant('bulk-a@x.test', 'employee', withRoles);
    await run(
      `insert into user_roles (user_id, role_name, is_active) values ($1, 'Admin', true), ($1, 'Project Manager', true), ($1, 'employee', false)`,
      [withRoles],
    );
    const bare = await newUser('bulk-b@x.test');
    const { rows } = await run(`select * from get_user_roles_bulk($1::uuid[]) order by primary_role, user_id`, [
      [withRoles, bare, bare],
    ]);
    const byUser = Object.fromEntries(rows.map((row) => [row.user_id as string, row]));
    expect(rows).toHaveLength(2);
    expect(byUser[withRoles]).toMatchObject({
      primary_role: 'employee',
      additional_roles: ['Project Manager', 'admin'],
    });
    expect(byUser[bare]).toMatchObject({ primary_role: 'employee', additional_roles: [] });
  });
});

describe('notifications realtime trigger', () => {
  it('announces the recipient on the notifications channel', async () => {
    const userId = await newUser('notify@x.test');
    const payloads: string[] = [];
    const unlisten = await database.listen('notifications', (payload) => payloads.push(payload));
    await run(`insert into notifications (recipient_user_id, title) values ($1, 'Hello')`, [userId]);
    await run(`update notifications set read_at = now() where recipient_user_id = $1`, [userId]);
    await expect.poll(() => payloads.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await unlisten();
    expect(JSON.parse(payloads[0]!)).toEqual({ recipient_user_id: userId });
    const unread = await one(
      `select count(*)::int as n from notifications where recipient_user_id = $1 and read_at is null and deleted_at is null`,
      [userId],
    );
    expect(unread.n).toBe(0);
  });

  it('indexes every foreign key of the tables that grow with the firm (docs/benchmarks.md, Scale)', async () => {
    // Without an index a delete of the referenced row (a user, a task) scans the whole table: millions of rows at scale.
    const growing = [
      'timesheet_weeks',
      'timesheet_lines',
      'timesheet_entries',
      'engagement_consultants',
      'plan_tasks',
      'plan_dependencies',
      'improvement_requests',
      'improvement_request_comments',
      'notifications',
    ];
    const { rows } = await run(
      `select c.conrelid::regclass::text || '.' || a.attname as fk
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.conrelid::regclass::text = any($1::text[])
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
       order by 1`,
      [growing],
    );
    expect(rows).toEqual([]);
  });
});
