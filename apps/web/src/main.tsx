import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session';
import './index.css';

const queryClient = createQueryClient();
// Ask for the session while the router fetches the first route's code, not after.
void queryClient.prefetchQuery(meQueryOptions());
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Praxis into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
