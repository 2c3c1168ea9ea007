import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiToken } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe, makeOwnProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ME = makeMe('employee');
const OWN_ID = ME.consultant?.id ?? '';
const SECRET = `praxis_pat_${'s'.repeat(43)}`;

const profile = makeOwnProfile(ME);

/** A fake API whose token list follows what the card creates and revokes. */
function tokensApi() {
  let tokens: ApiToken[] = [];
  return createFakeApi({
    me: ME,
    routes: {
      [`GET /api/consultants/${OWN_ID}/profile`]: () => json(profile),
      'GET /api/me/tokens': () => json(tokens),
      'POST /api/me/tokens': ({ body }) => {
        const input = body as { name: string; scope: ApiToken['scope'] };
        const token: ApiToken = {
          id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
          name: input.name,
          scope: input.scope,
          hint: SECRET.slice(0, 15),
          created_at: new Date().toISOString(),
          expires_at: '2999-01-01T00:00:00.000Z',
          last_used_at: null,
        };
        tokens = [token];
        return json({ ...token, token: SECRET }, 201);
      },
      'DELETE /api/me/tokens/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d': () => {
        tokens = [];
        return new Response(null, { status: 204 });
      },
    },
  });
}

describe('API tokens on My Profile', () => {
  // A whole journey of clicks and typing: give it room on a busy machine.
  it('creates a token shown once, lists it and revokes it after confirming', { timeout: 30_000 }, async () => {
    const api = tokensApi();
    const { user } = renderApp(`/consultants/${OWN_ID}`, api);
    expect(await screen.findByText(/No API tokens yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Name the token.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/me/tokens')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Name/), 'Hours export');
    await user.selectOptions(within(dialog).getByLabelText('Expires after'), '30 days');
    await user.selectOptions(within(dialog).getByLabelText('Access'), 'Read and write');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/me/tokens')[0]?.body).toEqual({
        name: 'Hours export',
        expires_in_days: 30,
        scope: 'read_write',
      }),
    );
    expect(await screen.findByLabelText('Your new API token')).toHaveValue(SECRET);
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Hours export', { selector: 'span.font-medium' })).toBeInTheDocument();
    expect(within(list).getByText('never used', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Your new API token')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Revoke Hours export' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the token “Hours export”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE /api/me/tokens/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d')).toHaveLength(1),
    );
    expect(await screen.findByText(/No API tokens yet/)).toBeInTheDocument();
  });
});
