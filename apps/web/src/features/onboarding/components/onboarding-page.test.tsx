import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Consultant, Onboarding } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const CONSULTANT_ID = '22222222-2222-4222-8222-222222222222';
const task = (id: string, title: string, done: boolean, overdue = false) => ({
  id,
  title,
  owner_consultant_id: null,
  owner_name: 'Ada Admin',
  due_date: '2027-01-01',
  done_at: done ? '2026-12-30T10:00:00Z' : null,
  overdue,
  version: 3,
});
const ONBOARDING: Onboarding = {
  id: '11111111-1111-4111-8111-111111111111',
  consultant_id: CONSULTANT_ID,
  name: 'Nina Newhire',
  email: 'nina@example.com',
  job_title: 'Cloud Engineer',
  start_date: '2027-01-04',
  has_account: false,
  done: 1,
  total: 2,
  overdue: 1,
  tasks: [
    task('33333333-3333-4333-8333-333333333333', 'Laptop and equipment ready', true),
    task('44444444-4444-4444-8444-444444444444', 'Accounts created', false, true),
  ],
};

describe('/onboarding', () => {
  it('shows an admin every onboarding with progress, overdue tasks and a fresh invitation link', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/onboardings': () => json([ONBOARDING]),
        [`POST /api/consultants/${CONSULTANT_ID}/invitations`]: () =>
          json({ url: 'http://localhost/invite/abc', expires_at: '2027-01-01T00:00:00Z' }, 201),
      },
    });
    const { user } = renderApp('/onboarding', api);
    expect(await screen.findByRole('progressbar', { name: 'Progress of Nina Newhire' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('1 overdue')).toBeInTheDocument();
    expect(screen.getByText('Invitation pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New invitation link for Nina Newhire' }));
    expect(await screen.findByRole('link', { name: 'http://localhost/invite/abc' })).toBeInTheDocument();
  });

  it('lets the new hire tick a task with its version and save their profile', async () => {
    const me = makeMe('employee');
    const consultant = {
      id: CONSULTANT_ID,
      version: 5,
      phone: null,
      location: null,
      time_zone: null,
      linkedin_url: null,
      bio: null,
    };
    const api = createFakeApi({
      me: { ...me, consultant: { ...me.consultant!, id: CONSULTANT_ID } },
      routes: {
        'GET /api/onboardings': () => json([{ ...ONBOARDING, has_account: true }]),
        [`GET /api/consultants/${CONSULTANT_ID}`]: () => json(consultant as unknown as Consultant),
        [`PATCH /api/consultants/${CONSULTANT_ID}`]: ({ body }) => json({ ...consultant, ...(body as object) }),
        'PATCH /api/onboarding-tasks/44444444-4444-4444-8444-444444444444': () => json(ONBOARDING),
      },
    });
    const { user } = renderApp('/onboarding', api);
    expect(await screen.findByRole('heading', { name: 'Welcome, Nina Newhire' })).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Checklist of Nina Newhire' });
    await user.click(within(checklist).getByRole('checkbox', { name: 'Accounts created' }));
    const [tick] = api.requestsTo('PATCH /api/onboarding-tasks/44444444-4444-4444-8444-444444444444');
    expect(tick?.body).toEqual({ done: true });
    expect(tick?.headers['if-match']).toBe('"3"');

    await user.type(await screen.findByLabelText('Location'), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile saved');
    const [save] = api.requestsTo(`PATCH /api/consultants/${CONSULTANT_ID}`);
    expect(save?.body).toMatchObject({ location: 'Lisbon', phone: null });
    expect(save?.headers['if-match']).toBe('"5"');
  });
});
