import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Engagement, EngagementForecastAnswer } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ID = '3d6f1b9e-8b43-4f7c-9d4e-2a1b3c4d5e6f';
const FORECAST: EngagementForecastAnswer = {
  engagement_id: ID,
  today: '2026-11-27',
  budget_hours: 100,
  actual_hours: 40,
  scheduled_hours: 80,
  tentative_hours: 16,
  estimate_at_completion_hours: 120,
  runs_out_on: '2026-12-09',
  over_by_hours: 20,
  with_tentative: { estimate_at_completion_hours: 136, runs_out_on: '2026-12-08', over_by_hours: 36 },
  schedule: { people: 1, hours_per_week: 40, from: '2026-11-30' },
  weeks: [
    { week: '2026-11-23', actual: 40, scheduled: 0, tentative: 0 },
    { week: '2026-11-30', actual: 0, scheduled: 40, tentative: 8 },
    { week: '2026-12-07', actual: 0, scheduled: 40, tentative: 8 },
  ],
  money: null,
  explanation:
    'At the current schedule (1 person, 40 h/week from 30 Nov 2026) the 100-hour budget runs out in the week of 7 Dec 2026, in its last week; 20 h over.',
};

const ENGAGEMENT: Engagement = {
  id: ID,
  name: 'Apollo ERP rollout',
  type: 'project',
  status: 'active',
  project_temperature: 'yellow',
  start_date: '2026-11-23',
  end_date: '2026-12-13',
  client_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  client: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Northwind Logistics', logo_url: null },
  description: null,
  billing_type: 'time_and_materials',
  budget_hours: 100,
  budget_amount: null,
  currency: 'USD',
  project_managers: [],
  team_size: 1,
  hours_allocated: 120,
  hours_used: 40,
  can_manage: false,
  version: 1,
  created_at: '2026-10-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

const open = (forecast: () => Response) =>
  renderApp(
    `/engagements/projects/${ID}`,
    createFakeApi({
      me: makeMe('Project Manager'),
      routes: {
        [`GET /api/engagements/${ID}`]: () => json(ENGAGEMENT),
        [`GET /api/engagements/${ID}/team`]: () => json([]),
        [`GET /api/engagements/${ID}/forecast`]: forecast,
      },
    }),
  );

describe('the forecast on the engagement overview', () => {
  it('says when the budget runs out and shows the weeks as a table on request', async () => {
    const { user } = open(() => json(FORECAST));
    expect(await screen.findByText(FORECAST.explanation, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Week of 9 Dec 2026')).toBeVisible();
    expect(screen.getByText('Over with proposals').nextSibling).toHaveTextContent('36.0 h');
    await user.click(screen.getByRole('button', { name: 'Table view of the forecast' }));
    const table = screen.getByRole('table', { name: 'Hours per week: approved, scheduled and proposed' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent(/30 Nov 2026\s*0\.0 h\s*40\.0 h\s*8\.0 h/);
  });

  it('shows the error with Retry when the forecast cannot be read', async () => {
    open(() => json({ code: 'FORBIDDEN', message: 'Not yours' }, 403));
    expect(await screen.findByText('We could not load the forecast.')).toBeVisible();
  });
});
