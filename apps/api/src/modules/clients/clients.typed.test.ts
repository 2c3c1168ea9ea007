import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { typedClient } from '../../test/typed-client.js';
import { clientsRouter } from './clients.routes.js';

let t: TestApp;
type Client = ReturnType<typeof clientOf>;
const clientOf = (cookie: string) => typedClient(t, clientsRouter, cookie);
let admin: Client;
let employee: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = clientOf(await t.signIn(DEMO.admin));
  employee = clientOf(await t.signIn(DEMO.employee));
});
afterAll(() => t.close());

describe('clients routes through the typed client', () => {
  it('creates, reads and updates a client with If-Match; the types follow the route declarations', async () => {
    const created = await admin.api.clients.$post({ json: { name: 'Typed Client GmbH', status: 'prospect' } });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const client = await created.json();
    expect(created.headers.get('etag')).toBe('"1"');

    const read = await employee.api.clients[':id'].$get({ param: { id: client.id } });
    expect(read.status).toBe(200);
    if (read.status === 200) expect((await read.json()).name).toBe('Typed Client GmbH');

    const update = (version: string) =>
      admin.api.clients[':id'].$patch({
        param: { id: client.id },
        header: { 'if-match': version },
        json: { status: 'active' },
      });
    const updated = await update('"1"');
    expect(updated.status).toBe(200);
    if (updated.status === 200) expect(await updated.json()).toMatchObject({ status: 'active', version: 2 });
    expect((await update('"1"')).status).toBe(409);
  });

  it('answers only the statuses the route declares: 403 without the permission, 404 for an unknown id', async () => {
    expect((await employee.api.clients.$post({ json: { name: 'Nope' } })).status).toBe(403);
    const missing = await employee.api.clients[':id'].$get({ param: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.status).toBe(404);
  });

  it('lists with a typed query', async () => {
    const page = await employee.api.clients.$get({ query: { q: 'contoso', pageSize: '5' } });
    expect(page.status).toBe(200);
    if (page.status === 200) {
      const body = await page.json();
      // The 200 is JSON or (format=csv) text: the types say so, the test narrows.
      if (typeof body !== 'object' || !('items' in body)) throw new Error('expected the JSON page');
      expect(body.items.map((item) => item.name)).toEqual(['Contoso Health']);
    }
  });
});
