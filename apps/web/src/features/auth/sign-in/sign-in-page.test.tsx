import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderSignInPage } from '@/test/sign-in-page';
import { rememberReturnPath } from '../lib/return-path';

const account = { email: 'ada@example.com', password: 'correct horse battery', me: makeMe() };

beforeEach(() => sessionStorage.clear());

async function fillAndSubmit(user: ReturnType<typeof renderSignInPage>['user'], password = account.password) {
  await user.type(await screen.findByLabelText('Email'), account.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login (the light sign-in page)', () => {
  it('checks the fields before sending anything', async () => {
    const api = createFakeApi({ account });
    const { user } = renderSignInPage(api);
    expect(screen.getByRole('heading', { name: 'Sign in to Praxis' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(api.requestsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('checks a field when it is left, and clears the message once it is fixed', async () => {
    const { user } = renderSignInPage(createFakeApi());

    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.tab();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
  });

  it('shows the server refusal in the form and lets the user try again', async () => {
    const { user, pageLoads } = renderSignInPage(createFakeApi({ account }));
    await fillAndSubmit(user, 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(pageLoads.assign).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed, and shows progress meanwhile', async () => {
    let respond: (response: Response) => void = () => undefined;
    const api = createFakeApi({
      routes: { 'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (respond = resolve)) },
    });
    const { user } = renderSignInPage(api);
    await fillAndSubmit(user);
    await user.click(screen.getByRole('button', { name: 'Signing in...' }));
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(api.requestsTo('POST /api/auth/sign-in/email')).toHaveLength(1);
    respond(json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('signs in and loads the page the app handed over', async () => {
    rememberReturnPath({ pathname: '/consultants', search: '?skill=sap', hash: '' });
    const api = createFakeApi({ account });
    const { user, pageLoads } = renderSignInPage(api);
    await fillAndSubmit(user);

    await waitFor(() => expect(pageLoads.assign).toHaveBeenCalledWith('/consultants?skill=sap'));
    expect(api.requestsTo('POST /api/auth/sign-in/email').at(-1)?.body).toEqual({
      email: account.email,
      password: account.password,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('honours a safe ?from= and refuses an unsafe one', async () => {
    const first = renderSignInPage(createFakeApi({ account }), '?from=%2Fgantt');
    await fillAndSubmit(first.user);
    await waitFor(() => expect(first.pageLoads.assign).toHaveBeenCalledWith('/gantt'));
    first.unmount();

    const second = renderSignInPage(createFakeApi({ account }), '?from=%2F%2Fevil.example');
    await fillAndSubmit(second.user);
    await waitFor(() => expect(second.pageLoads.assign).toHaveBeenCalledWith('/home'));
  });

  it('says so when the session cookie was not kept', async () => {
    const api = createFakeApi({
      routes: { 'POST /api/auth/sign-in/email': () => json({ token: 't', user: account.me.user }) },
    });
    const { user, pageLoads } = renderSignInPage(api);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('no session was kept');
    expect(pageLoads.assign).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor on to where they were going', async () => {
    rememberReturnPath('/gantt');
    const { pageLoads } = renderSignInPage(createFakeApi({ me: makeMe() }));
    await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/gantt'));
  });

  it('offers the configured single sign-on provider and explains its error codes', async () => {
    renderSignInPage(createFakeApi({ authConfig: { oidc: { id: 'okta', label: 'Okta' } } }), '?error=access_denied');
    expect(await screen.findByRole('button', { name: 'Continue with Okta' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in with Okta was cancelled.');
  });

  it('never shows free text from the address as an error', async () => {
    renderSignInPage(createFakeApi(), '?error=Call%20us%20at%20555');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with your identity provider did not complete. Please try again.',
    );
  });

  it('links Forgot password? only when the server sends e-mail', async () => {
    renderSignInPage(createFakeApi({ authConfig: { oidc: null, passwordReset: true } }));
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('links Sign up to the sign-up page, carrying where to return', async () => {
    rememberReturnPath('/gantt');
    renderSignInPage(createFakeApi());
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?from=%2Fgantt');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('hides Sign Up when joining is by invitation only', async () => {
    renderSignInPage(createFakeApi({ authConfig: { oidc: null, signUp: { mode: 'invite-only', domains: [] } } }));
    expect(await screen.findByText(/Joining is by invitation only/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('/login with two-factor sign-in on', () => {
  it('asks for the authenticator code after the password, refuses a wrong one, and signs in with the right one', async () => {
    let session: Me | null = null;
    const api = createFakeApi({
      routes: {
        'GET /api/me': () => (session ? json(session) : json({ code: 'UNAUTHENTICATED', message: 'Sign in.' }, 401)),
        'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
        'POST /api/auth/two-factor/verify-totp': ({ body }) => {
          if ((body as { code: string }).code !== '123456') {
            return json({ code: 'INVALID_CODE', message: 'Invalid code' }, 401);
          }
          session = makeMe();
          return json({ token: 'session-token', user: session.user });
        },
      },
    });
    const { user, pageLoads } = renderSignInPage(api);
    await fillAndSubmit(user);

    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pageLoads.assign).toHaveBeenCalledWith('/home'));
    expect(api.requestsTo('POST /api/auth/two-factor/verify-totp').at(-1)?.body).toEqual({ code: '123456' });
  });

  it('offers a recovery code instead', async () => {
    const api = createFakeApi({
      routes: { 'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }) },
    });
    const { user } = renderSignInPage(api);
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  });
});
