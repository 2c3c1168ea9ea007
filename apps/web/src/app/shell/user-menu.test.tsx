import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { watchFullPageLoads } from '@/test/sign-in-page';

describe('user menu', () => {
  it('shows email and job title, links My Profile, and signs out to a plain /login', async () => {
    const me = makeMe();
    const api = createFakeApi({ me });
    sessionStorage.clear();
    const pageLoads = watchFullPageLoads();
    const { user, router, queryClient } = renderApp('/gantt', api);

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Senior Consultant')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      `/consultants/${me.consultant?.id ?? ''}`,
    );

    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/login'));
    expect(api.requestsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    // A deliberate sign-out does not bring the next person back to the page that was open.
    expect(router.state.location.state).toEqual({ isLogin: true });
    expect(sessionStorage.getItem('praxis.sign-in.return-to')).toBe('/home');
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toBeNull());
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).not.toContain('gantt');
  });

  it('links Admin Settings for admins', async () => {
    const { user } = renderApp('/gantt', createFakeApi({ me: makeMe('admin') }));
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Settings' })).toHaveAttribute('href', '/admin-settings');
    // The admin screens outside the original sidebar sit beside it: two clicks from anywhere.
    expect(screen.getByRole('menuitem', { name: 'Staffing Board' })).toHaveAttribute('href', '/admin-staffing');
    expect(screen.getByRole('menuitem', { name: 'Staffing Queue' })).toHaveAttribute('href', '/admin-staffing-queue');
    expect(screen.getByRole('menuitem', { name: 'Resource Requests' })).toHaveAttribute(
      'href',
      '/admin-resource-requests',
    );
  });

  it('lists no admin screen to an employee', async () => {
    const { user } = renderApp('/gantt', createFakeApi({ me: makeMe('employee') }));
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await screen.findByRole('menuitem', { name: 'Sign Out' });
    expect(screen.queryByRole('menuitem', { name: 'Staffing Board' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Settings' })).not.toBeInTheDocument();
  });

  it('falls back to the default job title', async () => {
    const me = makeMe();
    const api = createFakeApi({ me: { ...me, consultant: me.consultant && { ...me.consultant, jobTitle: '' } } });
    const { user } = renderApp('/home', api);

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(within(await screen.findByRole('menu')).getByText('Consultant')).toBeInTheDocument();
  });
});
