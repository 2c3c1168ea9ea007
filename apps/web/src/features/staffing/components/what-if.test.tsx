import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueueItem, StaffingBoard, StaffingWhatIf } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { REQUEST } from './request-fixture';

const ADA = '5b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8';
const GRACE = '6c2d3e4f-5061-4b72-9c83-a4b5c6d7e8f9';
const base = {
  engagement_id: '589c9361-06ac-4205-afa0-5e5770a4f43d',
  client_name: 'Contoso',
  requester_name: 'Grace Hopper',
  job_title: 'Data Engineer',
  engagement_role: null,
  priority: 'high',
  status: 'Submitted',
  start_date: '2027-01-04',
  end_date: '2027-01-29',
  hours_per_week: 40,
  hours_remaining: 40,
  age_days: 3,
  version: 1,
} as const;
const TIPPING: QueueItem = {
  ...base,
  id: '0c7d2f1e-5b7a-4d0e-9a54-2f3a1c9e8b01',
  engagement_name: 'Apollo migration',
  budget_risk: {
    tips_over: true,
    budget_hours: 100,
    added_hours: 160,
    over_by_hours: 60,
    runs_out_on: '2027-01-20',
    reason: 'Staffed as asked (+160 h), the 100-hour budget runs out in the week of 18 Jan 2027 and ends 60 h over.',
  },
  top: [{ consultant_id: ADA, name: 'Ada Lovelace', score: 88, excluded: false, explanation: 'Strong match' }],
};
const FITTING: QueueItem = {
  ...base,
  id: '1d8e3f2a-6c8b-4e1f-8b65-3a4b2d0f9c12',
  engagement_name: 'Borealis rollout',
  budget_risk: null,
  top: [],
};
const BOARD: StaffingBoard = {
  weeks: ['2027-01-04'],
  total: 2,
  rows: [ADA, GRACE].map((id, index) => ({
    id,
    name: index === 0 ? 'Ada Lovelace' : 'Grace Hopper',
    job_title: null,
    location: null,
    hours: [0],
    tentative: [0],
    rolling_off: false,
    capacity: 40,
    capacity_by_week: [40],
    bookings: [],
  })),
};
const WHAT_IF: StaffingWhatIf = {
  request_id: TIPPING.id,
  engagement_id: base.engagement_id,
  engagement_name: 'Apollo migration',
  consultant_id: ADA,
  consultant_name: 'Ada Lovelace',
  hours_per_week: 40,
  start_date: base.start_date,
  end_date: base.end_date,
  engagement: {
    budget_hours: 100,
    currency: 'EUR',
    before: {
      estimate_at_completion_hours: 0,
      runs_out_on: null,
      over_by_hours: 0,
      estimate_at_completion_amount: 0,
      over_by_amount: 0,
    },
    after: {
      estimate_at_completion_hours: 160,
      runs_out_on: '2027-01-20',
      over_by_hours: 60,
      estimate_at_completion_amount: 24_000,
      over_by_amount: 9_000,
    },
    added_hours: 160,
    over_budget: true,
    tips_over: true,
    reason:
      'Booking Ada Lovelace (+160 h), the 100-hour budget runs out in the week of 18 Jan 2027 and ends 60 h over.',
  },
  utilisation: {
    weeks: [{ week: '2027-01-04', capacity: 40, before: 20, after: 60 }],
    before_percent: 50,
    after_percent: 150,
    over_capacity_weeks: ['2027-01-04'],
  },
};

const fakeApi = () =>
  createFakeApi({
    me: makeMe('admin'),
    routes: {
      'GET /api/staffing/queue': () => json({ items: [TIPPING, FITTING], total: 2 }),
      'GET /api/staffing/board': () => json(BOARD),
      'GET /api/catalogues/platform-products': () => json({ items: [], total: 0, page: 1, pageSize: 200 }),
      [`GET /api/resource-requests/${TIPPING.id}/what-if`]: () => json(WHAT_IF),
      [`POST /api/resource-requests/${TIPPING.id}/proposals`]: () => json({ id: TIPPING.id, version: 2 }),
    },
  });

describe('the what-if on the staffing board', () => {
  it("shows the engagement's forecast and the person's utilisation before → after, then proposes them", async () => {
    const api = fakeApi();
    const { user } = renderApp('/admin-staffing', api);
    const requests = await screen.findByRole('complementary', { name: 'Open requests' });
    expect(await within(requests).findByText('Would tip the budget')).toBeInTheDocument();

    await user.click(within(requests).getByRole('button', { name: 'What if: Apollo migration' }));
    const dialog = await screen.findByRole('dialog', { name: 'What if: Apollo migration' });
    expect(within(dialog).getByRole('combobox', { name: 'Candidate' })).toHaveValue(ADA);
    expect(await within(dialog).findByText(/Tips the engagement over budget/)).toBeInTheDocument();
    expect(within(dialog).getByText(WHAT_IF.engagement.reason as string)).toBeInTheDocument();
    const forecast = within(dialog).getByRole('region', { name: 'Apollo migration forecast' });
    const row = (label: string) => within(forecast).getByText(label).parentElement as HTMLElement;
    expect(row('Estimate at completion').textContent).toMatch(/0\.0 h\s*→\s*160\.0 h/);
    expect(row('Budget runs out').textContent).toMatch(/Never\s*→\s*Week of 20 Jan 2027/);
    expect(row('Over by').textContent).toMatch(/0\.0 h\s*→\s*60\.0 h/);
    expect(row('Estimate at completion (money)').textContent).toMatch(/€0\s*→\s*€24,000/);
    const utilisation = within(dialog).getByRole('region', { name: "Ada Lovelace's utilisation" });
    expect(within(utilisation).getByText('Booked').parentElement?.textContent).toMatch(/50 %\s*→\s*150 %/);
    expect(within(utilisation).getByText(/Over capacity in 1 of 1 weeks/)).toBeInTheDocument();
    // The top candidate first, then everyone else on the board.
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(api.requestsTo(`GET /api/resource-requests/${TIPPING.id}/what-if`)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Propose Ada Lovelace' }));
    await vi.waitFor(() =>
      expect(api.requestsTo(`POST /api/resource-requests/${TIPPING.id}/proposals`)[0]?.body).toMatchObject({
        consultant_ids: [ADA],
      }),
    );
  });
});

describe('the staffing queue', () => {
  it('flags a request that would take its engagement over budget, with the reason, and filters to them', async () => {
    const { user } = renderApp('/admin-staffing-queue', fakeApi());
    const queue = await screen.findByRole('list', { name: 'Staffing queue' });
    const tipping = queue.querySelector(`[data-request="${TIPPING.id}"]`) as HTMLElement;
    expect(within(tipping).getByText('Would tip the budget')).toBeInTheDocument();
    expect(within(tipping).getByText(TIPPING.budget_risk?.reason as string)).toBeInTheDocument();
    const fitting = queue.querySelector(`[data-request="${FITTING.id}"]`) as HTMLElement;
    expect(within(fitting).queryByText('Would tip the budget')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'over');
    await vi.waitFor(() => expect(queue.querySelector(`[data-request="${FITTING.id}"]`)).toBeNull());
    expect(queue.querySelector(`[data-request="${TIPPING.id}"]`)).not.toBeNull();
  });
});

describe("the request page's ranked candidates", () => {
  it('opens the what-if of one candidate and proposes them from it', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        [`GET /api/resource-requests/${REQUEST.id}`]: () => json(REQUEST),
        [`GET /api/resource-requests/${REQUEST.id}/history`]: () => json([]),
        [`GET /api/resource-requests/${REQUEST.id}/candidates`]: () =>
          json({
            total: 1,
            items: [
              {
                consultant_id: ADA,
                name: 'Ada Lovelace',
                score: 88,
                excluded: false,
                parts: [],
                explanation: 'Strong match',
                weeks_free: 4,
                weeks_total: 4,
                utilisation_after: 100,
                job_title: null,
                location: null,
                time_zone: null,
                proposal_status: null,
              },
            ],
          }),
        [`GET /api/resource-requests/${REQUEST.id}/what-if`]: () =>
          json({ ...WHAT_IF, request_id: REQUEST.id, engagement_name: REQUEST.engagement_name }),
        [`POST /api/resource-requests/${REQUEST.id}/proposals`]: () => json(REQUEST),
      },
    });
    const { user } = renderApp(`/admin-resource-requests/${REQUEST.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'What if: Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: `What if: ${REQUEST.engagement_name}` });
    expect(within(dialog).queryByRole('combobox', { name: 'Candidate' })).toBeNull();
    expect(await within(dialog).findByText(/Tips the engagement over budget/)).toBeInTheDocument();
    expect(api.requestsTo(`GET /api/resource-requests/${REQUEST.id}/what-if`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Propose Ada Lovelace' }));
    await vi.waitFor(() =>
      expect(api.requestsTo(`POST /api/resource-requests/${REQUEST.id}/proposals`)[0]?.body).toMatchObject({
        consultant_ids: [ADA],
        accept: false,
      }),
    );
  });
});
