import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EMAIL_TYPES, type EmailMode, type EmailPreferences } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe, makeOwnProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ME = makeMe('employee');
const OWN_ID = ME.consultant?.id ?? '';

/** A fake API whose preferences follow what the card saves; `emailEnabled` is the server's SMTP setting. */
function preferencesApi(emailEnabled: boolean) {
  const modes = new Map<string, EmailMode>(NOTIFICATION_EMAIL_TYPES.map((entry) => [entry.type, entry.default_mode]));
  const answer = (): EmailPreferences => ({
    email_enabled: emailEnabled,
    items: NOTIFICATION_EMAIL_TYPES.map((entry) => ({ ...entry, mode: modes.get(entry.type) ?? entry.default_mode })),
  });
  return createFakeApi({
    me: ME,
    routes: {
      [`GET /api/consultants/${OWN_ID}/profile`]: () => json(makeOwnProfile(ME)),
      'GET /api/me/tokens': () => json([]),
      'GET /api/me/email-preferences': () => json(answer()),
      'PUT /api/me/email-preferences': ({ body }) => {
        const input = body as { preferences: Record<string, EmailMode> };
        for (const [type, mode] of Object.entries(input.preferences)) modes.set(type, mode);
        return json(answer());
      },
    },
  });
}

describe('E-mail preferences on My Profile', () => {
  it('lists every kind with its default, and saves a choice as it is made', { timeout: 30_000 }, async () => {
    const api = preferencesApi(true);
    const { user } = renderApp(`/consultants/${OWN_ID}`, api);
    const list = await screen.findByRole('list', { name: 'E-mail for each kind of notification' });
    expect(within(list).getAllByRole('combobox')).toHaveLength(NOTIFICATION_EMAIL_TYPES.length);
    const mentions = within(list).getByLabelText('Someone mentioned you');
    expect(mentions).toHaveValue('immediate');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await user.selectOptions(mentions, 'Daily digest (08:00)');
    await waitFor(() =>
      expect(api.requestsTo('PUT /api/me/email-preferences')[0]?.body).toEqual({
        preferences: { work_item_mention: 'digest' },
      }),
    );
    await waitFor(() => expect(within(list).getByLabelText('Someone mentioned you')).toHaveValue('digest'));
    expect(within(list).getByLabelText('Status updates')).toHaveValue('digest');
  });

  it('says when the server has e-mail off, and keeps the choices anyway', { timeout: 30_000 }, async () => {
    renderApp(`/consultants/${OWN_ID}`, preferencesApi(false));
    expect(await screen.findByRole('note')).toHaveTextContent('E-mail is off on this server');
    expect(screen.getByRole('list', { name: 'E-mail for each kind of notification' })).toBeInTheDocument();
  });
});
