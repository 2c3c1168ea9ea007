import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommandCenter } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const week = (w: string, billable: number) => ({
  week: w,
  headcount: 10,
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
  utilisation: {
    total: { capacity_hours: 800, billable_hours: 520, worked_hours: 640, billable_pct: 65, total_pct: 80 },
    by_week: [week('2026-11-16', 70), week('2026-11-23', 60)],
    by_job_title: [
      {
        job_title_id: '11111111-1111-4111-8111-111111111111',
        job_title: 'Architect',
        headcount: 4,
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
    expect(within(titles).getByRole('row', { name: /Architect 4 80 % 93.8 %/ })).toBeInTheDocument();
    expect(api.requestsTo('GET /api/command-center')).toHaveLength(1);
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
