import { CATALOGUE_KINDS, csvRow } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { csvLinesOf, expectCsvDownload } from '../../test/csv-download.js';

const { t, cookies } = useDemoApp();

const req = (method: string, path: string, body?: unknown, cookie = cookies.admin, headers?: Record<string, string>) =>
  t.request(method, path, { cookie, body, headers });
const audits = async (entity: string) =>
  (
    await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from audit_log where entity = ${entity}`,
    )
  )[0]?.n ?? 0;

const categoryId = async () => (await (await req('GET', '/api/platform-categories')).json()).items[0].id as string;
const inputFor = async (kind: string, name: string) =>
  kind === 'platform-products' ? { name, category_id: await categoryId() } : { name };

describe.each(CATALOGUE_KINDS)('catalogue %s', (kind) => {
  it('lists in display order for anyone signed in, paginated', async () => {
    const response = await req('GET', `/api/${kind}?pageSize=200`, undefined, cookies.employee);
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      usage_count: expect.any(Number),
    });
    if (kind !== 'platform-products') {
      const orders = page.items.map((item: { display_order: number }) => item.display_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    const small = await (await req('GET', `/api/${kind}?pageSize=1&page=2`, undefined, cookies.employee)).json();
    expect(small.items).toHaveLength(page.total > 1 ? 1 : 0);
  });

  it('creates (last), renames with If-Match, refuses duplicates and stale versions, deletes — all audited', async () => {
    const entity = kind.replace('-', '_');
    const before = await audits(entity);
    const created = await req('POST', `/api/${kind}`, await inputFor(kind, `Test ${kind} entry`));
    expect(created.status).toBe(201);
    const item = await created.json();
    expect(item.usage_count).toBe(0);
    const duplicate = await req('POST', `/api/${kind}`, await inputFor(kind, `test ${kind} ENTRY`));
    expect(duplicate.status).toBe(409);
    const renamed = await req('PATCH', `/api/${kind}/${item.id}`, { name: `Renamed ${kind}` }, cookies.admin, {
      'if-match': `"${item.version}"`,
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: `Renamed ${kind}`, version: item.version + 1 });
    const stale = await req('PATCH', `/api/${kind}/${item.id}`, { name: 'Stale' }, cookies.admin, {
      'if-match': `"${item.version}"`,
    });
    expect(stale.status).toBe(409);
    expect((await req('DELETE', `/api/${kind}/${item.id}`)).status).toBe(204);
    expect((await req('DELETE', `/api/${kind}/${item.id}`)).status).toBe(404);
    expect(await audits(entity)).toBe(before + 3);
  });

  it('refuses empty names and unknown fields with 422, and non-admins with 403', async () => {
    expect((await req('POST', `/api/${kind}`, { name: '  ' })).status).toBe(422);
    expect((await req('POST', `/api/${kind}`, { name: 'X', colour: 'red' })).status).toBe(422);
    expect((await req('POST', `/api/${kind}`, { name: 'X' }, cookies.pm)).status).toBe(403);
    expect((await req('POST', `/api/${kind}`, { name: 'X' }, cookies.employee)).status).toBe(403);
  });

  it('reorders with the complete list only', async () => {
    const scope = kind === 'platform-products' ? `&category_id=${await categoryId()}` : '';
    const page = await (await req('GET', `/api/${kind}?pageSize=200${scope}`)).json();
    const ids: string[] = page.items.map((item: { id: string }) => item.id);
    const reversed = [...ids].reverse();
    expect((await req('PUT', `/api/${kind}/order`, { ids: reversed })).status).toBe(204);
    const after = await (await req('GET', `/api/${kind}?pageSize=200${scope}`)).json();
    expect(after.items.map((item: { id: string }) => item.id)).toEqual(reversed);
    if (ids.length > 1) expect((await req('PUT', `/api/${kind}/order`, { ids: ids.slice(1) })).status).toBe(409);
    expect((await req('PUT', `/api/${kind}/order`, { ids: [ids[0], ids[0]] })).status).toBe(422);
  });
});

describe('catalogue entries in use', () => {
  it('refuses deleting an entry a profile uses, with a clear message', async () => {
    const [used] = await rowsOf<{ id: string; name: string }>(
      t.deps.database.db,
      sql`select l.id, l.name from languages l where exists (select 1 from consultant_languages x where x.language_id = l.id) limit 1`,
    );
    const response = await req('DELETE', `/api/languages/${used?.id}`);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toContain(`${used?.name} is in use`);
  });

  it('requires a known category for a product', async () => {
    const response = await req('POST', '/api/platform-products', { name: 'Orphan' });
    expect(response.status).toBe(422);
    expect((await response.json()).details.fields.category_id).toBe('Choose a platform category.');
  });
});

describe('job titles', () => {
  it('deletes an unused title, and refuses one that consultants hold', async () => {
    const created = await (await req('POST', '/api/job-titles', { title: 'Temporary Title' })).json();
    expect((await req('DELETE', `/api/job-titles/${created.id}`)).status).toBe(204);
    const titles = await (await req('GET', '/api/job-titles')).json();
    const held = titles.find((title: { member_count: number }) => title.member_count > 0);
    const refused = await req('DELETE', `/api/job-titles/${held.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain('cannot be deleted');
  });

  it('exports the titles with their member counts as CSV', async () => {
    const titles = await (await req('GET', '/api/job-titles')).json();
    const csv = await req('GET', '/api/job-titles?format=csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Title,Members');
    expect(lines.slice(1)).toEqual(
      titles.map((title: { title: string; member_count: number }) => `${title.title},${title.member_count}`),
    );
  });
});

describe.each(CATALOGUE_KINDS)('catalogue %s: CSV export (format=csv)', (kind) => {
  const SHOWN: Record<string, string> = {
    issuer: 'Issuer',
    platform: 'Platform',
    code: 'Code',
    description: 'Description',
  };

  it('exports every entry of the list, all pages, in display order, with what the panel shows', async () => {
    const scope = kind === 'platform-products' ? `&category_id=${await categoryId()}` : '';
    await req('POST', `/api/${kind}`, await inputFor(kind, `CSV, "export" ${kind}`));
    const json = await (await req('GET', `/api/${kind}?pageSize=200${scope}`)).json();
    const response = await req('GET', `/api/${kind}?format=csv&pageSize=1${scope}`);
    const lines = await expectCsvDownload(response, kind);
    const [header, ...rows] = lines;
    const headers = header!.split(',');
    expect(headers[0]).toBe(kind === 'engagement-roles' ? 'Title' : 'Name');
    expect(headers.at(-1)).toBe('Used');
    const keys = ['name', ...Object.keys(SHOWN).filter((key) => headers.includes(SHOWN[key]!)), 'usage_count'];
    expect(keys).toHaveLength(headers.length);
    expect(json.total).toBeGreaterThan(1);
    expect(rows).toHaveLength(json.total);
    expect(rows).toEqual(json.items.map((item: Record<string, unknown>) => csvRow(item, keys)));
    expect(rows.some((row) => row.startsWith(`"CSV, ""export"" ${kind}"`))).toBe(true);
  });

  it('honours chosen columns, headers and the search; unknown column 422; signed out 401; non-admins 403', async () => {
    const json = await (await req('GET', `/api/${kind}?pageSize=200`)).json();
    const first = json.items[0] as { id: string; name: string; version: number };
    const path = `/api/${kind}?format=csv&q=${encodeURIComponent(first.name)}&columns=id,name,version&headers=Id,N,V`;
    const lines = await csvLinesOf(await req('GET', path));
    expect(lines[0]).toBe('Id,N,V');
    expect(lines.slice(1)).toContain(csvRow(first, ['id', 'name', 'version']));
    expect(lines.slice(1).every((line) => line.toLowerCase().includes(first.name.toLowerCase()))).toBe(true);
    const bad = await req('GET', `/api/${kind}?format=csv&columns=name,password`);
    expect(bad.status).toBe(422);
    expect((await t.request('GET', `/api/${kind}?format=csv`)).status).toBe(401);
    // An export needs data.export: readers of the list who are not admins get 403.
    expect((await req('GET', `/api/${kind}?format=csv`, undefined, cookies.employee)).status).toBe(403);
  });
});
