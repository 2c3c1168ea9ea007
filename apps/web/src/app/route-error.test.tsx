import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@praxis/shared';
import { createQueryClient } from '@/lib/query-client';
import { meQueryKey } from '@/lib/session';
import { activateFakeApi, createFakeApi, dispatchFetch, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { AppProviders } from './providers';
import { RouteError } from './route-error';

const MESSAGE = 'Cannot read properties of undefined (reading "engagements") while drawing the board';

function Crash(): never {
  throw new Error(MESSAGE);
}

/** A route that crashes while rendering, behind the app's real error boundary. */
function renderCrash(me: Me | null, api: ReturnType<typeof createFakeApi>) {
  vi.stubGlobal('fetch', dispatchFetch);
  activateFakeApi(api);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  const router = createMemoryRouter(
    [
      { path: '/gantt', Component: Crash, ErrorBoundary: RouteError },
      { path: '/work-management/:id', element: <h1>Work item page</h1> },
    ],
    { initialEntries: ['/gantt'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('error page', () => {
  it('offers Try Again, Contact Admin and Go Home, and files a bug report', async () => {
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: {
        'POST /api/bug-reports': () =>
          json({ id: '7d0c7c55-3a4e-4c8e-9d59-1d6f3f5b2a10', name: MESSAGE.slice(0, 50), status: 'Requested' }, 201),
      },
    });
    const { user, router } = renderCrash(makeMe('employee'), api);

    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/home');
    // Technical details are for admins only.
    expect(screen.queryByRole('button', { name: 'Copy details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Contact Admin' }));
    expect(await screen.findByText('Bug report created and assigned to admin')).toBeInTheDocument();
    const [request] = api.requestsTo('POST /api/bug-reports');
    expect(request?.body).toMatchObject({ message: MESSAGE, path: '/gantt' });
    expect((request?.body as { details: string }).details).toContain(MESSAGE);
    expect(screen.getByRole('button', { name: 'Reported to Admin' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'View Request' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/work-management/7d0c7c55-3a4e-4c8e-9d59-1d6f3f5b2a10'),
    );
  });

  it('says so when the bug report cannot be filed', async () => {
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: { 'POST /api/bug-reports': () => json({ code: 'INTERNAL', message: 'Down' }, 503) },
    });
    const { user } = renderCrash(makeMe('employee'), api);

    await user.click(await screen.findByRole('button', { name: 'Contact Admin' }));
    expect(await screen.findByText('Failed to create bug report. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Admin' })).toBeEnabled();
  });

  it('shows admins the technical details with a copy button', async () => {
    const { user } = renderCrash(makeMe('admin'), createFakeApi({ me: makeMe('admin') }));
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Show technical details' }));
    expect(screen.getByText(new RegExp(MESSAGE.slice(0, 30)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(await screen.findByText('Error details copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(MESSAGE));
  });

  it('reports a failed copy', async () => {
    const { user } = renderCrash(makeMe('admin'), createFakeApi({ me: makeMe('admin') }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: 'Copy details' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });
});
