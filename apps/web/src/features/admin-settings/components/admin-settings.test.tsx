import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const item = (id: string, name: string, order: number): CatalogueItem => ({
  id,
  name,
  description: null,
  display_order: order,
  issuer: null,
  code: null,
  platform: null,
  category_id: null,
  usage_count: order === 0 ? 3 : 0,
  version: 1,
});
const LANGS = [
  item('aaaaaaaa-0000-4000-8000-000000000001', 'English', 0),
  item('aaaaaaaa-0000-4000-8000-000000000002', 'German', 1),
  item('aaaaaaaa-0000-4000-8000-000000000003', 'French', 2),
];
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 200 });

describe('admin settings', () => {
  it('refuses a CEO job title with the exact message before calling the API', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: { 'GET /api/job-titles': () => json([{ id: 'x', title: 'Consultant', member_count: 12 }]) },
    });
    const { user } = renderApp('/admin-settings', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '12' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New job title'), ' ceo ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Assigning or creating CEO title is not allowed.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/job-titles')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Consultant (held by 12)' })).toBeDisabled();
  });

  it('reorders a catalogue with the move buttons, sending the whole new order', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/languages': () => json(page(LANGS)),
        'PUT /api/languages/order': () => new Response(null, { status: 204 }),
      },
    });
    const { user } = renderApp('/admin-settings?tab=languages', api);
    const list = await screen.findByRole('list', { name: 'Languages' });
    expect(within(list).getByRole('button', { name: 'Move English up' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Drag German to reorder' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Move English down' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT /api/languages/order')[0]?.body).toEqual({
        ids: [LANGS[1]?.id, LANGS[0]?.id, LANGS[2]?.id],
      }),
    );
    // An entry in use cannot be deleted; an unused one asks first, naming it.
    expect(within(list).getByRole('button', { name: 'Delete English (in use 3×)' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Delete French' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete French?' })).toBeInTheDocument();
  });

  it('deactivates a user after confirming, offers Reactivate then, and never acts on one’s own account', async () => {
    const me = makeMe('admin');
    const colleague = {
      user_id: '0c9b8a7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      consultant_id: null,
      primary_role: 'employee' as const,
      additional_roles: [],
      deactivated_at: null as string | null,
    };
    const own = { ...colleague, user_id: me.user.id, name: 'Ada Lovelace', email: me.user.email };
    const api = createFakeApi({
      me,
      routes: {
        'GET /api/users': () => json(page([own, colleague])),
        [`POST /api/users/${colleague.user_id}/deactivate`]: () => {
          colleague.deactivated_at = '2026-11-23T10:00:00.000Z';
          return json({ user_id: colleague.user_id, deactivated_at: colleague.deactivated_at, sessions_ended: 2 });
        },
      },
    });
    const { user } = renderApp('/admin-settings?tab=users', api);
    const row = (await screen.findByText('grace@example.com')).closest('tr') as HTMLElement;
    const ownRow = screen.getByText(me.user.email).closest('tr') as HTMLElement;
    expect(within(ownRow).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Sign out everywhere grace@example.com' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Deactivate grace@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.requestsTo(`POST /api/users/${colleague.user_id}/deactivate`)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Reactivate grace@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
  });

  it('adds a whitelist entry', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/admin-whitelist': () => json(page([])),
        'POST /api/admin-whitelist': ({ body }) =>
          json({ id: 'w1', created_at: '2026-11-21T10:00:00.000Z', ...(body as object) }, 201),
      },
    });
    const { user } = renderApp('/admin-settings?tab=whitelist', api);
    expect(await screen.findByText('The whitelist is empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'boss@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin-whitelist')[0]?.body).toEqual({
        email: 'boss@example.com',
        is_active: true,
      }),
    );
  });
});
