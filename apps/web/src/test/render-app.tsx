import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { activateFakeApi, dispatchFetch, type createFakeApi } from './fake-api';

interface RenderAppOptions {
  /** Navigation state of the first entry (for /login's `isLogin` and `from`). */
  state?: unknown;
}

/** Renders the whole app — the real route table and providers — at one URL, against a fake API. */
export function renderApp(path: string, api: ReturnType<typeof createFakeApi>, { state }: RenderAppOptions = {}) {
  vi.stubGlobal('fetch', dispatchFetch);
  activateFakeApi(api);
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}
