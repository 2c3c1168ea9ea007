import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
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
  plans: [{ id: ADA, name: 'Apollo rollout plan', engagement_name: 'Apollo ERP' }],
  candidates: [],
  golden_folders: [{ id: ADA, name: 'Azure landing zone kit' }],
};
const PAGES = [
  { path: '/clients', label: 'Clients', description: 'Page' },
  { path: '/consultants', label: 'Consultants', description: 'Page' },
  { path: '/admin-staffing-queue', label: 'Staffing Queue', description: 'Administration' },
  { path: '/admin-resource-requests', label: 'Resource Requests', description: 'Administration', keywords: 'staffing' },
];
const ACTIONS = [
  { path: '/resource-request/new', label: 'New Resource Request', description: 'Action', keywords: 'staffing' },
  { path: '/smart-timesheet', label: 'Log time', description: 'Action', keywords: 'timesheet hours' },
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
            <CommandPalette pages={PAGES} actions={ACTIONS} userId="u1" />
            <Outlet />
          </>
        ),
        children: [
          { path: 'home', element: <p>Home page</p> },
          { path: 'consultants/:id', element: <p>Profile page</p> },
          { path: 'clients', element: <p>Clients page</p> },
          { path: 'smart-timesheet', element: <p>Timesheet page</p> },
          { path: 'project-plan-viewer', element: <p>Plan viewer</p> },
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

  it('finds pages by name, then by keyword, and offers actions', async () => {
    setup();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search everywhere' }), 'staffing');
    const pages = screen.getByRole('group', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Staffing QueueAdministration', 'Resource RequestsAdministration']);
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('option', { name: /New Resource Request/ })).toBeInTheDocument();
    expect(within(actions).queryByRole('option', { name: /Log time/ })).not.toBeInTheDocument();
  });

  it('lists every action before anything is typed and starts one with the keyboard', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(within(actions).getAllByRole('option')).toHaveLength(ACTIONS.length);
    await user.type(screen.getByRole('combobox', { name: 'Search everywhere' }), 'hours');
    expect(screen.queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/smart-timesheet'));
  });

  it('shows plans and golden folders among the records and opens a plan in the viewer', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search everywhere' }), 'apollo');
    const plans = await screen.findByRole('group', { name: 'Plans' });
    expect(await screen.findByRole('group', { name: 'Golden folders' })).toHaveTextContent('Azure landing zone kit');
    await user.click(within(plans).getByRole('option', { name: /Apollo rollout plan/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-plan-viewer'));
    expect(router.state.location.search).toBe(`?plan=${ADA}`);
  });
});
