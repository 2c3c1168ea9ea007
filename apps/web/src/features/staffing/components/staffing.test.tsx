import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json, type FakeRequest } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ENGAGEMENT = '589c9361-06ac-4205-afa0-5e5770a4f43d';
const page = (items: unknown[] = []) => json({ items, total: items.length, page: 1, pageSize: 200 });

const filed = ({ body }: FakeRequest) => json({ ...(body as object), id: 'r1', status: 'Submitted' }, 201);

/** The new-request page for a Project Manager, the engagement chosen; `post` answers the form's POST. */
async function openForm(post: (request: FakeRequest) => Response = filed) {
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
      'POST /api/resource-requests': post,
    },
  });
  renderApp(`/resource-request/new?engagement=${ENGAGEMENT}`, api);
  expect(await screen.findByRole('heading', { name: 'New Resource Request' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Engagement\*?$/ })).toHaveValue(ENGAGEMENT));
  return { api, user: userEvent.setup() };
}
const posts = (api: ReturnType<typeof createFakeApi>) =>
  api.requests.filter((r) => r.method === 'POST' && r.path === '/api/resource-requests');

describe('the resource request form', () => {
  it('shows the shared schema’s errors inline, then files the request', async () => {
    const { api, user } = await openForm();
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

  it('warns before filing the same need as an open request: Cancel sends nothing more, File anyway confirms', async () => {
    const warning =
      'An open request for Senior Consultant on Apollo already covers these dates (2026-12-14 to 2027-01-10, Submitted, filed by Priya Shah).';
    const { api, user } = await openForm((request) =>
      (request.body as { confirm_duplicate?: boolean }).confirm_duplicate
        ? filed(request)
        : json({ code: 'CONFLICT', message: warning, details: { duplicate_of: { id: 'r0' } } }, 409),
    );
    await user.clear(screen.getByLabelText(/^Hours per week/));
    await user.type(screen.getByLabelText(/^Hours per week/), '20');
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-12-14' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2027-01-10' } });
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'A matching request is already open' });
    expect(dialog).toHaveTextContent(warning);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(api)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'New Resource Request' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'File anyway' }));
    await waitFor(() => expect(posts(api)).toHaveLength(3));
    expect(posts(api)[2]?.body).toMatchObject({ engagement_id: ENGAGEMENT, submit: true, confirm_duplicate: true });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New Resource Request' })).toBeNull());
  });
});
