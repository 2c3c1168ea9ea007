import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { watchFullPageLoads } from '@/test/sign-in-page';

// Sign In itself is the light page of its own (features/auth/sign-in); the app keeps Sign Up and hands over to it.
beforeEach(() => sessionStorage.clear());

describe('/signup', () => {
  it('opens Sign Up at its own address and validates the sign-up fields', async () => {
    const api = createFakeApi();
    const { user } = renderApp('/signup', api);

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.requestsTo('POST /api/auth/sign-up/email')).toHaveLength(0);
  });

  it('switches to Sign In by loading the sign-in page, handing over where to return', async () => {
    const pageLoads = watchFullPageLoads();
    const { user } = renderApp('/signup?from=%2Fgantt', createFakeApi());
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));

    await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('praxis.sign-in.return-to')).toBe('/gantt');
  });

  it('sends a signed-in visitor on to where they were going', async () => {
    const { router } = renderApp('/signup', createFakeApi({ me: makeMe() }), { state: { from: '/gantt' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gantt'));
  });
});

describe("the app's /login", () => {
  it('opens Sign Up at /signup when navigation state says isLogin: false', async () => {
    const { router } = renderApp('/login', createFakeApi(), { state: { isLogin: false } });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('otherwise loads the sign-in page with a full page load', async () => {
    const pageLoads = watchFullPageLoads();
    renderApp('/login', createFakeApi(), { state: { isLogin: true, from: '/consultants?skill=sap' } });
    await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('praxis.sign-in.return-to')).toBe('/consultants?skill=sap');
  });
});
