import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyProposal } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const proposal: MyProposal = {
  id: '11111111-1111-4111-8111-111111111111',
  request_id: '22222222-2222-4222-8222-222222222222',
  engagement_id: '33333333-3333-4333-8333-333333333333',
  engagement_name: 'Apollo ERP rollout',
  engagement_type: 'project',
  client_name: 'Northwind',
  engagement_role: 'Lead Consultant',
  job_title: 'Senior Consultant',
  hours_per_week: 16,
  start_date: '2026-12-07',
  end_date: '2027-01-29',
  status: 'proposed',
  request_status: 'In Review',
  assignment_id: null,
  proposed_at: '2026-11-20T10:00:00Z',
  decided_at: null,
};

describe('My Resource Requests', () => {
  it('shows an employee the requests they are proposed for, with no New button and no Access Denied', async () => {
    const fake = createFakeApi({
      me: makeMe('employee'),
      routes: { 'GET /api/staffing-proposals/mine': () => json([proposal]) },
    });
    renderApp('/my-resource-requests', fake);
    const list = await screen.findByRole('list', { name: 'Requests you are proposed for or staffed through' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Apollo ERP rollout' })).toHaveAttribute(
      'href',
      `/engagements/projects/${proposal.engagement_id}`,
    );
    expect(within(card).getByText(/Lead Consultant/)).toBeInTheDocument();
    expect(within(card).getByText(/16\.0 h\/week/)).toBeInTheDocument();
    expect(within(card).getByText('Proposed')).toBeInTheDocument();
    expect(within(card).getByText('In Review')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New Resource Request/ })).not.toBeInTheDocument();
    // An employee does not file requests: the filer's list is never asked for.
    expect(fake.requestsTo('GET /api/resource-requests')).toHaveLength(0);
  });

  it('says so when an employee is proposed for nothing', async () => {
    renderApp(
      '/my-resource-requests',
      createFakeApi({ me: makeMe('employee'), routes: { 'GET /api/staffing-proposals/mine': () => json([]) } }),
    );
    expect(await screen.findByText('You are not proposed for any request')).toBeInTheDocument();
  });

  it('keeps the New button for those who file, with their own proposals below their requests', async () => {
    renderApp(
      '/my-resource-requests',
      createFakeApi({
        me: makeMe('employee', ['Project Manager']),
        routes: {
          'GET /api/resource-requests': () => json({ items: [], total: 0, page: 1, pageSize: 200 }),
          'GET /api/staffing-proposals/mine': () =>
            json([{ ...proposal, status: 'accepted', request_status: 'Staffed' }]),
        },
      }),
    );
    expect((await screen.findAllByRole('link', { name: 'New Resource Request' })).length).toBeGreaterThan(0);
    const section = await screen.findByRole('region', { name: 'Requests you are proposed for' });
    expect(within(section).getByText('Booked')).toBeInTheDocument();
    expect(within(section).getByText('Staffed')).toBeInTheDocument();
  });
});
