import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { startErrorReporting } from './app/error-reporting';
import { createAppRouter } from './app/router';
import { installStaleBuildReload } from './app/stale-build-reload';
import { createQueryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session';
import './index.css';

const queryClient = createQueryClient();
// Ask for the session while the router fetches the first route's code, not after.
void queryClient.prefetchQuery(meQueryOptions());
const router = createAppRouter();
installStaleBuildReload(() => router.state.navigation.location);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Praxis into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Error reporting is never part of the first paint: ask whether it is on once the app is up.
window.setTimeout(() => void startErrorReporting(), 2000);
