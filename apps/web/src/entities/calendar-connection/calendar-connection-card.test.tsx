import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarUserConnection } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe, makeOwnProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ME = makeMe('employee');
const OWN_ID = ME.consultant?.id ?? '';
const profile = makeOwnProfile(ME);

const base: CalendarUserConnection = {
  available: true,
  provider: 'oidc',
  label: 'Praxis IdP',
  can_connect: true,
  connected: false,
  connected_at: null,
  refreshed_at: null,
  last_error: null,
};

/** A fake API whose connection follows what the card asks for; `refuse` makes connecting fail as the provider would. */
function connectionApi(start: Partial<CalendarUserConnection>, refuse = false) {
  let state: CalendarUserConnection = { ...base, ...start };
  return createFakeApi({
    me: ME,
    routes: {
      [`GET /api/consultants/${OWN_ID}/profile`]: () => json(profile),
      'GET /api/calendar/connection': () => json(state),
      'POST /api/calendar/connection': () => {
        if (refuse) return json({ code: 'UPSTREAM', message: 'Token refresh failed: 400' }, 502);
        const now = new Date().toISOString();
        state = { ...state, connected: true, connected_at: now, refreshed_at: now, last_error: null };
        return json(state);
      },
      'DELETE /api/calendar/connection': () => {
        state = { ...state, connected: false, connected_at: null, refreshed_at: null };
        return json(state);
      },
    },
  });
}

describe('My calendar on My Profile', () => {
  it('connects, then disconnects after a confirmation', { timeout: 30_000 }, async () => {
    const api = connectionApi({});
    const { user } = renderApp(`/consultants/${OWN_ID}`, api);
    await user.click(await screen.findByRole('button', { name: 'Connect Praxis IdP' }));
    expect(await screen.findByText(/Connected to Praxis IdP/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/calendar/connection')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Disconnect calendar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect your calendar?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('DELETE /api/calendar/connection')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Disconnect calendar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Praxis IdP' })).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/calendar/connection')).toHaveLength(1);
  });

  it("shows the refresh's failure in its exact words, and a refused connect says why", async () => {
    const api = connectionApi({ last_error: 'Token refresh failed: 401' }, true);
    const { user } = renderApp(`/consultants/${OWN_ID}`, api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your calendar was disconnected: Token refresh failed: 401',
    );
    await user.click(screen.getByRole('button', { name: 'Connect Praxis IdP' }));
    expect(await screen.findByText('Token refresh failed: 400')).toBeInTheDocument();
  });

  it('tells a user without a provider sign-in how to connect', async () => {
    renderApp(`/consultants/${OWN_ID}`, connectionApi({ can_connect: false }));
    expect(await screen.findByText(/Sign in through Praxis IdP to connect your calendar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
  });

  it('says when the firm has no calendar provider', async () => {
    renderApp(`/consultants/${OWN_ID}`, connectionApi({ available: false, label: null, provider: null }));
    expect(await screen.findByText('No calendar provider is configured for this firm.')).toBeInTheDocument();
  });
});
