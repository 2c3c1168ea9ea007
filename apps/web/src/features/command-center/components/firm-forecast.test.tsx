import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FirmForecastAnswer, FirmForecastWeek } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ANA = '11111111-1111-4111-8111-111111111111';
const ENG = '22222222-2222-4222-8222-222222222222';
const weeks = ['2026-11-30', '2026-12-07'];
const forecast = (revenue: FirmForecastAnswer['revenue']): FirmForecastAnswer => ({
  today: '2026-11-27',
  weeks: weeks.map((week, index) => ({
    week,
    capacity_hours: 80,
    scheduled_hours: index ? 40 : 70,
    tentative_hours: index ? 20 : 0,
    utilisation_percent: index ? 50 : 87.5,
    utilisation_with_tentative_percent: index ? 75 : 87.5,
    bench_count: index,
    roll_off_count: index,
  })),
  bench: [
    { week: weeks[0] as string, people: [] },
    {
      week: weeks[1] as string,
      people: [
        {
          consultant_id: ANA,
          name: 'Ana Bench',
          top_skills: ['Azure', 'Dynamics 365'],
          capacity_hours: 40,
          scheduled_hours: 0,
          tentative_hours: 20,
          booked_percent: 0,
        },
      ],
    },
  ],
  roll_offs: [
    {
      consultant_id: ANA,
      name: 'Ana Bench',
      engagement_id: ENG,
      engagement_name: 'Apollo ERP rollout',
      engagement_type: 'project',
      ends_on: '2026-12-04',
      week: weeks[0] as string,
    },
  ],
  revenue,
});
const WEEK: FirmForecastWeek = {
  week: weeks[0] as string,
  people: [
    {
      consultant_id: ANA,
      name: 'Ana Bench',
      top_skills: [],
      capacity_hours: 40,
      scheduled_hours: 30,
      tentative_hours: 0,
      booked_percent: 75,
      on_bench: false,
    },
  ],
  engagements: [
    {
      engagement_id: ENG,
      name: 'Apollo ERP rollout',
      type: 'project',
      currency: 'EUR',
      scheduled_hours: 30,
      tentative_hours: 0,
      revenue: null,
      people: [{ id: ANA, name: 'Ana Bench' }],
    },
  ],
};

const open = (role: 'admin' | 'employee', answer: FirmForecastAnswer) =>
  renderApp(
    '/command-center',
    createFakeApi({
      me: makeMe(role),
      routes: {
        'GET /api/command-center/forecast': () => json(answer),
        [`GET /api/command-center/forecast/weeks/${weeks[0]}`]: () => json(WEEK),
        'GET /api/job-titles': () => json([]),
      },
    }),
  );

describe('the firm forecast in the command center', () => {
  it('shows utilisation ahead, drills down into a week, and lists the bench and roll-offs without money', async () => {
    const { user } = open('employee', forecast(null));
    const utilisation = await screen.findByRole('region', { name: 'Utilisation ahead' }, { timeout: 10_000 });
    const rows = within(utilisation).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/30 Nov 2026.*87\.5 %\s*87\.5 %\s*0\s*0/);
    expect(rows[2]).toHaveTextContent(/50 %\s*75 %\s*1\s*1/);
    expect(within(utilisation).queryByRole('link', { name: /CSV/ })).not.toBeInTheDocument();

    await user.click(within(utilisation).getByRole('button', { name: /30 Nov 2026.*people and engagements/ }));
    const detail = await screen.findByRole('region', { name: 'Week of 30 Nov 2026' });
    expect(await within(detail).findByRole('link', { name: 'Apollo ERP rollout' })).toHaveAttribute(
      'href',
      `/engagements/projects/${ENG}`,
    );
    expect(within(detail).getByRole('link', { name: 'Ana Bench' })).toHaveAttribute('href', `/consultants/${ANA}`);
    expect(within(detail).queryByRole('columnheader', { name: 'Revenue' })).not.toBeInTheDocument();

    const bench = screen.getByRole('region', { name: 'Bench ahead' });
    expect(within(bench).getByText('Nobody is under half booked that week.')).toBeVisible();
    await user.selectOptions(within(bench).getByLabelText('Week'), weeks[1] as string);
    expect(within(bench).getByRole('row', { name: /Ana Bench/ })).toHaveTextContent('Azure, Dynamics 365');

    const rollOffs = screen.getByRole('region', { name: 'Roll-offs' });
    expect(within(rollOffs).getByRole('row', { name: /Ana Bench/ })).toHaveTextContent('4 Dec 2026');
    expect(screen.queryByRole('region', { name: 'Revenue ahead' })).not.toBeInTheDocument();
  });

  it('shows admins the revenue ahead per currency and the CSV links', async () => {
    open(
      'admin',
      forecast([
        { currency: 'EUR', weeks: [1000, 500], total: 1500 },
        { currency: 'USD', weeks: [200, 0], total: 200 },
      ]),
    );
    const revenue = await screen.findByRole('region', { name: 'Revenue ahead' }, { timeout: 10_000 });
    expect(within(revenue).getByRole('row', { name: /EUR/ })).toHaveTextContent('1,500 EUR');
    expect(within(revenue).getByRole('row', { name: /USD/ })).toHaveTextContent('200 USD');
    expect(within(revenue).getByRole('link', { name: 'CSV of Revenue ahead' })).toHaveAttribute(
      'href',
      '/api/command-center/forecast/export?view=revenue',
    );
  });
});
