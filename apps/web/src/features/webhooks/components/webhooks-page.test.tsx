import type { Webhook, WebhookDelivery } from '@praxis/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const FIRST_SCREEN = { timeout: 15_000 };
const ID = 'aaaaaaaa-0000-4000-8000-000000000001';

const hook: Webhook = {
  id: ID,
  name: 'Ops channel',
  url: 'https://hooks.example.com/ops',
  event_types: ['work_item.created', 'timesheet.approved'],
  format: 'slack',
  enabled: true,
  disabled_reason: null,
  consecutive_failures: 0,
  last_delivery_at: '2026-01-05T10:00:00.000Z',
  last_delivery_status: 'succeeded',
  version: 3,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

const delivery: WebhookDelivery = {
  id: 41,
  event_id: 'bbbbbbbb-0000-4000-8000-000000000001',
  event_type: 'work_item.created',
  status: 'failed',
  attempts: 8,
  next_attempt_at: null,
  last_attempt_at: '2026-01-05T10:00:00.000Z',
  response_status: 500,
  response_body: 'upstream exploded',
  error: 'The receiver answered 500.',
  duration_ms: 12,
  created_at: '2026-01-05T09:00:00.000Z',
};

const page = <T,>(items: T[]) => json({ items, total: items.length, page: 1, pageSize: 25 });

describe('webhooks admin page', () => {
  it('says what to do when there is no endpoint, and shows the secret once after registering one', async () => {
    let created = false;
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/webhooks': () => page(created ? [hook] : []),
        'POST /api/webhooks': () => {
          created = true;
          return json({ ...hook, secret: 'whsec_shown-once' }, 201);
        },
      },
    });
    const { user } = renderApp('/admin-webhooks', api);
    expect(await screen.findByText('No webhooks yet', {}, FIRST_SCREEN)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/webhooks')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Ops channel');
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://hooks.example.com/ops');
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'slack');
    await user.click(within(dialog).getByLabelText('Work item created'));
    await user.click(within(dialog).getByLabelText('Timesheet approved'));
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_shown-once');
    expect(api.requestsTo('POST /api/webhooks')[0]?.body).toEqual({
      name: 'Ops channel',
      url: 'https://hooks.example.com/ops',
      format: 'slack',
      event_types: ['work_item.created', 'timesheet.approved'],
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
    expect(await screen.findByText('https://hooks.example.com/ops')).toBeInTheDocument();
  });

  it('lists deliveries with the answer and redelivers one; disabling sends If-Match', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/webhooks': () => page([hook]),
        [`GET /api/webhooks/${ID}/deliveries`]: () => page([delivery]),
        [`POST /api/webhooks/${ID}/deliveries/41/redeliver`]: () => json({ ...delivery, id: 42 }, 201),
        [`PATCH /api/webhooks/${ID}`]: () => json({ ...hook, enabled: false, version: 4 }),
      },
    });
    const { user } = renderApp('/admin-webhooks', api);
    await user.click(await screen.findByRole('button', { name: 'Deliveries of Ops channel' }, FIRST_SCREEN));
    const row = await screen.findByTestId('webhook-delivery');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    await user.click(within(row).getByText(/HTTP 500/));
    expect(within(row).getByText('upstream exploded')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Redeliver' }));
    expect(await screen.findByText('Queued for delivery again')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/webhooks/${ID}/deliveries/41/redeliver`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Disable Ops channel' }));
    const [patch] = api.requestsTo(`PATCH /api/webhooks/${ID}`);
    expect(patch?.body).toEqual({ enabled: false });
    expect(patch?.headers['if-match']).toBe('"3"');
  });
});
