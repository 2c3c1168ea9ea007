import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailOutboxItem } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const message = (over: Partial<MailOutboxItem>): MailOutboxItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'invitation',
  to_address: 'ada@example.com',
  subject: 'You are invited to Praxis',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-03-02T09:00:00.000Z',
  sent_at: '2026-03-02T09:00:05.000Z',
  ...over,
});

const failed = message({
  id: '00000000-0000-4000-8000-000000000002',
  to_address: 'bob@example.com',
  status: 'failed',
  attempts: 6,
  last_error: '550 mailbox unavailable',
  sent_at: null,
});

function outboxApi(items: MailOutboxItem[], mailOn?: boolean) {
  return createFakeApi({
    me: makeMe('admin'),
    authConfig: { oidc: null, passwordReset: mailOn },
    routes: {
      'GET /api/admin/mail/outbox': () => json({ items, total: items.length, page: 1, pageSize: 25 }),
      'POST /api/admin/mail/outbox/00000000-0000-4000-8000-000000000002/retry': () => json({ queued: true }),
    },
  });
}

describe('E-mail Outbox', () => {
  it('lists messages with their status, the error of a failed one, and sends a failed one again', async () => {
    const api = outboxApi([message({}), failed]);
    const { user } = renderApp('/admin-mail', api);
    const table = await screen.findByRole('table', { name: 'E-mail outbox' });
    const rows = [
      await within(table).findByRole('row', { name: 'You are invited to Praxis to ada@example.com' }),
      within(table).getByRole('row', { name: 'You are invited to Praxis to bob@example.com' }),
    ];
    expect(within(table).getAllByRole('row', { name: /^You are invited/ })).toHaveLength(2);
    expect(within(rows[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Send Again' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/6 tries/)).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText('Queued again for bob@example.com')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/admin/mail/outbox/${failed.id}/retry`)).toHaveLength(1);
  });

  it('filters by status and says when nothing matches', async () => {
    const api = outboxApi([]);
    const { user } = renderApp('/admin-mail', api);
    expect(await screen.findByText('No e-mail yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No failed e-mail')).toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/admin/mail/outbox')).toBe(true);
  });

  it('says plainly when e-mail is off on this server, and nothing when it is on', async () => {
    const off = renderApp('/admin-mail', outboxApi([], false));
    const note = await screen.findByRole('note', { name: 'E-mail is off' });
    expect(note).toHaveTextContent('E-mail is off on this server.');
    expect(note).toHaveTextContent('SMTP_URL and MAIL_FROM');
    off.unmount();

    renderApp('/admin-mail', outboxApi([message({})], true));
    expect(
      await screen.findByRole('row', { name: 'You are invited to Praxis to ada@example.com' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'E-mail is off' })).not.toBeInTheDocument();
  });
});
