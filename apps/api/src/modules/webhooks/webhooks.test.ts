import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { typedClient } from '../../test/typed-client.js';
import { webhooksRouter } from './webhooks.routes.js';

// A local receiver address is what these tests register, so private targets are allowed here.
const { t, cookies } = useDemoApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
const clientOf = (cookie: string) => typedClient(t, webhooksRouter, cookie);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const URL = 'http://127.0.0.1:9/hook';

async function create(name: string) {
  const response = await clientOf(cookies.admin).api.webhooks.$post({
    json: { name, url: URL, event_types: ['work_item.created', 'timesheet.approved'] },
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  return response.json();
}

describe('webhook endpoints', () => {
  it('registers, reads, edits with If-Match, rotates the secret and deletes, auditing without the secret', async () => {
    const admin = clientOf(cookies.admin);
    const made = await create('Ops hook');
    expect(made).toMatchObject({ name: 'Ops hook', url: URL, format: 'json', enabled: true, version: 1 });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const read = await admin.api.webhooks[':id'].$get({ param: { id: made.id } });
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(JSON.stringify(await read.json())).not.toContain(made.secret);
    const listed = await admin.api.webhooks.$get({ query: { q: 'ops' } });
    expect(JSON.stringify(await listed.json())).not.toContain(made.secret);

    const patch = (version: string, json: { enabled?: boolean; format?: 'slack' }) =>
      admin.api.webhooks[':id'].$patch({ param: { id: made.id }, header: { 'if-match': version }, json });
    const disabled = await patch('"1"', { enabled: false, format: 'slack' });
    expect(disabled.status).toBe(200);
    if (disabled.status === 200) expect(await disabled.json()).toMatchObject({ enabled: false, format: 'slack' });
    expect((await patch('"1"', { enabled: true })).status).toBe(409);

    const stale = await admin.api.webhooks[':id']['rotate-secret'].$post({
      param: { id: made.id },
      header: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
    const rotated = await admin.api.webhooks[':id']['rotate-secret'].$post({
      param: { id: made.id },
      header: { 'if-match': '"2"' },
    });
    expect(rotated.status).toBe(200);
    if (rotated.status !== 200) return;
    const { secret } = await rotated.json();
    expect(secret).not.toBe(made.secret);
    const [stored] = await rowsOf<{ secret: string }>(
      t.deps.database.db,
      sql`select secret from webhooks where id = ${made.id}`,
    );
    expect(stored?.secret).toBe(secret);

    const removed = await admin.api.webhooks[':id'].$delete({ param: { id: made.id }, header: { 'if-match': '"3"' } });
    expect(removed.status).toBe(204);
    expect((await admin.api.webhooks[':id'].$get({ param: { id: made.id } })).status).toBe(404);

    const audit = await rowsOf<{ action: string; after: unknown; before: unknown }>(
      t.deps.database.db,
      sql`select action, after, before from audit_log where entity = 'webhooks' and entity_id = ${made.id} order by at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
    const trail = JSON.stringify(audit);
    expect(trail).not.toContain(made.secret);
    expect(trail).not.toContain(secret);
  });

  it('refuses bad input with field messages and a taken name with 409', async () => {
    const admin = clientOf(cookies.admin);
    await create('Taken name');
    const post = (json: Record<string, unknown>) =>
      t.request('POST', '/api/webhooks', { cookie: cookies.admin, body: json });
    const base = { name: 'Fine', url: URL, event_types: ['work_item.created'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: 'Line\nbreak' }, 'name'],
      [{ ...base, url: 'ftp://example.com/x' }, 'url'],
      [{ ...base, url: 'https://user:pw@example.com/x' }, 'url'],
      [{ ...base, event_types: [] }, 'event_types'],
      [{ ...base, event_types: ['work_item.deleted'] }, 'event_types'],
      [{ ...base, format: 'xml' }, 'format'],
      [{ ...base, secret: 'mine' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      if (field) {
        const fields = Object.keys((await response.json()).details.fields);
        expect(
          fields.some((key) => key.split('.')[0] === field),
          `${field} in ${fields.join()}`,
        ).toBe(true);
      }
    }
    const clash = await admin.api.webhooks.$post({
      json: { name: 'TAKEN NAME', url: URL, event_types: ['work_item.created'] },
    });
    expect(clash.status).toBe(409);
    expect((await admin.api.webhooks[':id'].$get({ param: { id: UNKNOWN_ID } })).status).toBe(404);
  });

  it('is for admins only: a Project Manager and an employee get 403 on every route', async () => {
    const made = await create('Admins only');
    for (const role of ['pm', 'employee'] as const) {
      const client = clientOf(cookies[role]);
      expect((await client.api.webhooks.$get({ query: {} })).status).toBe(403);
      expect((await client.api.webhooks[':id'].$get({ param: { id: made.id } })).status).toBe(403);
      expect(
        (await client.api.webhooks.$post({ json: { name: 'Mine', url: URL, event_types: ['work_item.created'] } }))
          .status,
      ).toBe(403);
      expect((await client.api.webhooks[':id'].deliveries.$get({ param: { id: made.id }, query: {} })).status).toBe(
        403,
      );
      expect(
        (await client.api.webhooks[':id'].$delete({ param: { id: made.id }, header: { 'if-match': '"1"' } })).status,
      ).toBe(403);
    }
  });
});
