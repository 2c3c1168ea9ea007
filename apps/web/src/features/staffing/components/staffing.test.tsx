import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ENGAGEMENT = '589c9361-06ac-4205-afa0-5e5770a4f43d';
const page = (items: unknown[] = []) => json({ items, total: items.length, page: 1, pageSize: 200 });

describe('the resource request form', () => {
  it('shows the shared schema’s errors inline, then files the request', async () => {
    const api = createFakeApi({
      me: makeMe('Project Manager'),
      routes: {
        'GET /api/work-items/engagement-options': () =>
          json([{ id: ENGAGEMENT, name: 'Apollo', type: 'project', client_name: 'Contoso' }]),
        'GET /api/engagement-roles': () => page(),
        'GET /api/certifications': () => page(),
        'GET /api/languages': () => page(),
        'GET /api/platform-categories': () => page(),
        'GET /api/job-titles': () => json([]),
        'GET /api/resource-requests': () => page(),
        'POST /api/resource-requests': ({ body }) => json({ ...(body as object), id: 'r1', status: 'Submitted' }, 201),
      },
    });
    renderApp(`/resource-request/new?engagement=${ENGAGEMENT}`, api);
    expect(await screen.findByRole('heading', { name: 'New Resource Request' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Engagement\*?$/ })).toHaveValue(ENGAGEMENT));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Hours per week/));
    await user.type(screen.getByLabelText(/^Hours per week/), '12');
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-12-28' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2026-12-14' } });
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-12-14' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2027-01-10' } });
    await user.click(screen.getByLabelText(/^End/));
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/resource-requests')).toBe(true),
    );
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/api/resource-requests');
    expect(sent?.body).toMatchObject({
      engagement_id: ENGAGEMENT,
      hours_per_week: 12,
      submit: true,
      time_zone_window: null,
    });
  });
});
