import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Home } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const home: Home = {
  assignments: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      engagement_id: '22222222-2222-4222-8222-222222222222',
      engagement_name: 'Apollo ERP rollout',
      engagement_type: 'project',
      engagement_status: 'active',
      project_temperature: 'yellow',
      client_name: 'Northwind',
      role_title: 'Lead Consultant',
      start_date: '2026-11-03',
      end_date: '2027-02-26',
      hours_allocated: 320,
      hours_used: 41.5,
    },
  ],
  work_items: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Timesheet export misses Fridays',
      status: 'In Progress',
      kind: 'internal',
      priority: 'high',
      due_date: '2026-11-21',
      updated_at: '2026-11-20T10:00:00Z',
    },
  ],
  notifications: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      type: 'info',
      title: 'You were added to Apollo ERP rollout',
      body: null,
      link: '/engagements/projects/22222222-2222-4222-8222-222222222222',
      read_at: null,
      created_at: new Date().toISOString(),
    },
  ],
  unread_count: 1,
  upcoming_milestones: [
    {
      plan_id: '44444444-4444-4444-8444-444444444444',
      engagement_id: '22222222-2222-4222-8222-222222222222',
      engagement_name: 'Apollo ERP rollout',
      engagement_type: 'project',
      name: 'UAT sign-off',
      date: '2026-12-01',
    },
  ],
};

describe('home', () => {
  it("shows the user's engagements, open work items, unread notifications and quick links", async () => {
    renderApp('/home', createFakeApi({ me: makeMe(), routes: { 'GET /api/home': () => json(home) } }));

    expect(await screen.findByRole('link', { name: 'Apollo ERP rollout' })).toHaveAttribute(
      'href',
      '/engagements/projects/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByText('Watch')).toBeInTheDocument();
    expect(
      screen.getByText(/Northwind · Projects · Lead Consultant · 3 Nov 2026 – 26 Feb 2027 · 41\.5 h of 320\.0 h/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Timesheet export misses Fridays' })).toHaveAttribute(
      'href',
      '/work-management/33333333-3333-4333-8333-333333333333',
    );
    expect(screen.getByText(/High priority · Due 21 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'You were added to Apollo ERP rollout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'UAT sign-off' })).toHaveAttribute(
      'href',
      '/project-plan-viewer?plan=44444444-4444-4444-8444-444444444444',
    );
    expect(screen.getByText('1 Dec 2026 · Apollo ERP rollout')).toBeInTheDocument();

    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' }));
    const labelOf = (link: HTMLElement) => link.querySelector('[data-slot="label"]')?.textContent ?? link.textContent;
    expect(quickLinks.getAllByRole('link').map(labelOf)).toEqual([
      'Status Updates',
      'Monday Meeting',
      'Notifications',
      'Change Log',
      'Onboarding',
      'My Profile',
    ]);
    expect(quickLinks.getByRole('link', { name: 'Onboarding' })).toHaveAttribute('href', '/onboarding');
    expect(quickLinks.getByRole('link', { name: 'Status Updates' })).not.toHaveAccessibleDescription();
  });

  it('adds Golden Folders to the quick links of a Project Manager', async () => {
    renderApp(
      '/home',
      createFakeApi({ me: makeMe('employee', ['Project Manager']), routes: { 'GET /api/home': () => json(home) } }),
    );
    const quickLinks = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(quickLinks.getByRole('link', { name: 'Golden Folders' })).toHaveAttribute('href', '/golden-folders');
    const meeting = quickLinks.getByRole('link', { name: 'Monday Meeting' });
    expect(meeting).toHaveAttribute('href', '/monday-meeting');
    expect(meeting).not.toHaveAccessibleDescription();
  });

  it('links Admin Settings for admins only', async () => {
    renderApp('/home', createFakeApi({ me: makeMe('admin'), routes: { 'GET /api/home': () => json(home) } }));
    const quickLinks = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(quickLinks.getByRole('link', { name: 'Admin Settings' })).toHaveAttribute('href', '/admin-settings');
  });

  it('says what to do when there is nothing yet, and offers Retry when loading fails', async () => {
    let fail = true;
    const api = createFakeApi({
      me: makeMe(),
      routes: {
        'GET /api/home': () =>
          fail
            ? json({ code: 'FORBIDDEN', message: 'No.' }, 403)
            : json({ assignments: [], work_items: [], notifications: [], unread_count: 0, upcoming_milestones: [] }),
        'GET /api/engagement-health': () => json([]),
        'GET /api/timesheets/me/current': () =>
          json({
            week_start: '2026-11-23',
            status: 'missing',
            total_hours: 0,
            capacity_hours: 40,
            rejection_reason: null,
          }),
      },
    });
    const { user } = renderApp('/home', api);

    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retries[0] as HTMLElement);
    expect(await screen.findByText('No current engagements')).toBeInTheDocument();
    expect(screen.getByText('No open work items')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up")).toBeInTheDocument();
  });
});
