import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { watchFullPageLoads } from '@/test/sign-in-page';

describe('signed-out user menu', () => {
  it('shows Not Found with Sign In and Sign Up to a signed-out visitor of an unknown address', async () => {
    const { user, router } = renderApp('/no-such-page', createFakeApi());

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/signup', state: { isLogin: false } });
  });

  it('opens Sign In, the sign-in page, with a full page load', async () => {
    const pageLoads = watchFullPageLoads();
    const { user, router } = renderApp('/no-such-page', createFakeApi());
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign In' }));

    await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/login'));
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { isLogin: true } });
  });
});
