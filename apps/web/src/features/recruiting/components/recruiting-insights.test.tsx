import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemandSignal, RecruitingAnalytics } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { emptyRecruitingRoutes } from '@/test/recruiting-routes';
import { renderApp } from '@/test/render-app';

const SIGNAL: DemandSignal = {
  category_id: '11111111-1111-4111-8111-111111111111',
  product_id: '22222222-2222-4222-8222-222222222222',
  skill: 'Azure Data Factory',
  min_rating: 4,
  requests: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      engagement_name: 'Apollo ERP rollout',
      days_waiting: 21,
      job_title_id: '44444444-4444-4444-8444-444444444444',
      job_title: 'Data Engineer',
    },
  ],
  people_with_skill: 1,
  rolling_off: [],
  oldest_days: 21,
  headline: '1 request for Azure Data Factory ≥ 4 unfilled for 21 days',
  supply: '1 person with the skill',
  suggested: {
    title: 'Data Engineer (Azure Data Factory)',
    job_title_id: '44444444-4444-4444-8444-444444444444',
    headcount: 1,
  },
};
const ANALYTICS: RecruitingAnalytics = {
  time_in_stage: [{ stage: 'applied', count: 3, average_days: 5.3, median_days: 4 }],
  conversion: [{ from: 'applied', to: 'screening', reached: 3, converted: 2, rate: 0.667 }],
  sources: [{ source: 'referral', candidates: 1, interviewed: 1, hired: 1, hire_rate: 1 }],
  positions: [
    {
      position_id: '55555555-5555-4555-8555-555555555555',
      position_title: 'Data Engineer',
      counts: { applied: 1, screening: 0, interview: 0, offer: 0, hired: 1, rejected: 1 },
    },
  ],
  time_to_hire: { hires: 1, average_days: 12, median_days: 12 },
};

describe('/recruiting insights (admin and Project Manager)', () => {
  it('shows hiring demand with its evidence and opens a position from it in one dialog', async () => {
    const api = createFakeApi({
      me: makeMe('employee', ['Project Manager']),
      routes: {
        ...emptyRecruitingRoutes(),
        'GET /api/recruiting/analytics': () => json(ANALYTICS),
        'GET /api/recruiting/demand': () => json([SIGNAL]),
        'POST /api/recruiting/positions': ({ body }) => json({ id: 'x', ...(body as object) }, 201),
        'GET /api/recruiting/retention': () =>
          json({
            months: 12,
            items: [
              {
                id: '66666666-6666-4666-8666-666666666666',
                candidate_name: 'Olga Old',
                position_title: 'Architect',
                rejected_at: '2025-06-01T00:00:00Z',
              },
            ],
          }),
      },
    });
    const { user } = renderApp('/recruiting', api);
    expect(await screen.findByText(SIGNAL.headline)).toBeInTheDocument();
    expect(screen.getByText('1 person with the skill')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open a position for Azure Data Factory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a position' });
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Data Engineer (Azure Data Factory)');
    await user.click(within(dialog).getByRole('button', { name: 'Open position' }));
    await screen.findByText('Position opened');
    expect(api.requestsTo('POST /api/recruiting/positions')[0]?.body).toMatchObject({
      title: 'Data Engineer (Azure Data Factory)',
      headcount: 1,
      status: 'open',
      job_title_id: SIGNAL.suggested.job_title_id,
      skills: [{ category_id: SIGNAL.category_id, product_id: SIGNAL.product_id, min_rating: 4 }],
    });

    const conversion = screen.getByRole('table', { name: 'Conversion per stage' });
    expect(within(conversion).getByRole('row', { name: /Applied → Screening 3 2 67 %/ })).toBeInTheDocument();
    expect(screen.getByText(/12 d on average, median 12 d \(1 hire\)/)).toBeInTheDocument();
    // Rejected longer ago than the retention period: listed, each opening the record to erase it.
    expect(screen.getByRole('link', { name: 'Olga Old' })).toHaveAttribute(
      'href',
      '/recruiting/candidates/66666666-6666-4666-8666-666666666666',
    );
  });
});
