import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRequest } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const REQUEST: ResourceRequest = {
  id: '0c7d2f1e-5b7a-4d0e-9a54-2f3a1c9e8b01',
  engagement_id: '589c9361-06ac-4205-afa0-5e5770a4f43d',
  engagement_name: 'Apollo migration',
  engagement_type: 'project',
  engagement_start_date: '2026-12-01',
  engagement_end_date: '2027-03-31',
  client_id: '7a4b4f7e-3a43-4c4e-8f0c-6b1d2f0e9a11',
  client_name: 'Contoso',
  requester_user_id: 'user-2',
  requester_name: 'Grace Hopper',
  engagement_role_id: null,
  engagement_role: null,
  job_title_id: null,
  job_title: 'Data Engineer',
  skills: [],
  certifications: [],
  languages: [],
  hours_per_week: 32,
  start_date: '2026-12-14',
  end_date: '2027-02-26',
  time_zone_window: null,
  priority: 'critical',
  notes: null,
  status: 'Partially Staffed',
  status_reason: null,
  hours_staffed: 16,
  age_days: 9,
  time_to_staff_days: null,
  submitted_at: '2026-11-14T09:00:00.000Z',
  staffed_at: null,
  closed_at: null,
  created_at: '2026-11-14T09:00:00.000Z',
  updated_at: '2026-11-14T09:00:00.000Z',
  version: 3,
  proposals: [],
};

describe('the admin request list', () => {
  it('lists requests in the data table and exports the shown columns with the filters as CSV', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: { 'GET /api/resource-requests': () => json({ items: [REQUEST], total: 1, page: 1, pageSize: 200 }) },
    });
    const urls: string[] = [];
    const fetchAll = api.fetch;
    api.fetch = (input, init) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return typeof init?.headers === 'object' && new Headers(init.headers).get('accept') === 'text/csv'
        ? Promise.resolve(
            new Response('Engagement\r\nApollo migration\r\n', { headers: { 'content-type': 'text/csv' } }),
          )
        : fetchAll(input, init);
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const { user } = renderApp('/admin-resource-requests?priority=critical', api);

    const table = await screen.findByRole('table', { name: 'Resource requests' });
    const row = (await within(table).findByRole('link', { name: 'Apollo migration' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Contoso')).toBeInTheDocument();
    expect(within(row).getByText('Partially Staffed')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const csv = new URL(urls.find((url) => url.includes('format=csv')) as string, 'http://praxis.test');
    expect(csv.pathname).toBe('/api/resource-requests');
    expect(csv.searchParams.get('priority')).toBe('critical');
    expect(csv.searchParams.get('columns')?.split(',')).toEqual([
      'engagement_name',
      'client_name',
      'requester_name',
      'job_title',
      'status',
      'priority',
      'start_date',
      'end_date',
      'hours_staffed',
      'hours_per_week',
      'age_days',
      'time_to_staff_days',
    ]);
    click.mockRestore();
  });
});
