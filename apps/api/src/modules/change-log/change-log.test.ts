import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';
import { renderMarkdown } from './markdown.js';

const { t, cookies } = useDemoApp();

const entry = (over: Record<string, unknown> = {}) => ({
  release_version: '9.9.0',
  title: 'A new thing',
  body: 'Some **bold** text',
  category: 'feature',
  published_at: new Date(Date.now() - 60_000).toISOString(),
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
    const future = new Date(Date.now() + 86_400_000).toISOString();
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
