import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { REQUEST } from './request-fixture';

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
