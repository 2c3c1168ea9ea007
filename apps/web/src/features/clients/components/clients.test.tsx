import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client, ClientContact } from '@praxis/shared';
import { createFakeApi, json, type FakeHandler } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const CLIENT: Client = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Northwind Logistics',
  logo_url: null,
  industry: 'Transportation & Logistics',
  website: 'https://northwind.example',
  status: 'active',
  account_owner_id: 'c1c1c1c1-0000-4000-8000-000000000001',
  account_owner_name: 'Priya Patel',
  notes: 'Quarterly reviews with the COO.',
  active_engagement_count: 2,
  engagement_count: 3,
  contact_count: 1,
  version: 1,
  created_at: '2025-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
};

const CONTACT: ClientContact = {
  id: 'd1d1d1d1-0000-4000-8000-000000000001',
  client_id: CLIENT.id,
  first_name: 'Sarah',
  last_name: 'Hughes',
  email: 'sarah.hughes@northwind.example',
  phone: null,
  title: 'Chief Information Officer',
  is_primary: true,
  notes: null,
  version: 1,
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 24 });
/** What a client's page reads — CLIENT, its contact CONTACT, no engagements — under a test's own routes. */
const clientPageRoutes = (routes: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  [`GET /api/clients/${CLIENT.id}`]: () => json(CLIENT),
  [`GET /api/clients/${CLIENT.id}/contacts`]: () => json([CONTACT]),
  'GET /api/engagements': () => json(page([])),
  ...routes,
});

describe('/clients', () => {
  it('shows clients with status, owner and active engagement count; only admins get New Client', async () => {
    const routes = {
      'GET /api/clients': () => json(page([CLIENT])),
      'GET /api/consultants': () => json(page([])),
    };
    renderApp('/clients', createFakeApi({ me: makeMe('employee'), routes }));
    const card = (await screen.findByRole('link', { name: 'Northwind Logistics' })).closest('tr')!;
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Priya Patel')).toBeInTheDocument();
    expect(within(card).getByText('2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Client' })).not.toBeInTheDocument();
  });

  it('keeps a status chosen while the search is still pending', async () => {
    const routes = {
      'GET /api/clients': () => json(page([CLIENT])),
      'GET /api/consultants': () => json(page([])),
    };
    const { user, router } = renderApp('/clients', createFakeApi({ me: makeMe('employee'), routes }));
    await screen.findByRole('link', { name: 'Northwind Logistics' });
    await user.type(screen.getByLabelText('Search'), 'north');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    const search = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(search().get('q')).toBe('north'));
    expect(search().get('status')).toBe('active');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
  });
});

describe('/clients/{id}', () => {
  it('lets an employee add a contact (client_contacts.manage) and validates it with the API schema', async () => {
    const contacts = [CONTACT];
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: clientPageRoutes({
        [`GET /api/clients/${CLIENT.id}/contacts`]: () => json(contacts),
        [`POST /api/clients/${CLIENT.id}/contacts`]: ({ body }) => {
          const created = { ...CONTACT, ...(body as object), id: 'd2d2d2d2-0000-4000-8000-000000000002' };
          contacts.push(created as ClientContact);
          return json(created, 201);
        },
      }),
    });
    const { user } = renderApp(`/clients/${CLIENT.id}`, api);
    expect(await screen.findByRole('heading', { name: 'Northwind Logistics' })).toBeInTheDocument();
    expect(await screen.findByText('Sarah Hughes')).toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(screen.getByText('No engagements with this client yet')).toBeInTheDocument();

    // The sections are revealed together once none is loading (RevealWhenLoaded): until then they are hidden.
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(within(dialog).getByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/clients/${CLIENT.id}/contacts`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/First name/), 'Ben');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Okafor');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ben@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(api.requestsTo(`POST /api/clients/${CLIENT.id}/contacts`)).toHaveLength(1));
    expect(api.requestsTo(`POST /api/clients/${CLIENT.id}/contacts`)[0]?.body).toMatchObject({
      first_name: 'Ben',
      last_name: 'Okafor',
      email: 'ben@northwind.example',
      is_primary: false,
    });
    expect(await screen.findByText('Ben Okafor')).toBeInTheDocument();
  });

  it('lets an admin edit the client: prefilled, If-Match of its version, field errors from a 422', async () => {
    let current = { ...CLIENT };
    let answer422 = true;
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: clientPageRoutes({
        [`GET /api/clients/${CLIENT.id}`]: () => json(current),
        'GET /api/consultants': () => json(page([])),
        [`PATCH /api/clients/${CLIENT.id}`]: ({ body }) => {
          if (answer422) {
            answer422 = false;
            return json(
              {
                code: 'VALIDATION_FAILED',
                message: 'Some of the information is not valid.',
                details: { fields: { industry: 'Industry is too long for the server.' } },
              },
              422,
            );
          }
          current = { ...current, ...(body as object), version: current.version + 1 };
          return json(current);
        },
      }),
    });
    const { user } = renderApp(`/clients/${CLIENT.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Edit client' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Northwind Logistics');
    expect(within(dialog).getByLabelText('Industry')).toHaveValue('Transportation & Logistics');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Quarterly reviews with the COO.');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('active');

    // Checked with the shared schema first: nothing is sent.
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /api/clients/${CLIENT.id}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Northwind Freight');
    await user.clear(within(dialog).getByLabelText('Industry'));
    await user.type(within(dialog).getByLabelText('Industry'), 'Freight');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(await within(dialog).findByText('Industry is too long for the server.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Industry')).toHaveAttribute('aria-invalid', 'true');
    const [first] = api.requestsTo(`PATCH /api/clients/${CLIENT.id}`);
    expect(first?.headers['if-match']).toBe('"1"');
    expect(first?.body).toMatchObject({ name: 'Northwind Freight', industry: 'Freight', status: 'active' });

    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Northwind Freight' })).toBeInTheDocument();
    expect(screen.getByText('Freight')).toBeInTheDocument();
  });

  it('says so when the client changed meanwhile (409) and reads it again', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: clientPageRoutes({
        'GET /api/consultants': () => json(page([])),
        [`PATCH /api/clients/${CLIENT.id}`]: () =>
          json({ code: 'CONFLICT', message: 'This client was changed by someone else.' }, 409),
      }),
    });
    const { user } = renderApp(`/clients/${CLIENT.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Edit client' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Industry'), ' & more');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(
      await screen.findByText('This client was changed by someone else. Reload and try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(`GET /api/clients/${CLIENT.id}`)).toHaveLength(2));
  });

  it('lets an admin delete the client after confirming, then goes to /clients', async () => {
    const routes = clientPageRoutes({
      'GET /api/consultants': () => json(page([])),
      'GET /api/clients': () => json(page([])),
      [`DELETE /api/clients/${CLIENT.id}`]: () => new Response(null, { status: 204 }),
    });
    const api = createFakeApi({ me: makeMe('admin'), routes });
    const { user } = renderApp(`/clients/${CLIENT.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Delete client' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete client Northwind Logistics?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requestsTo(`DELETE /api/clients/${CLIENT.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete client' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete client' }));
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(await screen.findByText('Client deleted')).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/clients/${CLIENT.id}`)[0]?.headers['if-match']).toBe('"1"');
  });

  it("shows the server's reason when a client with engagements cannot be deleted (409)", async () => {
    const message = 'This client still has engagements. Delete or move them first.';
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: clientPageRoutes({
        [`DELETE /api/clients/${CLIENT.id}`]: () => json({ code: 'CONFLICT', message }, 409),
      }),
    });
    const { user } = renderApp(`/clients/${CLIENT.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Delete client' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete client' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Northwind Logistics' })).toBeInTheDocument();
  });

  it('shows no edit or delete controls without clients.manage', async () => {
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: clientPageRoutes(),
    });
    renderApp(`/clients/${CLIENT.id}`, api);
    expect(await screen.findByRole('heading', { name: 'Northwind Logistics' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete client' })).not.toBeInTheDocument();
    expect(screen.queryByText('Activity')).not.toBeInTheDocument();
    expect(api.requestsTo(`GET /api/clients/${CLIENT.id}/activity`)).toHaveLength(0);
  });

  it('shows an admin the client’s history: who changed what, before → after', async () => {
    const activity = {
      items: [
        {
          id: 7,
          entity: 'clients',
          action: 'update',
          actor_name: 'Ada Admin',
          at: '2026-11-20T10:00:00.000Z',
          changes: [{ field: 'industry', before: 'Retail', after: 'Logistics' }],
        },
        {
          id: 6,
          entity: 'client_contacts',
          action: 'create',
          actor_name: null,
          at: '2026-11-19T10:00:00.000Z',
          changes: [],
        },
      ],
      total: 2,
      page: 1,
      pageSize: 100,
    };
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: clientPageRoutes({ [`GET /api/clients/${CLIENT.id}/activity`]: () => json(activity) }),
    });
    renderApp(`/clients/${CLIENT.id}`, api);
    expect(await screen.findByText('industry: Retail → Logistics')).toBeInTheDocument();
    expect(screen.getByText(/changed the client/)).toBeInTheDocument();
    expect(screen.getByText(/created a contact/)).toBeInTheDocument();
  });

  it('keeps /clients/new for admins', async () => {
    renderApp('/clients/new', createFakeApi({ me: makeMe('Project Manager') }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
