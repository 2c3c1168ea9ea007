import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const account = { email: 'ada@example.com', password: 'correct horse battery', me: makeMe() };

describe('/login', () => {
  it('opens in Sign In mode and checks the fields before sending anything', async () => {
    const api = createFakeApi({ account });
    const { user } = renderApp('/login', api);

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('checks a field when it is left, and clears the message once it is fixed', async () => {
    const { user } = renderApp('/login', createFakeApi());

    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.tab();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
  });

  it('opens Sign Up at its own address, /signup, and switches to Sign In from there', async () => {
    const { user, router } = renderApp('/signup', createFakeApi());
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Praxis' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens in Sign Up mode when navigation state says isLogin: false, and validates the sign-up fields', async () => {
    const api = createFakeApi();
    const { user } = renderApp('/login', api, { state: { isLogin: false } });

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

  it('switches modes with the toggle link, keeping what was typed but not the old errors', async () => {
    const { user } = renderApp('/login', createFakeApi());

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Praxis' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('shows the server refusal in the form and lets the user try again', async () => {
    const api = createFakeApi({ account });
    const { user } = renderApp('/login', api);

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends once however often the button is pressed, and shows progress meanwhile', async () => {
    let respond: (response: Response) => void = () => undefined;
    const api = createFakeApi({
      routes: { 'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (respond = resolve)) },
    });
    const { user } = renderApp('/login', api);

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Signing in...' }));
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(api.requestsTo('POST /api/auth/sign-in/email')).toHaveLength(1);
    respond(json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('signs in and returns to the page the user came from', async () => {
    const api = createFakeApi({ account });
    const { user, router } = renderApp('/login', api, {
      state: { isLogin: true, from: { pathname: '/consultants', search: '?skill=sap', hash: '' } },
    });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/consultants'));
    expect(router.state.location.search).toBe('?skill=sap');
    expect(await screen.findByRole('heading', { name: 'Consultants' })).toBeInTheDocument();
  });

  it('offers the configured single sign-on provider', async () => {
    renderApp('/login', createFakeApi({ authConfig: { oidc: { id: 'okta', label: 'Okta' } } }));
    expect(await screen.findByRole('button', { name: 'Continue with Okta' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor on to where they were going', async () => {
    const { router } = renderApp('/login', createFakeApi({ me: makeMe() }), { state: { from: '/gantt' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gantt'));
  });
});
