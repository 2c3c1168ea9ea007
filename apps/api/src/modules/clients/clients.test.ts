import { csvRow } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { csvLinesOf, expectCsvDownload } from '../../test/csv-download.js';

const { t, cookies } = useDemoApp();

const auditCount = async (entityId: string) => {
  const [row] = await rowsOf<{ n: number }>(
    t.deps.database.db,
    sql`select count(*)::int as n from audit_log where entity_id = ${entityId}`,
  );
  return row?.n ?? 0;
};

const newClient = async (name: string) => {
  const response = await t.request('POST', '/api/clients', { cookie: cookies.admin, body: { name, status: 'active' } });
  expect(response.status).toBe(201);
  return response.json();
};

describe('clients list', () => {
  it('lists the demo clients with active engagement counts and account owners, paginated in SQL', async () => {
    const page = await (await t.request('GET', '/api/clients?pageSize=5', { cookie: cookies.employee })).json();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(12);
    const all = await (await t.request('GET', '/api/clients?pageSize=200', { cookie: cookies.employee })).json();
    const northwind = all.items.find((c: { name: string }) => c.name === 'Northwind Logistics');
    expect(northwind.active_engagement_count).toBeGreaterThan(0);
    expect(northwind.account_owner_name).toBeTruthy();
  });

  it('searches and filters by status and account owner', async () => {
    const search = await (await t.request('GET', '/api/clients?q=contoso', { cookie: cookies.pm })).json();
    expect(search.items.map((c: { name: string }) => c.name)).toEqual(['Contoso Health']);
    const prospects = await (await t.request('GET', '/api/clients?status=prospect', { cookie: cookies.pm })).json();
    expect(prospects.items.length).toBeGreaterThan(0);
    expect(prospects.items.every((c: { status: string }) => c.status === 'prospect')).toBe(true);
    const owner = prospects.items[0].account_owner_id;
    const owned = await (
      await t.request('GET', `/api/clients?account_owner_id=${owner}`, { cookie: cookies.pm })
    ).json();
    expect(owned.items.every((c: { account_owner_id: string }) => c.account_owner_id === owner)).toBe(true);
    expect((await t.request('GET', '/api/clients?status=vip', { cookie: cookies.pm })).status).toBe(422);
  });
});

describe('clients: permissions (clients.manage is admin only)', () => {
  it('refuses creating, updating and deleting a client for employee and Project Manager', async () => {
    for (const role of ['employee', 'pm'] as const) {
      expect((await t.request('POST', '/api/clients', { cookie: cookies[role], body: { name: 'Nope' } })).status).toBe(
        403,
      );
    }
    const client = await newClient('Permission Test Co');
    for (const role of ['employee', 'pm'] as const) {
      const patch = await t.request('PATCH', `/api/clients/${client.id}`, {
        cookie: cookies[role],
        body: { notes: 'x' },
      });
      expect(patch.status).toBe(403);
      expect((await t.request('DELETE', `/api/clients/${client.id}`, { cookie: cookies[role] })).status).toBe(403);
    }
  });

  it('lets an admin create, update (audited, versioned) and delete a client', async () => {
    const client = await newClient('Admin Lifecycle Ltd');
    expect(client).toMatchObject({ status: 'active', version: 1, active_engagement_count: 0 });
    const updated = await t.request('PATCH', `/api/clients/${client.id}`, {
      cookie: cookies.admin,
      body: { industry: 'Software', website: 'https://lifecycle.example' },
      headers: { 'if-match': '"1"' },
    });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    const stale = await t.request('PATCH', `/api/clients/${client.id}`, {
      cookie: cookies.admin,
      body: { industry: 'Retail' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
    expect(await auditCount(client.id)).toBe(2);
    expect((await t.request('DELETE', `/api/clients/${client.id}`, { cookie: cookies.admin })).status).toBe(204);
    expect((await t.request('GET', `/api/clients/${client.id}`, { cookie: cookies.admin })).status).toBe(404);
  });

  it('refuses bad input with 422 and a duplicate name with 409, creating nothing', async () => {
    const bad = await t.request('POST', '/api/clients', {
      cookie: cookies.admin,
      body: { name: '  ', website: 'not a url', status: 'vip' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).details.fields)).toEqual(
      expect.arrayContaining(['name', 'website', 'status']),
    );
    const dup = await t.request('POST', '/api/clients', { cookie: cookies.admin, body: { name: 'contoso health' } });
    expect(dup.status).toBe(409);
  });

  it('refuses deleting a client that still has engagements', async () => {
    const all = await (await t.request('GET', '/api/clients?q=Northwind', { cookie: cookies.admin })).json();
    expect((await t.request('DELETE', `/api/clients/${all.items[0].id}`, { cookie: cookies.admin })).status).toBe(409);
  });
});

describe('client contacts (client_contacts.manage: all three roles)', () => {
  it('lets an employee add contacts; a new primary clears the old one in the same transaction', async () => {
    const client = await newClient('Contacts Corp');
    const add = (body: unknown) =>
      t.request('POST', `/api/clients/${client.id}/contacts`, { cookie: cookies.employee, body });
    const first = await add({ first_name: 'Ana', last_name: 'Silva', email: 'Ana@Contacts.example', is_primary: true });
    expect(first.status).toBe(201);
    expect((await first.json()).email).toBe('ana@contacts.example');
    const second = await (await add({ first_name: 'Ben', last_name: 'Okafor', is_primary: true })).json();
    const contacts = await (
      await t.request('GET', `/api/clients/${client.id}/contacts`, { cookie: cookies.pm })
    ).json();
    expect(contacts.filter((c: { is_primary: boolean }) => c.is_primary).map((c: { id: string }) => c.id)).toEqual([
      second.id,
    ]);
    expect(contacts[0].id).toBe(second.id);
  });

  it('updates with If-Match (stale → 409) and deletes; validates input', async () => {
    const client = await newClient('Contact Edits Inc');
    const contact = await (
      await t.request('POST', `/api/clients/${client.id}/contacts`, {
        cookie: cookies.pm,
        body: { first_name: 'Cy', last_name: 'Young' },
      })
    ).json();
    const patch = (body: unknown, version: number) =>
      t.request('PATCH', `/api/client-contacts/${contact.id}`, {
        cookie: cookies.pm,
        body,
        headers: { 'if-match': `"${version}"` },
      });
    expect((await patch({ title: 'CTO' }, 1)).status).toBe(200);
    expect((await patch({ title: 'CEO' }, 1)).status).toBe(409);
    expect((await patch({ email: 'nope' }, 2)).status).toBe(422);
    expect((await patch({ client_id: client.id }, 2)).status).toBe(422);
    expect((await t.request('DELETE', `/api/client-contacts/${contact.id}`, { cookie: cookies.employee })).status).toBe(
      204,
    );
    expect(await auditCount(contact.id)).toBe(3);
  });

  it('is 404 for contacts of an unknown client', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.request('GET', `/api/clients/${unknown}/contacts`, { cookie: cookies.pm })).status).toBe(404);
    expect(
      (
        await t.request('POST', `/api/clients/${unknown}/contacts`, {
          cookie: cookies.pm,
          body: { first_name: 'A', last_name: 'B' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('clients: CSV export (format=csv)', () => {
  it('streams every matching client, all pages, with the list filter and a download name', async () => {
    const response = await t.request('GET', '/api/clients?format=csv&status=prospect&pageSize=1', {
      cookie: cookies.admin,
    });
    const lines = await expectCsvDownload(response, 'clients');
    expect(lines[0]).toBe('Name,Status,Industry,Website,Account owner,Active engagements,Engagements,Contacts,Created');
    const json = await (
      await t.request('GET', '/api/clients?status=prospect&pageSize=200', { cookie: cookies.admin })
    ).json();
    expect(lines).toHaveLength(json.total + 1);
    expect(json.total).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'prospect')).toBe(true);
  });

  it('exports only the requested columns, and refuses unknown ones, signed-out callers and non-admins', async () => {
    const response = await t.request(
      'GET',
      '/api/clients?format=csv&q=contoso&columns=status,name&headers=State,Client',
      {
        cookie: cookies.admin,
      },
    );
    expect(await response.text()).toMatch(/^State,Client\r\n\w+,Contoso Health\r\n$/);
    const unknown = await t.request('GET', '/api/clients?format=csv&columns=name,password', { cookie: cookies.admin });
    expect(unknown.status).toBe(422);
    expect((await t.request('GET', '/api/clients?format=csv')).status).toBe(401);
    // Readers of the list who are not admins may not export it (data.export).
    for (const cookie of [cookies.pm, cookies.employee])
      expect((await t.request('GET', '/api/clients?format=csv', { cookie })).status).toBe(403);
  });

  it('guards cells that a spreadsheet would run as formulas', async () => {
    await newClient('=HYPERLINK("http://evil")');
    const text = await (
      await t.request('GET', '/api/clients?format=csv&q=HYPERLINK&columns=name&headers=Name', { cookie: cookies.admin })
    ).text();
    expect(text).toBe('Name\r\n"\'=HYPERLINK(""http://evil"")"\r\n');
  });
});

describe('client contacts: CSV export (format=csv)', () => {
  const CARD = ['first_name', 'last_name', 'is_primary', 'title', 'email', 'phone'];

  it("exports every contact of the client, primary first, with the card's columns", async () => {
    const client = await newClient('Contacts Export Ltd');
    const add = (body: unknown) =>
      t.request('POST', `/api/clients/${client.id}/contacts`, { cookie: cookies.employee, body });
    await add({ first_name: 'Zoe', last_name: 'Adams', title: 'CFO, "Finance"', email: 'zoe@export.example' });
    await add({ first_name: 'Yan', last_name: 'Berg', phone: '+1 555 0100', is_primary: true });
    await add({ first_name: 'Xia', last_name: 'Chen', notes: 'Prefers email' });
    const other = await newClient('Contacts Export Other');
    await t.request('POST', `/api/clients/${other.id}/contacts`, {
      cookie: cookies.employee,
      body: { first_name: 'Not', last_name: 'Listed' },
    });
    const json = await (
      await t.request('GET', `/api/clients/${client.id}/contacts`, { cookie: cookies.employee })
    ).json();
    const response = await t.request('GET', `/api/clients/${client.id}/contacts?format=csv`, {
      cookie: cookies.admin,
    });
    const lines = await expectCsvDownload(response, 'client-contacts');
    expect(lines[0]).toBe('First name,Last name,Primary,Title,Email,Phone');
    expect(json).toHaveLength(3);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1)).toEqual(json.map((contact: Record<string, unknown>) => csvRow(contact, CARD)));
    // A phone starting with + is written formula-safe, as csvRow writes any such text.
    expect(lines[1]).toBe("Yan,Berg,true,,,'+1 555 0100");
    expect(lines).toContain('Zoe,Adams,false,"CFO, ""Finance""",zoe@export.example,');
    expect(lines.some((line) => line.includes('Listed'))).toBe(false);
  });

  it('honours chosen columns and headers; unknown column 422; unknown client 404; non-admins 403; signed out 401', async () => {
    const client = await newClient('Contacts Export Columns');
    const contact = await (
      await t.request('POST', `/api/clients/${client.id}/contacts`, {
        cookie: cookies.pm,
        body: { first_name: 'Wu', last_name: 'Dee', notes: 'Met at the summit' },
      })
    ).json();
    const path = `/api/clients/${client.id}/contacts?format=csv`;
    const chosen = await t.request('GET', `${path}&columns=id,notes&headers=Id,Notes`, { cookie: cookies.admin });
    expect(await csvLinesOf(chosen)).toEqual(['Id,Notes', `${contact.id},Met at the summit`]);
    const bad = await t.request('GET', `${path}&columns=first_name,password`, { cookie: cookies.admin });
    expect(bad.status).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await t.request('GET', `/api/clients/${unknown}/contacts?format=csv`, { cookie: cookies.admin });
    expect(missing.status).toBe(404);
    // Every role reads the contacts (client_contacts.view), but only data.export exports them; signed out is 401.
    expect((await t.request('GET', path, { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('GET', path)).status).toBe(401);
  });
});
