import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateMatch } from '@praxis/shared';
import { CandidateList } from './candidate-list';

const REQUEST = '0c7d2f1e-5b7a-4d0e-9a54-2f3a1c9e8b01';
const WHAT_IF_REQUEST = {
  id: REQUEST,
  engagement_name: 'Apollo',
  job_title: null,
  start_date: '2026-01-05',
  end_date: '2026-03-27',
  hours_remaining: 20,
};

const candidate = (n: number, name: string, excluded: boolean): CandidateMatch => ({
  consultant_id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  job_title: 'Data Engineer',
  location: 'Lisbon',
  time_zone: 'Europe/Lisbon',
  score: excluded ? 40 - n : 90 - n,
  excluded,
  parts: [],
  explanation: '',
  weeks_free: 4,
  weeks_total: 4,
  utilisation_after: 80,
  proposal_status: null,
});
const ALL = [candidate(1, 'Ada Lovelace', false), candidate(2, 'Ben Okafor', true), candidate(3, 'Cleo Ng', true)];

/** The server's answer: with include_excluded=false, only those with every must-have (as the API filters). */
function setup(url: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const target = new URL(input instanceof Request ? input.url : String(input), 'http://praxis.test');
      calls.push(target.search);
      const items = target.searchParams.get('include_excluded') === 'false' ? ALL.filter((c) => !c.excluded) : ALL;
      return Response.json({ total: items.length, items });
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/admin-resource-request/:id',
        element: (
          <CandidateList
            requestId={REQUEST}
            request={WHAT_IF_REQUEST}
            canPropose={false}
            isPending={false}
            onPropose={() => undefined}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, calls, user: userEvent.setup() };
}

const names = async () =>
  within(await screen.findByRole('list', { name: 'Ranked candidates' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.candidate)
    .map((item) => item.dataset.candidate);

afterEach(() => vi.unstubAllGlobals());

describe('the candidate list', () => {
  it('hides candidates missing a must-have when "Qualified only" is ticked, says how many, and keeps it in the URL', async () => {
    const { router, calls, user } = setup(`/admin-resource-request/${REQUEST}`);
    expect(await names()).toEqual(['Ada Lovelace', 'Ben Okafor', 'Cleo Ng']);

    await user.click(screen.getByRole('checkbox', { name: 'Qualified only' }));
    expect(await screen.findByText('2 hidden: missing a must-have.')).toBeInTheDocument();
    expect(await names()).toEqual(['Ada Lovelace']);
    expect(router.state.location.search).toBe('?qualified=1');
    expect(calls).toContain('?limit=25&include_excluded=false');

    await user.click(screen.getByRole('checkbox', { name: 'Qualified only' }));
    expect(await names()).toEqual(['Ada Lovelace', 'Ben Okafor', 'Cleo Ng']);
    expect(router.state.location.search).toBe('');
  });

  it('opens filtered from a shared link', async () => {
    setup(`/admin-resource-request/${REQUEST}?qualified=1`);
    expect(screen.getByRole('checkbox', { name: 'Qualified only' })).toBeChecked();
    expect(await screen.findByText('2 hidden: missing a must-have.')).toBeInTheDocument();
    expect(await names()).toEqual(['Ada Lovelace']);
  });
});
