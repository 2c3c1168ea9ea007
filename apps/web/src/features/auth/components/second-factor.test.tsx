import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

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
    const { user, router } = renderApp('/login', api);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.requestsTo('POST /api/auth/two-factor/verify-totp').at(-1)?.body).toEqual({ code: '123456' });
  });

  it('offers a recovery code instead', async () => {
    const api = createFakeApi({
      routes: { 'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }) },
    });
    const { user } = renderApp('/login', api);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  });
});

describe('/login and the sign-up policy', () => {
  it('hides Sign Up when joining is by invitation only', async () => {
    renderApp('/login', createFakeApi({ authConfig: { oidc: null, signUp: { mode: 'invite-only', domains: [] } } }));
    expect(await screen.findByText(/Joining is by invitation only/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
