import { csvRow } from '@praxis/shared';
import { renderMarkdown } from '@praxis/shared/markdown';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../auth/principal.js';
import { useDemoApp } from '../../test/demo-app.js';
import { entryRows } from './change-log.service.js';
import { idsPageByPage } from '../../test/export-pages.js';
import { csvLinesOf, expectCsvDownload } from '../../test/csv-download.js';
import { addTime } from '@praxis/shared/dates';

const { t, cookies } = useDemoApp();

const entry = (over: Record<string, unknown> = {}) => ({
  release_version: '9.9.0',
  title: 'A new thing',
  body: 'Some **bold** text',
  category: 'feature',
  published_at: addTime(Date.now(), { minutes: -1 }).toISOString(),
  ...over,
});

describe('Markdown rendering is sanitised', () => {
  it('escapes raw HTML: scripts and event handlers never become elements', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<b onclick="x()">hi</b>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript:, data: and vbscript: links but keeps web, mail and in-app links', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](vbscript:x) ' +
        '[e](https://example.com) [f](mailto:a@b.example) [g](/change-log)',
    );
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    expect(html).toContain('href="https://example.com" rel="noopener noreferrer nofollow" target="_blank"');
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('href="/change-log"');
  });

  it('renders ordinary Markdown', () => {
    expect(renderMarkdown('# Title\n\n- one\n- **two**')).toBe(
      '<h1>Title</h1>\n<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>\n',
    );
  });
});

describe('change log: permissions', () => {
  it('lets everyone read the seeded entries, newest first, with sanitised HTML', async () => {
    const response = await t.request('GET', '/api/change-log', { cookie: cookies.employee });
    expect(response.status).toBe(200);
    const entries = await response.json();
    expect(entries.length).toBeGreaterThanOrEqual(12);
    expect(entries.every((e: { state: string }) => e.state === 'published')).toBe(true);
    const dates = entries.map((e: { published_at: string }) => e.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(entries[0].body_html).toContain('<');
  });

  it('refuses writes to employee and Project Manager (403) and to the signed out (401)', async () => {
    for (const role of ['employee', 'pm'] as const) {
      expect((await t.request('POST', '/api/change-log', { cookie: cookies[role], body: entry() })).status).toBe(403);
      expect(
        (await t.request('POST', '/api/change-log/preview', { cookie: cookies[role], body: { body: 'x' } })).status,
      ).toBe(403);
    }
    expect((await t.request('GET', '/api/change-log')).status).toBe(401);
  });

  it('hides drafts and scheduled entries from readers (404), shows them to admins who ask', async () => {
    const draft = await (
      await t.request('POST', '/api/change-log', { cookie: cookies.admin, body: entry({ published_at: null }) })
    ).json();
    expect(draft.state).toBe('draft');
    const future = addTime(Date.now(), { days: 1 }).toISOString();
    const scheduled = await (
      await t.request('POST', '/api/change-log', { cookie: cookies.admin, body: entry({ published_at: future }) })
    ).json();
    expect(scheduled.state).toBe('scheduled');
    for (const id of [draft.id, scheduled.id]) {
      expect((await t.request('GET', `/api/change-log/${id}`, { cookie: cookies.employee })).status).toBe(404);
      expect((await t.request('GET', `/api/change-log/${id}`, { cookie: cookies.admin })).status).toBe(200);
    }
    const forEmployee = await (
      await t.request('GET', '/api/change-log?include_unpublished=true', { cookie: cookies.employee })
    ).json();
    expect(forEmployee.some((e: { id: string }) => e.id === draft.id)).toBe(false);
    const forAdmin = await (
      await t.request('GET', '/api/change-log?include_unpublished=true', { cookie: cookies.admin })
    ).json();
    expect(forAdmin.some((e: { id: string }) => e.id === draft.id)).toBe(true);
  });
});

describe('change log: writing and the what’s-new badge', () => {
  it('publishes a draft with If-Match (stale → 409), audited, and counts it as unread until seen', async () => {
    await t.request('POST', '/api/change-log/seen', { cookie: cookies.pm });
    expect((await (await t.request('GET', '/api/change-log/unread', { cookie: cookies.pm })).json()).count).toBe(0);
    const draft = await (
      await t.request('POST', '/api/change-log', { cookie: cookies.admin, body: entry({ published_at: null }) })
    ).json();
    expect((await (await t.request('GET', '/api/change-log/unread', { cookie: cookies.pm })).json()).count).toBe(0);
    const publish = (version: number) =>
      t.request('PATCH', `/api/change-log/${draft.id}`, {
        cookie: cookies.admin,
        body: { published_at: new Date().toISOString(), title: 'Now live' },
        headers: { 'if-match': `"${version}"` },
      });
    const published = await publish(1);
    expect(published.status).toBe(200);
    expect((await published.json()).state).toBe('published');
    expect((await publish(1)).status).toBe(409);
    expect((await (await t.request('GET', '/api/change-log/unread', { cookie: cookies.pm })).json()).count).toBe(1);
    const seen = await (await t.request('POST', '/api/change-log/seen', { cookie: cookies.pm })).json();
    expect(seen.count).toBe(0);
    expect((await t.request('DELETE', `/api/change-log/${draft.id}`, { cookie: cookies.admin })).status).toBe(204);
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const bad = await t.request('POST', '/api/change-log', {
      cookie: cookies.admin,
      body: { release_version: 'v 1', title: '', body: 'x', category: 'bugfix', published_at: 'soon' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).details.fields)).toEqual(
      expect.arrayContaining(['release_version', 'title', 'category', 'published_at']),
    );
  });

  it('previews Markdown for admins, sanitised', async () => {
    const response = await t.request('POST', '/api/change-log/preview', {
      cookie: cookies.admin,
      body: { body: '[x](javascript:alert(1)) <script>1</script>' },
    });
    const { html } = await response.json();
    expect(html).not.toMatch(/href="javascript|<script/i);
  });
});

describe('change log: CSV export (format=csv)', () => {
  const CARD = ['release_version', 'title', 'category', 'state', 'published_at', 'author_name'];

  it('exports every entry the list shows, newest first, with the columns of the card', async () => {
    const published = await (
      await t.request('POST', '/api/change-log', {
        cookie: cookies.admin,
        body: entry({ release_version: '9.9.1', title: 'Export, with "quotes"' }),
      })
    ).json();
    const json = await (await t.request('GET', '/api/change-log?category=feature', { cookie: cookies.admin })).json();
    const response = await t.request('GET', '/api/change-log?format=csv&category=feature', { cookie: cookies.admin });
    const asReader = await t.request('GET', '/api/change-log?format=csv', { cookie: cookies.employee });
    expect(asReader.status).toBe(403);
    const lines = await expectCsvDownload(response, 'change-log');
    expect(lines[0]).toBe('Version,Title,Category,State,Published,Author');
    expect(json.length).toBeGreaterThan(1);
    expect(lines).toHaveLength(json.length + 1);
    expect(lines.slice(1)).toEqual(json.map((e: Record<string, unknown>) => csvRow(e, CARD)));
    expect(lines).toContain(
      `9.9.1,"Export, with ""quotes""",feature,published,${published.published_at},${published.author_name}`,
    );
    expect(lines.slice(1).every((line) => line.includes(',feature,'))).toBe(true);
  });

  it('honours chosen columns and headers; drafts only for admins who ask; unknown column 422; signed out 401', async () => {
    const draft = await (
      await t.request('POST', '/api/change-log', { cookie: cookies.admin, body: entry({ published_at: null }) })
    ).json();
    const path = '/api/change-log?format=csv&include_unpublished=true&columns=id,state&headers=Id,State';
    const forAdmin = await csvLinesOf(await t.request('GET', path, { cookie: cookies.admin }));
    expect(forAdmin[0]).toBe('Id,State');
    expect(forAdmin).toContain(`${draft.id},draft`);
    const forEmployee = await csvLinesOf(await t.request('GET', path, { cookie: cookies.employee }));
    expect(forEmployee.some((line) => line.startsWith(draft.id))).toBe(false);
    expect(forEmployee.slice(1).every((line) => line.endsWith(',published'))).toBe(true);
    const bad = await t.request('GET', '/api/change-log?format=csv&columns=title,password', { cookie: cookies.admin });
    expect(bad.status).toBe(422);
    expect((await t.request('GET', '/api/change-log?format=csv')).status).toBe(401);
  });

  it('reads the export page by page in the order of the list, no entry twice or missed', async () => {
    const json = await (
      await t.request('GET', '/api/change-log?include_unpublished=true', { cookie: cookies.admin })
    ).json();
    const admin = { permissions: new Set(['change_log.manage']) } as unknown as Principal;
    const page = entryRows(t.deps.database.db, admin, { include_unpublished: true });
    const ids = await idsPageByPage(page, 4);
    expect(ids).toEqual(json.map((e: { id: string }) => e.id));
  });
});
