import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Position, Referral } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const POSITION: Position = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  title: 'Senior Data Engineer',
  job_title_id: null,
  job_title: null,
  location: 'Lisbon',
  time_zone: 'Europe/Lisbon',
  hiring_manager_id: null,
  hiring_manager_name: null,
  target_start: '2026-12-21',
  headcount: 2,
  status: 'open',
  description: null,
  skills: [],
  candidate_count: 0,
  hired_count: 0,
  version: 1,
  created_at: '2026-10-01T09:00:00.000Z',
  updated_at: '2026-10-01T09:00:00.000Z',
};
const REFERRAL: Referral = {
  id: 'd1d1d1d1-0000-4000-8000-000000000001',
  candidate_name: 'Rita Referred',
  position_title: 'Senior Data Engineer',
  stage: 'screening',
  referred_at: '2026-11-01T09:00:00.000Z',
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 24 });

describe('/recruiting', () => {
  it('lets an employee refer someone for an open position and shows only their referrals’ stage', async () => {
    const routes = {
      'GET /api/recruiting/positions': () => json(page([POSITION])),
      'GET /api/recruiting/referrals': () => json([REFERRAL]),
      'POST /api/recruiting/referrals': () => json(REFERRAL, 201),
    };
    const api = createFakeApi({ me: makeMe('employee'), routes });
    const { user } = renderApp('/recruiting', api);
    const row = (await screen.findByText('Senior Data Engineer', { selector: 'td *, td' })).closest('tr')!;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    const referrals = await screen.findByRole('list', { name: 'My referrals' });
    expect(within(referrals).getByText('Screening')).toBeInTheDocument();
    // The pipeline (personal data) is not there for an employee.
    expect(screen.queryByRole('heading', { name: 'Candidate pipeline' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Refer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer a candidate' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Rita');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Referred');
    await user.type(within(dialog).getByLabelText(/Email/), 'rita@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send referral' }));
    await screen.findByText('Referral sent');
    expect(api.requestsTo('POST /api/recruiting/referrals')[0]?.body).toMatchObject({
      position_id: POSITION.id,
      first_name: 'Rita',
      email: 'rita@example.com',
    });
  });
});
