import { addDays, todayIn } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { fileUploader } from '../../test/import-upload.js';

const { t, cookies } = useDemoApp();
const upload = fileUploader(t, () => cookies.admin);

// Fixtures relative to today, so the suite holds on any date.
const today = todayIn('UTC');
const START = addDays(today, -70);
const END = addDays(today, 70);
const ASSIGNED_END = addDays(START, 83);

const ENGAGEMENTS = [
  'client,name,type,status,start_date,end_date,billing_type,budget_hours,budget_amount,currency',
  `Import Freight,Cloud move,project,active,${START},${END},fixed_fee,1200,180000,EUR`,
  `Import Freight,Retainer care,retainer,active,${START},${END},retainer,,,EUR`,
].join('\n');
const ASSIGNMENTS = [
  'email,client,engagement,engagement_role,start_date,end_date,hours_per_week',
  `ina.assign@example.com,Import Freight,Cloud move,Project Manager,${START},${ASSIGNED_END},20`,
  `ina.assign@example.com,Import Freight,Retainer care,,${START},${END},4`,
].join('\n');
const hoursFile = (hours: string) =>
  [
    'email,client,engagement,date,hours,billable,note',
    `ina.assign@example.com,Import Freight,Cloud move,${addDays(START, 7)},${hours},true,Kick-off`,
    `ina.assign@example.com,Import Freight,Cloud move,${addDays(START, 8)},6,true,`,
  ].join('\n');

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await rowsOf<T>(t.deps.database.db, query))[0]!;
const count = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(query)).n;
/** Every row the three kinds write, to see that a dry run or a refused file leaves all of it as it was. */
const footprint = async () =>
  one<{ e: number; a: number; w: number; h: number }>(
    sql`select (select count(*)::int from engagements) as e, (select count(*)::int from engagement_consultants) as a,
               (select count(*)::int from timesheet_weeks) as w,
               (select coalesce(sum(hours), 0)::float8 from timesheet_entries) as h`,
  );
const hoursUsed = () =>
  one<{ used: number }>(
    sql`select ec.hours_used::float8 as used from engagement_consultants ec join engagements e on e.id = ec.engagement_id
        where e.name = 'Cloud move'`,
  );

beforeAll(async () => {
  const clients = await upload('/imports/clients?dry_run=false', 'name,status\nImport Freight,active');
  expect((await clients.json()).errors).toEqual([]);
  const person = 'first_name,last_name,email\nIna,Assign,ina.assign@example.com';
  expect((await (await upload('/imports/consultants?dry_run=false', person)).json()).errors).toEqual([]);
});

describe('importing engagements, assignments and approved hours', () => {
  it('dry runs write nothing; imports create; the same files again change nothing', async () => {
    const before = await footprint();
    const dry = await (await upload('/imports/engagements', ENGAGEMENTS)).json();
    expect(dry).toMatchObject({ dry_run: true, created: 2, errors: [] });
    expect(await footprint()).toEqual(before);

    for (const [kind, file, n] of [
      ['engagements', ENGAGEMENTS, 2],
      ['assignments', ASSIGNMENTS, 2],
      ['timesheet_hours', hoursFile('8'), 2],
    ] as const) {
      const dryRun = await (await upload(`/imports/${kind}`, file)).json();
      expect(dryRun, kind).toMatchObject({ created: n, errors: [] });
      const done = await (await upload(`/imports/${kind}?dry_run=false`, file)).json();
      expect(done, kind).toMatchObject({ created: n, updated: 0, errors: [] });
      const again = await (await upload(`/imports/${kind}?dry_run=false`, file)).json();
      expect(again, kind).toMatchObject({ created: 0, updated: 0, unchanged: n, errors: [] });
    }

    const engagement = await one(
      sql`select type, status, billing_type, budget_hours::float8 as budget_hours, currency from engagements
          where name = 'Cloud move'`,
    );
    expect(engagement).toEqual({
      type: 'project',
      status: 'active',
      billing_type: 'fixed_fee',
      budget_hours: 1200,
      currency: 'EUR',
    });
    // 20 h a week over 12 weeks, through the engagements module: its audit row and its notice to the person.
    const assignment = await one(
      sql`select ec.hours_allocated::float8 as hours, r.title from engagement_consultants ec
          join engagements e on e.id = ec.engagement_id join engagement_roles r on r.id = ec.engagement_role_id
          where e.name = 'Cloud move'`,
    );
    expect(assignment).toEqual({ hours: 240, title: 'Project Manager' });
    expect(
      await count(sql`select count(*)::int as n from audit_log where entity = 'engagement_consultants'
        and action = 'create' and after->>'hours_allocated' = '240'`),
    ).toBe(1);
    // The approved hours feed the assignment's hours used, and moving them moves it.
    expect(await hoursUsed()).toEqual({ used: 14 });
    const weeks = await rowsOf<{ status: string }>(
      t.deps.database.db,
      sql`select w.status from timesheet_weeks w join consultants c on c.id = w.consultant_id
          where c.email = 'ina.assign@example.com'`,
    );
    expect(weeks.map((w) => w.status)).toEqual(['approved']);
    const changed = await (await upload('/imports/timesheet_hours?dry_run=false', hoursFile('7.5'))).json();
    expect(changed).toMatchObject({ updated: 1, unchanged: 1, errors: [] });
    expect(await hoursUsed()).toEqual({ used: 13.5 });

    const widened = ASSIGNMENTS.replace(`,${ASSIGNED_END},20`, `,${ASSIGNED_END},10`);
    expect(await (await upload('/imports/assignments?dry_run=false', widened)).json()).toMatchObject({
      updated: 1,
      unchanged: 1,
    });
    expect(await count(sql`select count(*)::int as n from engagement_consultants where hours_allocated = 120`)).toBe(1);
  });

  it('reports each bad cell with its row, column and message, and writes none of those rows', async () => {
    const before = await footprint();
    const engagements = [
      'client,name,type,status,start_date,end_date,budget_hours,currency',
      `Nowhere Inc,Lost,project,active,,,,`,
      `Import Freight,Odd,prject,activ,${END},${START},-5,EURO`,
      `Import Freight,Cloud move,retainer,,,,,`,
      `Import Freight,Cloud move,,,${addDays(START, 1)},,,`,
    ].join('\n');
    const report = await (await upload('/imports/engagements?dry_run=false', engagements)).json();
    const messages = report.errors.map(
      (e: { row: number; column: string; message: string }) => `${e.row} ${e.column}: ${e.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        "2 client: unknown client 'Nowhere Inc'",
        "3 type: 'prject': Type must be project, trust360 or retainer.",
        "3 status: 'activ': Choose a status.",
        '3 end_date: The end date cannot be before the start date.',
        "3 budget_hours: '-5': Hours cannot be negative.",
        "3 currency: 'EURO': Use a three-letter currency code like USD.",
        '4 type: the type is fixed once created (this engagement is a project).',
        expect.stringMatching(/^5 name: import freight \/ cloud move is also on row 4/),
      ]),
    );

    const assignments = [
      'email,client,engagement,engagement_role,start_date,end_date,hours_per_week',
      `nobody@example.com,Import Freight,Cloud move,,${START},${END},8`,
      `ina.assign@example.com,Import Freight,Cloud mov,,${START},${END},8`,
      `ina.assign@example.com,Import Freight,Retainer care,Chef,${addDays(START, -1)},${END},x`,
    ].join('\n');
    const bad = await (await upload('/imports/assignments?dry_run=false', assignments)).json();
    expect(
      bad.errors.map((e: { row: number; column: string; message: string }) => `${e.row} ${e.column}: ${e.message}`),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2 email: no consultant has the e-mail nobody@example.com/),
        "3 engagement: no engagement 'Cloud mov' of Import Freight — did you mean Cloud move?",
        expect.stringMatching(/^4 engagement_role: unknown role 'Chef'/),
        "4 hours_per_week: 'x' is not a number of hours.",
      ]),
    );

    const hours = [
      'email,client,engagement,date,hours,billable',
      `ina.assign@example.com,Import Freight,Cloud move,${addDays(today, 2)},8,true`,
      `ina.assign@example.com,Import Freight,Cloud move,${addDays(START, 9)},25,true`,
      `ina.assign@example.com,Import Freight,Cloud move,${addDays(START, 7)},4,false`,
    ].join('\n');
    const badHours = await (await upload('/imports/timesheet_hours?dry_run=false', hours)).json();
    expect(badHours.errors.map((e: { row: number; column: string }) => `${e.row} ${e.column}`)).toEqual([
      '2 date',
      '3 hours',
      '4 billable',
    ]);
    expect(await footprint()).toEqual(before);
  });

  it('serves a template per new kind whose example row is a row of that kind', async () => {
    for (const kind of ['engagements', 'assignments', 'timesheet_hours']) {
      const response = await t.request('GET', `/api/imports/${kind}/template`, { cookie: cookies.admin });
      expect(response.status).toBe(200);
      const [header] = (await response.text()).split('\r\n');
      const report = await (await upload(`/imports/${kind}`, `${header}\n`)).json();
      expect(report, kind).toMatchObject({ total: 0, errors: [] });
    }
  });

  it('answers 403 to employees and Project Managers', async () => {
    for (const role of ['employee', 'pm'] as const) {
      for (const [kind, file] of [
        ['engagements', ENGAGEMENTS],
        ['assignments', ASSIGNMENTS],
        ['timesheet_hours', hoursFile('1')],
      ] as const) {
        const response = await upload(`/imports/${kind}?dry_run=false`, file, { cookie: cookies[role] });
        expect(response.status, `${role} ${kind}`).toBe(403);
      }
    }
  });
});
