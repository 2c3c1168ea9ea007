import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';
import { engagementsOfPm } from '../../test/engagement-fixtures.js';

const { t, cookies } = useDemoApp();

const get = (path: string, cookie: string) => t.request('GET', path, { cookie });

describe('record history (Activity)', () => {
  it("shows an engagement's changes, who made them and before → after, to admins and its managers", async () => {
    const { managed, other } = await engagementsOfPm(t);
    const read = await get(`/api/engagements/${managed}`, cookies.admin);
    const before = (await read.json()).project_temperature;
    const next = before === 'red' ? 'green' : 'red';
    const changed = await t.request('PATCH', `/api/engagements/${managed}`, {
      cookie: cookies.admin,
      body: { project_temperature: next },
      headers: { 'if-match': read.headers.get('etag') ?? '' },
    });
    expect(changed.status).toBe(200);

    const page = await (await get(`/api/engagements/${managed}/activity?pageSize=5`, cookies.pm)).json();
    expect(page.items[0]).toMatchObject({
      entity: 'engagements',
      action: 'update',
      actor_name: expect.any(String),
      changes: [{ field: 'project_temperature', before, after: next }],
    });
    expect((await get(`/api/engagements/${other}/activity`, cookies.pm)).status).toBe(403);
    expect((await get(`/api/engagements/${managed}/activity`, cookies.employee)).status).toBe(403);
    expect((await get(`/api/engagements/00000000-0000-4000-8000-000000000000/activity`, cookies.admin)).status).toBe(
      404,
    );
  });

  it("shows a client's and a consultant's history to admins only", async () => {
    const clients = await (await get('/api/clients?pageSize=1', cookies.admin)).json();
    const client = clients.items[0];
    const read = await get(`/api/clients/${client.id}`, cookies.admin);
    const renamed = await t.request('PATCH', `/api/clients/${client.id}`, {
      cookie: cookies.admin,
      body: { name: `${client.name} Group` },
      headers: { 'if-match': read.headers.get('etag') ?? '' },
    });
    expect(renamed.status).toBe(200);
    const page = await (await get(`/api/clients/${client.id}/activity`, cookies.admin)).json();
    expect(page.items[0].changes).toEqual([{ field: 'name', before: client.name, after: `${client.name} Group` }]);
    expect((await get(`/api/clients/${client.id}/activity`, cookies.pm)).status).toBe(403);

    const me = await (await get('/api/me', cookies.employee)).json();
    const history = await get(`/api/consultants/${me.consultant.id}/activity`, cookies.admin);
    expect(history.status).toBe(200);
    expect((await get(`/api/consultants/${me.consultant.id}/activity`, cookies.employee)).status).toBe(403);
  });
});
