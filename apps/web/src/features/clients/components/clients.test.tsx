import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client, ClientContact } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
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

describe('/clients', () => {
  it('shows client cards with status, owner and active engagement count; only admins get New client', async () => {
    const routes = {
      'GET /api/clients': () => json(page([CLIENT])),
      'GET /api/consultants': () => json(page([])),
    };
    renderApp('/clients', createFakeApi({ me: makeMe('employee'), routes }));
    const card = (await screen.findByRole('link', { name: 'Northwind Logistics' })).closest('li')!;
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Priya Patel')).toBeInTheDocument();
    expect(within(card).getByText('2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New client' })).not.toBeInTheDocument();
  });
});

describe('/clients/{id}', () => {
  it('lets an employee add a contact (client_contacts.manage) and validates it with the API schema', async () => {
    const contacts = [CONTACT];
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: {
        [`GET /api/clients/${CLIENT.id}`]: () => json(CLIENT),
        [`GET /api/clients/${CLIENT.id}/contacts`]: () => json(contacts),
        'GET /api/engagements': () => json(page([])),
        [`POST /api/clients/${CLIENT.id}/contacts`]: ({ body }) => {
          const created = { ...CONTACT, ...(body as object), id: 'd2d2d2d2-0000-4000-8000-000000000002' };
          contacts.push(created as ClientContact);
          return json(created, 201);
        },
      },
    });
    const { user } = renderApp(`/clients/${CLIENT.id}`, api);
    expect(await screen.findByRole('heading', { name: 'Northwind Logistics' })).toBeInTheDocument();
    expect(await screen.findByText('Sarah Hughes')).toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(screen.getByText('No engagements with this client yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
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

  it('keeps /clients/new for admins', async () => {
    renderApp('/clients/new', createFakeApi({ me: makeMe('Project Manager') }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
