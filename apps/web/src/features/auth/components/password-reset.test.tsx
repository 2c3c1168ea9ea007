import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const mailOn = { oidc: null, passwordReset: true };
const SAME_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

describe('Forgot password?', () => {
  it('explains on its page when e-mail is off (the sign-in page then does not offer it)', async () => {
    renderApp('/forgot-password', createFakeApi());
    expect(await screen.findByText(/Password reset by e-mail is not available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
  });

  it('checks the address, sends it, and answers without saying whether an account uses it', async () => {
    const api = createFakeApi({
      authConfig: mailOn,
      routes: { 'POST /api/auth/request-password-reset': () => json(SAME_ANSWER) },
    });
    const { user } = renderApp('/forgot-password', api);

    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/request-password-reset')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses ada@example.com, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
    );
    expect(api.requestsTo('POST /api/auth/request-password-reset')[0]?.body).toMatchObject({
      email: 'ada@example.com',
    });
  });

  it('shows the server’s refusal when a client asked too often', async () => {
    const api = createFakeApi({
      authConfig: mailOn,
      routes: {
        'POST /api/auth/request-password-reset': () =>
          json({ code: 'RATE_LIMITED', message: 'Too many password reset attempts from this network.' }, 429),
      },
    });
    const { user } = renderApp('/forgot-password', api);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many password reset attempts from this network.')).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('checks the new password with the sign-up rules, sends it with the token, then offers to sign in', async () => {
    const api = createFakeApi({ routes: { 'POST /api/auth/reset-password': () => json({ status: true }) } });
    const { user } = renderApp('/reset-password?token=tok-123', api);

    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords differ.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a-new-password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(api.requestsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      newPassword: 'a-new-password',
    });
  });

  it('says a used or expired link is no longer valid, and offers a new one', async () => {
    const api = createFakeApi({
      routes: {
        'POST /api/auth/reset-password': () => json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
      },
    });
    const { user } = renderApp('/reset-password?token=used', api);
    await user.type(await screen.findByLabelText('Password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(/This reset link is no longer valid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token, says so instead of showing the form', async () => {
    renderApp('/reset-password', createFakeApi());
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is no longer valid');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
