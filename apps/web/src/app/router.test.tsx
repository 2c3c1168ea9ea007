import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { watchFullPageLoads } from '@/test/sign-in-page';

describe('route guards', () => {
  it('shows the loading screen while the session loads', async () => {
    renderApp('/home', createFakeApi({ me: makeMe() }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the sign-in page, replacing history and remembering where they were going', async () => {
    sessionStorage.clear();
    const pageLoads = watchFullPageLoads();
    const { router } = renderApp('/engagements/projects?status=active', createFakeApi());

    await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/login'));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('praxis.sign-in.return-to')).toBe('/engagements/projects?status=active');
  });

  it('denies admin-only routes to a non-admin', async () => {
    renderApp('/admin-settings', createFakeApi({ me: makeMe('Project Manager') }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  it('opens admin-only routes to an admin', async () => {
    renderApp('/admin-settings', createFakeApi({ me: makeMe('admin') }));
    expect(await screen.findByRole('heading', { name: 'Admin Settings' })).toBeInTheDocument();
  });

  it('keeps golden folders for Project Managers, primary or additional role', async () => {
    renderApp('/golden-folders', createFakeApi({ me: makeMe('employee') }));
    expect(await screen.findByText('This page is only available to Project Managers.')).toBeInTheDocument();
  });

  it('lets an admin open golden folders', async () => {
    renderApp('/golden-folders', createFakeApi({ me: makeMe('admin') }));
    expect(await screen.findByRole('heading', { name: 'Golden Folders' })).toBeInTheDocument();
  });

  it('lets an additional Project Manager role open golden folders', async () => {
    renderApp('/golden-folders', createFakeApi({ me: makeMe('employee', ['Project Manager']) }));
    expect(await screen.findByRole('heading', { name: 'Golden Folders' })).toBeInTheDocument();
  });

  it('redirects / to /home', async () => {
    const { router } = renderApp('/', createFakeApi({ me: makeMe() }));
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows Not Found for unknown paths and unknown engagement types', async () => {
    const { router } = renderApp('/no-such-page', createFakeApi({ me: makeMe() }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await router.navigate('/engagements/widgets');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument());
    await router.navigate('/engagements/managed-services');
    expect(await screen.findByRole('heading', { name: 'Managed Services' })).toBeInTheDocument();
  });

  it('sends the old type addresses (stored in older notifications) to the named ones, keeping path and query', async () => {
    const { router } = renderApp('/engagements/trust360?status=active#top', createFakeApi({ me: makeMe() }));
    expect(await screen.findByRole('heading', { name: 'Managed Services' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/engagements/managed-services',
      search: '?status=active',
      hash: '#top',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate('/engagements/retainer/11111111-1111-4111-8111-111111111111/team');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/engagements/support-retainers/11111111-1111-4111-8111-111111111111/team',
      ),
    );
  });

  it('calls the own consultant page My Profile', async () => {
    const me = makeMe();
    renderApp(`/consultants/${me.consultant?.id ?? ''}`, createFakeApi({ me }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });
});
