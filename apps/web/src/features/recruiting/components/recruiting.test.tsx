import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Applicant, Position, Referral } from '@praxis/shared';
import { createFakeApi, json, type FakeHandler } from '@/test/fake-api';
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

const CANDIDATE: Applicant = {
  id: 'e1e1e1e1-0000-4000-8000-000000000001',
  position_id: POSITION.id,
  position_title: POSITION.title,
  first_name: 'Olga',
  last_name: 'Offered',
  email: 'olga@example.com',
  phone: null,
  linkedin_url: null,
  source: 'direct',
  stage: 'offer',
  stage_changed_at: '2026-11-01T09:00:00.000Z',
  owner_id: null,
  owner_name: null,
  referrer_name: null,
  notes: null,
  rejection_reason: null,
  start_date: null,
  cv_file_name: null,
  erased: false,
  version: 4,
  created_at: '2026-10-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

/** The admin's recruiting page, with Olga in Offer (the fake API keys by path: the stage is read from the URL). */
function adminRecruiting(routes: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    me: makeMe('admin'),
    routes: {
      'GET /api/recruiting/positions': () => json(page([POSITION])),
      'GET /api/recruiting/referrals': () => json([]),
      ...routes,
    },
  });
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    if (url.pathname === '/api/recruiting/candidates' && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(json(page(url.searchParams.get('stage') === 'offer' ? [CANDIDATE] : [])));
    }
    return api.fetch(input, init);
  };
  return { api, app: renderApp('/recruiting', { ...api, fetch }) };
}

describe('/recruiting as an admin', () => {
  it('asks before hiring a candidate, and hires only once confirmed', async () => {
    const { api, app } = adminRecruiting({
      [`PATCH /api/recruiting/candidates/${CANDIDATE.id}`]: () => json({ ...CANDIDATE, stage: 'hired', version: 5 }),
    });
    const { user } = app;
    const patches = () => api.requestsTo(`PATCH /api/recruiting/candidates/${CANDIDATE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Olga Offered — move to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hired' }));
    const question = await screen.findByRole('alertdialog', { name: 'Hire Olga Offered?' });
    expect(question).toHaveTextContent(/creates their consultant profile and starts their onboarding/);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(patches()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Olga Offered — move to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hired' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Hire Olga Offered?' })).getByRole('button', {
        name: 'Hire',
      }),
    );
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ stage: 'hired' });
  });

  it('adds an applicant directly, after checking the fields', async () => {
    const { api, app } = adminRecruiting({
      'POST /api/recruiting/candidates': ({ body }) =>
        json({ ...CANDIDATE, ...(body as object), stage: 'applied' }, 201),
    });
    const { user } = app;
    await user.click(await screen.findByRole('button', { name: 'New Candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Candidate' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(await within(dialog).findByText('Choose a position.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/recruiting/candidates')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Position/), POSITION.title);
    await user.type(within(dialog).getByLabelText(/Last name/), 'Applied');
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(await screen.findByText('Ana Applied added to Applied')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/recruiting/candidates')[0]?.body).toEqual({
      position_id: POSITION.id,
      source: 'direct',
      first_name: 'Ana',
      last_name: 'Applied',
      email: 'ana@example.com',
      phone: null,
      linkedin_url: null,
      notes: null,
    });
  });
});
