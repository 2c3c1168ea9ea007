import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { fileUploader } from '../../test/import-upload.js';

const { t, cookies } = useDemoApp();

const HEADER =
  'first_name,last_name,email,job_title,location,time_zone,hourly_rate,start_date,skills,certifications,languages';
const ROWS = [
  'Imke,Import,imke.import@example.com,Senior Consultant,Berlin,Europe/Berlin,150,2024-03-01,"Microsoft Azure/Azure Data Factory:4|Data & Analytics/Power BI:3",Microsoft Certified: Azure Administrator Associate:2024-01-15:2026-01-15,English:fluent|German:native',
  'Olaf,Ort,olaf.ort@example.com,Consultant,Oslo,Europe/Oslo,120,2023-09-01,Data & Analytics/Snowflake:5,,English:native',
];

const upload = fileUploader(t, () => cookies.admin);

const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t.deps.database.db, query))[0]!.n;
const consultantCount = () => count(sql`select count(*)::int as n from consultants`);

describe('importing consultants', () => {
  it('previews with a dry run (the default) and writes nothing', async () => {
    const before = await consultantCount();
    const response = await upload('/imports/consultants', [HEADER, ...ROWS].join('\r\n'));
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report).toMatchObject({
      dry_run: true,
      total: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
      run_id: null,
    });
    expect(report.rows).toEqual([
      { row: 2, key: 'imke.import@example.com', action: 'create' },
      { row: 3, key: 'olaf.ort@example.com', action: 'create' },
    ]);
    expect(await consultantCount()).toBe(before);
  });

  it('imports, with skills, certifications and languages, as one audit entry; the same file again changes nothing', async () => {
    const before = await consultantCount();
    const audits = () => count(sql`select count(*)::int as n from audit_log where entity = 'imports'`);
    const auditsBefore = await audits();
    const first = await (await upload('/imports/consultants?dry_run=false', [HEADER, ...ROWS].join('\n'))).json();
    expect(first).toMatchObject({ dry_run: false, created: 2, errors: [] });
    expect(first.run_id).toEqual(expect.any(String));
    expect(await consultantCount()).toBe(before + 2);
    expect(await audits()).toBe(auditsBefore + 1);

    const list = await (await t.request('GET', '/api/consultants?q=imke', { cookie: cookies.employee })).json();
    const imke = list.items.find((c: { email: string }) => c.email === 'imke.import@example.com');
    expect(imke).toMatchObject({ job_title: 'Senior Consultant', location: 'Berlin', start_date: '2024-03-01' });
    expect(imke.top_skills).toEqual(
      expect.arrayContaining([{ category: 'Microsoft Azure', product: 'Azure Data Factory', rating: 4 }]),
    );
    expect(imke.languages).toEqual(expect.arrayContaining([{ name: 'German', proficiency: 'native' }]));

    const again = await (await upload('/imports/consultants?dry_run=false', [HEADER, ...ROWS].join('\n'))).json();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });
    expect(await consultantCount()).toBe(before + 2);

    const changed = ROWS[1]!.replace('Oslo', 'Bergen');
    const update = await (
      await upload('/imports/consultants?dry_run=false', [HEADER, ROWS[0], changed].join('\n'))
    ).json();
    expect(update).toMatchObject({ created: 0, updated: 1, unchanged: 1 });

    const report = await t.request('GET', `/api/imports/runs/${first.run_id}/report`, { cookie: cookies.admin });
    expect(report.status).toBe(200);
    expect(await report.text()).toContain('imke.import@example.com,create');
  });

  it('reports row, column and message for bad rows, suggests the near catalogue value, and writes none of them', async () => {
    const before = await consultantCount();
    const file = [
      HEADER,
      'Bad,Rate,bad.rate@example.com,,,,-5,2024-02-30,,,',
      'Typo,Skill,typo.skill@example.com,,,,,,Microsoft Azure/Azzure Data Factory:4,,',
      'Duplicate,One,dup@example.com,,,,,,,,',
      'Duplicate,Two,DUP@example.com,,,,,,,,',
      'No,Title,ceo@example.com,CEO,,Mars/Olympus,,,,,Klingon:fluent',
      'Odd,Blank,odd.blank@example.com,Lead\u2000Architect,,,,,,,',
    ].join('\n');
    const report = await (await upload('/imports/consultants?dry_run=false', file)).json();
    expect(report.created).toBe(1);
    const messages = report.errors.map(
      (e: { row: number; column: string; message: string }) => `${e.row} ${e.column}: ${e.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2 hourly_rate: '-5' is not an hourly rate/),
        expect.stringMatching(/^2 start_date: '2024-02-30' is not a date/),
        "3 skills: unknown product 'Azzure Data Factory' in Microsoft Azure — did you mean Azure Data Factory?",
        expect.stringMatching(/^5 email: dup@example.com is also on row 4/),
        '6 job_title: Assigning or creating CEO title is not allowed.',
        expect.stringMatching(/^6 time_zone: 'Mars\/Olympus' is not a time zone/),
        expect.stringMatching(/^6 languages: unknown language 'Klingon'/),
        // The job titles' one rule, as the catalogue applies it: no blank but the space inside a title.
        '7 job_title: Use ordinary spaces only between the words of a title.',
      ]),
    );
    expect(await consultantCount()).toBe(before + 1);
    expect(await count(sql`select count(*)::int as n from consultants where email = 'typo.skill@example.com'`)).toBe(0);
  });

  it('creates unknown catalogue values on the way when asked', async () => {
    const file = [HEADER, 'New,Skill,new.skill@example.com,,,,,,Quantum/Qiskit:2,,Klingon:basic'].join('\n');
    const dry = await (await upload('/imports/consultants?create_missing=true', file)).json();
    expect(dry).toMatchObject({ created: 1, errors: [] });
    expect(await count(sql`select count(*)::int as n from platform_categories where name = 'Quantum'`)).toBe(0);
    const done = await (await upload('/imports/consultants?create_missing=true&dry_run=false', file)).json();
    expect(done).toMatchObject({ created: 1, errors: [] });
    expect(await count(sql`select count(*)::int as n from platform_products where name = 'Qiskit'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from languages where name = 'Klingon'`)).toBe(1);
  });

  it('imports an .xlsx with a formula cell as its text, never evaluated', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['first_name', 'last_name', 'email', 'location', 'start_date', 'hourly_rate']);
    sheet.addRow([
      'Xena',
      'Excel',
      'xena@example.com',
      { formula: 'CONCAT("Ber","lin")', result: 'Berlin' },
      new Date(Date.UTC(2022, 0, 3)),
      99.5,
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const report = await (await upload('/imports/consultants?dry_run=false', bytes, { name: 'people.xlsx' })).json();
    expect(report).toMatchObject({ created: 1, errors: [] });
    const [row] = await rowsOf<{ location: string; start_date: string; hourly_rate: string }>(
      t.deps.database.db,
      sql`select location, start_date::text, hourly_rate::text from consultants where email = 'xena@example.com'`,
    );
    expect(row).toEqual({ location: '=CONCAT("Ber","lin")', start_date: '2022-01-03', hourly_rate: '99.50' });
  });
});

describe('bad files write nothing', () => {
  it('refuses the wrong kind, a file over 20 MB and an unknown encoding with a clear message', async () => {
    const before = await consultantCount();
    const wrongKind = await upload('/imports/consultants?dry_run=false', 'name,status\nAcme,active');
    expect(wrongKind.status).toBe(422);
    expect((await wrongKind.json()).message).toMatch(/not a consultants file.*It looks like a clients file/);
    const big = new Uint8Array(20 * 1024 * 1024 + 100 * 1024).fill(0x41);
    const tooBig = await upload('/imports/consultants?dry_run=false', big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toMatch(/larger than 20 MB/);
    const utf16 = await upload('/imports/consultants?dry_run=false', new Uint8Array([0xff, 0xfe, 0x41, 0x00]));
    expect(utf16.status).toBe(422);
    expect((await utf16.json()).message).toMatch(/UTF-16/);
    const noFile = await t.request('POST', '/api/imports/consultants', { cookie: cookies.admin, body: { file: 'x' } });
    expect(noFile.status).toBe(422);
    expect(await consultantCount()).toBe(before);
  });

  it('accepts a file just under 20 MB (checked, then refused for its content rather than its size)', async () => {
    const line = 'Filler,Row,filler@example.com\n';
    const content = 'first_name,last_name,email\n' + line.repeat(Math.floor((20 * 1024 * 1024 - 100) / line.length));
    const response = await upload('/imports/consultants', content);
    // 600,000+ rows: over the row limit, said plainly.
    expect(response.status).toBe(422);
    expect((await response.json()).message).toMatch(/at most 100,000/);
  });
});

describe('imports: permissions (data.import is admin only)', () => {
  it('answers 403 to employees and Project Managers, 401 signed out', async () => {
    for (const role of ['employee', 'pm'] as const) {
      expect((await upload('/imports/consultants', `${HEADER}\n${ROWS[0]}`, { cookie: cookies[role] })).status).toBe(
        403,
      );
      expect((await t.request('GET', '/api/imports/consultants/template', { cookie: cookies[role] })).status).toBe(403);
      expect((await t.request('GET', '/api/imports/runs', { cookie: cookies[role] })).status).toBe(403);
    }
    expect((await upload('/imports/consultants', `${HEADER}\n${ROWS[0]}`, { cookie: '' })).status).toBe(401);
  });
});

describe('templates', () => {
  it('serves each kind’s columns and an example row that itself imports cleanly', async () => {
    const response = await t.request('GET', '/api/imports/clients/template', { cookie: cookies.admin });
    expect(response.headers.get('content-disposition')).toContain('clients-template.csv');
    const text = await response.text();
    // (fetch's text() drops the byte-order mark the file starts with for Excel)
    expect(text.split('\r\n')[0]).toBe('name,status,industry,website,account_owner_email,notes');
    const template = await t.request('GET', '/api/imports/consultants/template', { cookie: cookies.admin });
    const report = await (await upload('/imports/consultants?create_missing=true', await template.text())).json();
    expect(report).toMatchObject({ total: 1, errors: [] });
  });
});

describe('importing clients and contacts', () => {
  it('creates, then matches clients by name in any case; contacts by client and e-mail', async () => {
    const clients = 'name,status,industry,website\nImported Co,active,Retail,https://imported.example\n';
    expect(await (await upload('/imports/clients?dry_run=false', clients)).json()).toMatchObject({ created: 1 });
    const renamed = 'name,status\nIMPORTED CO,active\n';
    expect(await (await upload('/imports/clients?dry_run=false', renamed)).json()).toMatchObject({ updated: 1 });
    const contacts =
      'client,first_name,last_name,email,is_primary\nImported Co,Sam,Porter,sam@imported.example,true\nNope Ltd,A,B,a@b.example,\n';
    const report = await (await upload('/imports/contacts?dry_run=false', contacts)).json();
    expect(report).toMatchObject({ created: 1 });
    expect(report.errors).toEqual([{ row: 3, column: 'client', message: "unknown client 'Nope Ltd'" }]);
    expect(await (await upload('/imports/contacts?dry_run=false', contacts)).json()).toMatchObject({ unchanged: 1 });
  });
});

describe('large files run as a job', () => {
  it('answers 202 with the run, whose job imports the rows and reports progress', async () => {
    const lines = Array.from(
      { length: 2_001 },
      (_, i) => `Bulk,Person${i},bulk${i}@example.com,,,,,,Data & Analytics/dbt:2,,`,
    );
    const response = await upload('/imports/consultants?dry_run=false', [HEADER, ...lines].join('\n'));
    expect(response.status).toBe(202);
    const { job_id, run } = await response.json();
    expect(run).toMatchObject({ id: job_id, status: 'queued', rows_total: 2_001, rows_done: 0 });
    await t.deps.jobs.tick();
    const done = await (await t.request('GET', `/api/imports/runs/${job_id}`, { cookie: cookies.admin })).json();
    expect(done).toMatchObject({ status: 'done', rows_done: 2_001, error_count: 0 });
    expect(done.report).toMatchObject({ created: 2_001, run_id: job_id });
    expect(await count(sql`select count(*)::int as n from consultants where email like 'bulk%@example.com'`)).toBe(
      2_001,
    );
    const runs = await (await t.request('GET', '/api/imports/runs', { cookie: cookies.admin })).json();
    expect(runs[0]).toMatchObject({ id: job_id, report: null });
  });
});
