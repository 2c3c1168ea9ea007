import { rmSync } from 'node:fs';
import { csvRow } from '@praxis/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, ORIGIN, type TestApp, type TestResponse } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';
import { expectCsvDownload } from '../../test/csv-download.js';
import { GOLDEN_ITEMS_CSV } from './golden-items.csv.js';
import { withS3App } from '../../test/s3-server.js';

const dataDir = `/tmp/praxis-golden-${process.pid}`;
// Registered before the app's hooks, so it runs after the app is closed (afterAll hooks run last-registered first).
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { t, cookies } = useDemoApp({ DATA_DIR: dataDir });

const upload = (
  app: TestApp,
  path: string,
  cookie: string,
  file: File,
  extra: Record<string, string> = {},
): Promise<TestResponse> => {
  const form = new FormData();
  form.set('file', file);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return Promise.resolve(
    app.app.request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, cookie }, body: form }),
  ) as Promise<TestResponse>;
};
const DEFAULT_COLUMNS = GOLDEN_ITEMS_CSV.columns.map((column) => column.key);
const pdf = (text: string) => new File([`%PDF-1.7\n${text}`], 'guide.pdf', { type: 'application/pdf' });

const newFolder = async (body: Record<string, unknown> = {}) => {
  const response = await t.request('POST', '/api/golden-folders', {
    cookie: cookies.pm,
    body: { name: `Kit ${Math.random()}`, ...body },
  });
  expect(response.status).toBe(201);
  return response.json();
};

describe('golden folders: who may open them', () => {
  it('lists the seeded kits for Project Managers and admins, one per engagement type, with staleness', async () => {
    const folders = await (await t.request('GET', '/api/golden-folders', { cookie: cookies.pm })).json();
    const types = folders.map((f: { engagement_type: string | null }) => f.engagement_type);
    expect(types).toEqual(expect.arrayContaining(['project', 'trust360', 'retainer']));
    const retainer = folders.find((f: { engagement_type: string }) => f.engagement_type === 'retainer');
    expect(retainer.is_stale).toBe(true);
    const project = folders.find((f: { engagement_type: string }) => f.engagement_type === 'project');
    expect(project.is_stale).toBe(false);
    expect((await t.request('GET', '/api/golden-folders', { cookie: cookies.admin })).status).toBe(200);
  });

  it('refuses employees everything (403) and the signed out (401)', async () => {
    const [first] = await (await t.request('GET', '/api/golden-folders', { cookie: cookies.pm })).json();
    expect((await t.request('GET', '/api/golden-folders', { cookie: cookies.employee })).status).toBe(403);
    expect((await t.request('GET', `/api/golden-folders/${first.id}`, { cookie: cookies.employee })).status).toBe(403);
    expect((await upload(t, `/api/golden-folders/${first.id}/documents`, cookies.employee, pdf('x'))).status).toBe(403);
    expect((await t.request('GET', '/api/golden-folders')).status).toBe(401);
  });

  it('shows a folder with its path, sub-folders and items; filters by engagement type', async () => {
    const [project] = await (
      await t.request('GET', '/api/golden-folders?engagement_type=project', { cookie: cookies.pm })
    ).json();
    const detail = await (await t.request('GET', `/api/golden-folders/${project.id}`, { cookie: cookies.pm })).json();
    expect(detail.children.length).toBeGreaterThan(0);
    expect(detail.items.some((i: { kind: string }) => i.kind === 'document')).toBe(true);
    const child = await (
      await t.request('GET', `/api/golden-folders/${detail.children[0].id}`, { cookie: cookies.pm })
    ).json();
    expect(child.path).toEqual([{ id: project.id, name: project.name }]);
  });
});

describe('golden folders: documents', () => {
  it('uploads a document, keeps versions and downloads each with its type', async () => {
    const folder = await newFolder();
    const created = await upload(t, `/api/golden-folders/${folder.id}/documents`, cookies.pm, pdf('one'), {
      description: 'Delivery guide',
    });
    expect(created.status).toBe(201);
    const item = await created.json();
    expect(item).toMatchObject({ kind: 'document', name: 'guide.pdf', version_count: 1 });
    expect(item.latest).toMatchObject({ number: 1, content_type: 'application/pdf', file_name: 'guide.pdf' });
    const second = await (await upload(t, `/api/golden-items/${item.id}/versions`, cookies.admin, pdf('two'))).json();
    expect(second.version_count).toBe(2);
    const latest = await t.request('GET', `/api/golden-items/${item.id}/download`, { cookie: cookies.pm });
    expect(latest.status).toBe(200);
    expect(latest.headers.get('content-type')).toBe('application/pdf');
    expect(latest.headers.get('content-disposition')).toContain('attachment; filename="guide.pdf"');
    expect(await latest.text()).toBe('%PDF-1.7\ntwo');
    const first = await t.request('GET', `/api/golden-items/${item.id}/download?version=1`, { cookie: cookies.pm });
    expect(await first.text()).toBe('%PDF-1.7\none');
    const versions = await (
      await t.request('GET', `/api/golden-items/${item.id}/versions`, { cookie: cookies.pm })
    ).json();
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(
      (await t.request('GET', `/api/golden-items/${item.id}/download?version=9`, { cookie: cookies.pm })).status,
    ).toBe(404);
  });

  it('refuses files whose content is not an accepted type, empty files and files over 10 MB (422)', async () => {
    const folder = await newFolder();
    const path = `/api/golden-folders/${folder.id}/documents`;
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'report.pdf', { type: 'application/pdf' });
    const html = new File(['<script>alert(1)</script>'], 'page.html', { type: 'text/html' });
    const binaryTxt = new File([new Uint8Array([0x41, 0x00, 0x42])], 'notes.txt', { type: 'text/plain' });
    const zipAsDocx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])], 'archive.zip');
    for (const file of [exe, html, binaryTxt, zipAsDocx, new File([], 'empty.txt')]) {
      const response = await upload(t, path, cookies.pm, file);
      expect(response.status, file.name).toBe(422);
      expect((await response.json()).details.fields.file).toBeTruthy();
    }
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf');
    const tooBig = await upload(t, path, cookies.pm, big);
    expect(tooBig.status).toBe(422);
    expect((await tooBig.json()).message).toMatch(/10 MB/);
    const detail = await (await t.request('GET', `/api/golden-folders/${folder.id}`, { cookie: cookies.pm })).json();
    expect(detail.items).toEqual([]);
  });

  it('accepts Markdown and CSV by content and serves them as UTF-8 text', async () => {
    const folder = await newFolder();
    const md = new File(['# Título\n'], 'readme.md');
    const item = await (await upload(t, `/api/golden-folders/${folder.id}/documents`, cookies.pm, md)).json();
    const download = await t.request('GET', `/api/golden-items/${item.id}/download`, { cookie: cookies.pm });
    expect(download.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await download.text()).toBe('# Título\n');
  });
});

describe("golden folders: a folder's items as a list and as CSV", () => {
  it('lists the items as the folder shows them and exports them (every item, chosen columns)', async () => {
    const folder = await newFolder();
    await upload(t, `/api/golden-folders/${folder.id}/documents`, cookies.pm, pdf('one'), { description: 'Guide' });
    const link = { name: 'Runbook, "v2"', url: 'https://example.com/runbook' };
    expect(
      (await t.request('POST', `/api/golden-folders/${folder.id}/links`, { cookie: cookies.pm, body: link })).status,
    ).toBe(201);
    const detail = await (await t.request('GET', `/api/golden-folders/${folder.id}`, { cookie: cookies.pm })).json();
    const items = await t.request('GET', `/api/golden-folders/${folder.id}/items`, { cookie: cookies.pm });
    expect(items.status).toBe(200);
    expect(await items.json()).toEqual(detail.items);

    const csv = `/api/golden-folders/${folder.id}/items?format=csv`;
    const lines = await expectCsvDownload(
      await t.request('GET', csv, { cookie: cookies.admin }),
      'golden-folder-items',
    );
    expect(lines[0]).toBe('Name,Kind,Description,URL,File,Size (bytes),Versions,Updated');
    const [document, runbook] = detail.items;
    expect(lines.slice(1)).toEqual([
      csvRow({ ...document, file_name: 'guide.pdf', size_bytes: document.latest.size_bytes }, DEFAULT_COLUMNS),
      csvRow({ ...runbook, file_name: null, size_bytes: null }, DEFAULT_COLUMNS),
    ]);
    expect(lines[2]).toContain('"Runbook, ""v2"""');
    const chosen = await t.request('GET', `${csv}&columns=name,uploaded_by_name&headers=Item,By`, {
      cookie: cookies.admin,
    });
    expect(await expectCsvDownload(chosen, 'golden-folder-items')).toEqual([
      'Item,By',
      `guide.pdf,${document.latest.uploaded_by_name}`,
      '"Runbook, ""v2""",',
    ]);
  });

  it('refuses unknown columns (422), a missing folder (404), employees and Project Managers (403), the signed out (401)', async () => {
    const folder = await newFolder();
    const path = `/api/golden-folders/${folder.id}/items`;
    const unknown = `${path}?format=csv&columns=name,storage_key`;
    expect((await t.request('GET', unknown, { cookie: cookies.admin })).status).toBe(422);
    const missing = '/api/golden-folders/00000000-0000-4000-8000-000000000000/items?format=csv';
    expect((await t.request('GET', missing, { cookie: cookies.admin })).status).toBe(404);
    // A Project Manager reads the folder but may not export it (data.export).
    expect((await t.request('GET', `${path}?format=csv`, { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('GET', path, { cookie: cookies.employee })).status).toBe(403);
    expect((await t.request('GET', path)).status).toBe(401);
  });
});

describe('golden folders: links, nesting, search, concurrency', () => {
  it('adds links (http/https only), nests folders, refuses cycles and stale versions', async () => {
    const parent = await newFolder({ engagement_type: 'project' });
    const child = await newFolder({ parent_id: parent.id });
    const bad = await t.request('POST', `/api/golden-folders/${child.id}/links`, {
      cookie: cookies.pm,
      body: { name: 'x', url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(422);
    const link = await t.request('POST', `/api/golden-folders/${child.id}/links`, {
      cookie: cookies.pm,
      body: { name: 'Playbook', url: 'https://example.com/playbook' },
    });
    expect(link.status).toBe(201);
    const cycle = await t.request('PATCH', `/api/golden-folders/${parent.id}`, {
      cookie: cookies.pm,
      body: { parent_id: child.id },
    });
    expect(cycle.status).toBe(422);
    const reviewed = await t.request('PATCH', `/api/golden-folders/${parent.id}`, {
      cookie: cookies.pm,
      body: { last_reviewed_on: new Date().toISOString().slice(0, 10) },
      headers: { 'if-match': '"1"' },
    });
    expect(reviewed.status).toBe(200);
    expect((await reviewed.json()).is_stale).toBe(false);
    const stale = await t.request('PATCH', `/api/golden-folders/${parent.id}`, {
      cookie: cookies.pm,
      body: { name: 'Renamed' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
  });

  it('finds folders, documents and links by prefix of words in names and descriptions', async () => {
    const folder = await newFolder({ name: 'Zephyrine onboarding', description: 'Quantum widgets' });
    await t.request('POST', `/api/golden-folders/${folder.id}/links`, {
      cookie: cookies.pm,
      body: { name: 'Widget catalogue', description: 'Zephyrine parts list', url: 'https://example.com' },
    });
    const hits = await (await t.request('GET', '/api/golden-folders/search?q=zephyr', { cookie: cookies.pm })).json();
    expect(hits.map((h: { kind: string }) => h.kind).sort()).toEqual(['folder', 'link']);
    const both = await (
      await t.request('GET', '/api/golden-folders/search?q=quantum%20widg', { cookie: cookies.pm })
    ).json();
    expect(both.map((h: { id: string }) => h.id)).toEqual([folder.id]);
    const punctuation = await t.request('GET', '/api/golden-folders/search?q=%27%29%3A*%26%7C', { cookie: cookies.pm });
    expect(punctuation.status).toBe(200);
    expect(await punctuation.json()).toEqual([]);
    const seeded = await (
      await t.request('GET', '/api/golden-folders/search?q=charter', { cookie: cookies.pm })
    ).json();
    expect(seeded[0]).toMatchObject({ kind: 'document', name: 'Project charter template' });
  });

  it('deletes a folder with its documents and their files', async () => {
    const folder = await newFolder();
    const item = await (await upload(t, `/api/golden-folders/${folder.id}/documents`, cookies.pm, pdf('x'))).json();
    expect((await t.request('DELETE', `/api/golden-folders/${folder.id}`, { cookie: cookies.admin })).status).toBe(204);
    expect((await t.request('GET', `/api/golden-items/${item.id}/download`, { cookie: cookies.pm })).status).toBe(404);
  });

  it('lets a Project Manager delete only their own top-level kit (and any sub-folder); admins any', async () => {
    const consultantOf = async (cookie: string) =>
      (await (await t.request('GET', '/api/me', { cookie })).json()).consultant.id as string;
    const [pmId, adminId] = [await consultantOf(cookies.pm), await consultantOf(cookies.admin)];
    const remove = async (folder: { id: string; version: number }, cookie: string) =>
      (
        await t.request('DELETE', `/api/golden-folders/${folder.id}`, {
          cookie,
          headers: { 'if-match': `"${folder.version}"` },
        })
      ).status;
    const others = await newFolder({ owner_id: adminId });
    const ownerless = await newFolder();
    expect(await remove(others, cookies.pm)).toBe(403);
    expect(await remove(ownerless, cookies.pm)).toBe(403);
    expect((await t.request('GET', `/api/golden-folders/${others.id}`, { cookie: cookies.pm })).status).toBe(200);
    const sub = await newFolder({ owner_id: adminId, parent_id: others.id });
    expect(await remove(sub, cookies.pm)).toBe(204);
    expect(await remove(await newFolder({ owner_id: pmId }), cookies.pm)).toBe(204);
    expect(await remove(others, cookies.admin)).toBe(204);
    expect(await remove(ownerless, cookies.admin)).toBe(204);
  });
});

describe('golden folders on S3-compatible storage', () => {
  it('stores and serves documents from the bucket', () =>
    withS3App(async (app) => {
      expect(app.deps.storage.kind).toBe('s3');
      const cookie = await app.signIn(DEMO.pm);
      const [kit] = await (await app.request('GET', '/api/golden-folders', { cookie })).json();
      const item = await (await upload(app, `/api/golden-folders/${kit.id}/documents`, cookie, pdf('s3'))).json();
      const download = await app.request('GET', `/api/golden-items/${item.id}/download`, { cookie });
      expect(download.status).toBe(200);
      expect(await download.text()).toBe('%PDF-1.7\ns3');
    }));
});
