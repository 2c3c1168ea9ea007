import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '@praxis/shared';
import { CommandPalette } from './command-palette';

const ADA = '00000000-0000-4000-8000-000000000001';
const RESULTS: SearchResults = {
  consultants: [{ id: ADA, name: 'Ada Lovelace', job_title: 'Architect', matched_skill: 'Azure' }],
  clients: [],
  engagements: [],
  work_items: [],
};
const PAGES = [
  { path: '/clients', label: 'Clients', description: 'Page' },
  { path: '/consultants', label: 'Consultants', description: 'Page' },
];

function setup() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://praxis.test');
      calls.push(url.pathname + url.search);
      return Response.json(RESULTS);
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <CommandPalette pages={PAGES} userId="u1" />
            <Outlet />
          </>
        ),
        children: [
          { path: 'home', element: <p>Home page</p> },
          { path: 'consultants/:id', element: <p>Profile page</p> },
          { path: 'clients', element: <p>Clients page</p> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CommandPalette', () => {
  it('opens on Ctrl+K, searches the server, shows the matched skill and opens the result with Enter', async () => {
    const { calls, router } = setup();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search everywhere' });
    await user.type(input, 'azure');
    await waitFor(() => expect(calls).toContain('/api/search?q=azure'));
    const option = await screen.findByRole('option', { name: /Ada Lovelace/ });
    expect(option).toHaveTextContent('Skill: Azure');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/consultants/${ADA}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists pages by name without a server search, and remembers opened results under Recent', async () => {
    const { calls, router } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search everywhere' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search everywhere' }), 'c');
    expect(screen.getByRole('option', { name: /Clients/ })).toBeInTheDocument();
    expect(calls).toEqual([]); // one character: pages only
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));

    await user.keyboard('{Meta>}k{/Meta}');
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(recent).toHaveTextContent('Clients');
  });
});
