import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommandCenter } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const week = (w: string, billable: number) => ({
  week: w,
  headcount: 10,
  with_timesheets: 10,
  capacity_hours: 400,
  billable_hours: billable * 4,
  worked_hours: 320,
  billable_pct: billable,
  total_pct: 80,
});
const data: CommandCenter = {
  from: '2026-11-16',
  to: '2026-11-23',
  weeks: 2,
  refreshed_at: '2026-11-24T08:00:00Z',
  weeks_with_timesheets: 2,
  utilisation: {
    total: {
      capacity_hours: 800,
      billable_hours: 520,
      worked_hours: 640,
      billable_pct: 65,
      total_pct: 80,
      person_weeks: 20,
    },
    by_week: [week('2026-11-16', 70), week('2026-11-23', 60)],
    by_job_title: [
      {
        job_title_id: '11111111-1111-4111-8111-111111111111',
        job_title: 'Architect',
        headcount: 4,
        person_weeks: 8,
        capacity_hours: 320,
        billable_hours: 256,
        worked_hours: 300,
        billable_pct: 80,
        total_pct: 93.8,
      },
    ],
  },
  bench: { week: '2026-11-23', headcount: 10, people: [] },
  pipeline: [{ type: 'project', status: 'active', count: 7 }],
  temperature: {
    mix: [
      { temperature: 'red', count: 1 },
      { temperature: 'yellow', count: 2 },
      { temperature: 'green', count: 7 },
    ],
    shares: { total: 10, green_pct: 70, yellow_pct: 20, red_pct: 10 },
    trend: [],
  },
  compliance: [
    { week: '2026-11-16', expected: 10, submitted: 9, rate: 90 },
    { week: '2026-11-23', expected: 10, submitted: 2, rate: 20 },
  ],
  requests: {
    open: 3,
    ageing: [{ label: '0–7 days', min_days: 0, max_days: 7, count: 3 }],
    time_to_staff: { staffed: 2, average_days: 5, median_days: 5 },
  },
};

const people = {
  from: '2026-09-07',
  to: '2026-11-23',
  people: [
    {
      consultant_id: '22222222-2222-4222-8222-222222222222',
      name: 'Ada Lovelace',
      job_title: 'Architect',
      weeks_employed: 12,
      weeks_with_timesheets: 9,
      capacity_hours: 360,
      billable_hours: 270,
      worked_hours: 324,
      billable_pct: 75,
      total_pct: 90,
    },
  ],
};

describe('CommandCenterPage', () => {
  it('shows the KPIs, each chart as a table with drill-downs, no money and no CSV links for non-admins', async () => {
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: { 'GET /api/command-center': () => json(data), 'GET /api/job-titles': () => json([]) },
    });
    const { user } = renderApp('/command-center?engagement_type=project', api);
    expect(await screen.findByText('65 %')).toBeInTheDocument(); // billable utilisation tile
    expect(screen.getByText('90 %')).toBeInTheDocument(); // last complete week's compliance
    expect(screen.queryByText('Revenue')).not.toBeInTheDocument();

    const pipeline = screen.getByRole('region', { name: 'Pipeline by type and status' });
    await user.click(within(pipeline).getByRole('button', { name: 'Table view of Pipeline by type and status' }));
    expect(within(pipeline).getByRole('link', { name: 'project · Active' })).toHaveAttribute(
      'href',
      '/engagements/projects?status=active',
    );
    // The CSV is an export (data.export): an employee gets no link.
    expect(within(pipeline).queryByRole('link', { name: /^CSV of/ })).not.toBeInTheDocument();
    const titles = screen.getByRole('region', { name: 'Utilisation by job title' });
    await user.click(within(titles).getByRole('button', { name: /Table view/ }));
    expect(within(titles).getByRole('row', { name: /Architect 4 8 80 % 93.8 %/ })).toBeInTheDocument();
    expect(api.requestsTo('GET /api/command-center')).toHaveLength(1);
    expect(screen.getByText(/Utilisation covers 2 of 2 weeks with timesheets · 20 person-weeks/)).toBeInTheDocument();
  });

  it('drills from a job title’s figure to the people behind it, each with the weeks that count', async () => {
    const api = createFakeApi({
      me: makeMe('Project Manager'),
      routes: {
        'GET /api/command-center': () => json(data),
        'GET /api/job-titles': () => json([]),
        'GET /api/command-center/people': () => json(people),
      },
    });
    const { user } = renderApp('/command-center', api);
    const titles = await screen.findByRole('region', { name: 'Utilisation by job title' });
    await user.click(within(titles).getByRole('button', { name: /Table view/ }));
    await user.click(within(titles).getByRole('button', { name: '8 person-weeks: the people behind Architect' }));
    const dialog = await screen.findByRole('dialog', { name: 'People behind Architect' });
    expect(await within(dialog).findByRole('row', { name: /Ada Lovelace 12 9 360 h 75 % 90 %/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/weeks without a timesheet are left out/)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/command-center/people')).toHaveLength(1); // asked for only when opened
  });

  /** The command center's answer with revenue of 1,000 EUR and 1,000 USD, rendered for an admin. */
  const renderRevenue = (money: (typeof data)['money'], total?: number) => {
    const answer = {
      ...data,
      money,
      utilisation: {
        ...data.utilisation,
        total: {
          ...data.utilisation.total,
          ...(total === undefined ? {} : { revenue: total }),
          revenue_by_currency: [
            { currency: 'EUR', amount: 1000 },
            { currency: 'USD', amount: 1000 },
          ],
        },
      },
    };
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: { 'GET /api/command-center': () => json(answer), 'GET /api/job-titles': () => json([]) },
    });
    renderApp('/command-center', api);
  };

  it('shows an admin revenue per currency, converted only with the rates it names', async () => {
    renderRevenue(
      {
        base_currency: 'USD',
        rates_used: [{ currency: 'EUR', rate: 1.08, effective_on: '2026-11-02' }],
        missing_rates: [],
      },
      2080,
    );
    const tile = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(tile).getByText('US$2,080')).toBeInTheDocument();
    expect(within(tile).getByText('€1,000 · US$1,000')).toBeInTheDocument();
    expect(within(tile).getByText(/1 EUR = 1.08 USD \(from 2 Nov 2026\)/)).toBeInTheDocument();
  });

  it('never adds currencies without a rate: per currency only, saying which rate is missing', async () => {
    renderRevenue({ base_currency: 'USD', rates_used: [], missing_rates: ['EUR'] });
    const tile = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(tile).getByText('Per currency')).toBeInTheDocument();
    expect(within(tile).queryByText(/2,000/)).not.toBeInTheDocument();
    expect(within(tile).getByRole('status')).toHaveTextContent('No exchange rate for EUR: not converted into USD');
  });

  it('gives an admin each chart’s CSV link with the filters', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: { 'GET /api/command-center': () => json(data), 'GET /api/job-titles': () => json([]) },
    });
    renderApp('/command-center?engagement_type=project', api);
    const pipeline = await screen.findByRole('region', { name: 'Pipeline by type and status' });
    expect(await within(pipeline).findByRole('link', { name: 'CSV of Pipeline by type and status' })).toHaveAttribute(
      'href',
      '/api/command-center/export?engagement_type=project&chart=pipeline',
    );
  });
});
