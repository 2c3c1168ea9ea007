import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MeetingAgenda } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ENGAGEMENT = '22222222-2222-4222-8222-222222222222';
const agenda: MeetingAgenda = {
  week: '2026-11-23',
  as_of: '2026-11-24',
  engagements: [
    {
      engagement_id: ENGAGEMENT,
      engagement_name: 'Apollo ERP rollout',
      engagement_type: 'project',
      client_name: 'Northwind',
      manual_temperature: 'green',
      computed_temperature: 'red',
      score: 3,
      reasons: [{ factor: 'burn', level: 2, text: 'burn 82 % at 60 % complete' }],
      disagree: true,
      last_sent_at: null,
      overdue: true,
      days_since_update: null,
      changes: [{ field: 'project_temperature', from: 'yellow', to: 'green', at: '2026-11-20T10:00:00Z' }],
    },
  ],
  updates_sent: [],
  updates_missing: [{ engagement_id: ENGAGEMENT, engagement_name: 'Apollo ERP rollout', days_since_update: null }],
  requests_waiting: [],
  over_allocated: [
    {
      consultant_id: '33333333-3333-4333-8333-333333333333',
      name: 'Ada Lovelace',
      job_title: 'Architect',
      hours: 52,
      capacity: 40,
      percent: 130,
    },
  ],
  under_allocated: [],
  roll_offs: [],
  starts: [],
  missing_timesheets: { week: '2026-11-16', people: [] },
  overdue_risks: [],
  over_budget: [
    {
      engagement_id: ENGAGEMENT,
      engagement_name: 'Apollo ERP rollout',
      engagement_type: 'project',
      budget_hours: 1200,
      over_by_hours: 140,
      runs_out_on: '2027-02-10',
      only_with_proposals: false,
      explanation: 'At the current schedule (3 people, 88 h/week from 30 Nov 2026) the 1,200-hour budget runs out.',
    },
  ],
  notes: [
    {
      item_key: `engagement:${ENGAGEMENT}`,
      body: 'Ask for the UAT dates',
      version: 2,
      updated_at: '2026-11-23T09:00:00Z',
      updated_by: 'Paula PM',
    },
  ],
  decisions: [],
  last_week_decisions: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      week: '2026-11-16',
      item_key: 'section:staffing',
      item_label: 'Staffing requests waiting',
      kind: 'work_item',
      title: 'Hire a second architect',
      target_id: '55555555-5555-4555-8555-555555555555',
      target_status: 'In Progress',
      created_at: '2026-11-16T10:00:00Z',
      created_by: 'Paula PM',
    },
  ],
};

const pm = makeMe('employee', ['Project Manager']);
const api = () =>
  createFakeApi({
    me: pm,
    routes: {
      'GET /api/monday-meeting': () => json(agenda),
      'PUT /api/monday-meeting/notes': ({ body }) =>
        json({ ...(body as object), version: 3, updated_at: '', updated_by: 'Paula PM' }),
    },
  });

describe('MondayMeetingPage', () => {
  it('shows the agenda built from the data: temperature disagreement, changes, missing update, notes, decisions', async () => {
    renderApp('/monday-meeting?week=2026-11-25', api());
    const engagements = await screen.findByRole('region', { name: /Engagements by temperature/ });
    expect(within(engagements).getByText('They disagree')).toBeInTheDocument();
    expect(within(engagements).getByText('burn 82 % at 60 % complete')).toBeInTheDocument();
    expect(within(engagements).getByText(/Temperature Watch → Healthy/)).toBeInTheDocument();
    expect(within(engagements).getByText('Ask for the UAT dates')).toBeInTheDocument();
    const over = within(engagements).getByRole('region', { name: 'Will go over budget (1)' });
    expect(within(over).getByRole('link', { name: 'Apollo ERP rollout' })).toBeInTheDocument();
    expect(within(over).getByText('140 h over')).toBeInTheDocument();
    expect(within(over).getByText(/the 1,200-hour budget runs out/)).toBeInTheDocument();
    const updates = screen.getByRole('region', { name: /Status updates/ });
    expect(within(updates).getByText('Never sent')).toBeInTheDocument();
    const allocation = screen.getByRole('region', { name: /Allocation this week/ });
    expect(within(allocation).getByText('130 %')).toBeInTheDocument();
    const decisions = screen.getByRole('region', { name: /Decisions/ });
    expect(within(decisions).getByRole('link', { name: 'Hire a second architect' })).toHaveAttribute(
      'href',
      '/work-management/55555555-5555-4555-8555-555555555555',
    );
    expect(within(decisions).getByText('In Progress')).toBeInTheDocument();
    // Any day of the week asks for its Monday.
    expect(screen.getByLabelText('Week of')).toHaveValue('2026-11-23');
  });

  it('edits a note with the version it read (If-Match)', async () => {
    const fake = api();
    renderApp('/monday-meeting?week=2026-11-23', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit note on Apollo ERP rollout' }));
    const box = screen.getByLabelText('Note on Apollo ERP rollout');
    await userEvent.clear(box);
    await userEvent.type(box, 'UAT moved to January');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const [put] = fake.requestsTo('PUT /api/monday-meeting/notes');
    expect(put?.body).toEqual({
      week: '2026-11-23',
      item_key: `engagement:${ENGAGEMENT}`,
      body: 'UAT moved to January',
    });
    expect(put?.headers['if-match']).toBe('"2"');
  });

  it('presents one section at a time; arrows move, Escape leaves', async () => {
    renderApp('/monday-meeting?week=2026-11-23', api());
    await userEvent.click(await screen.findByRole('button', { name: 'Present' }));
    const presenter = await screen.findByTestId('presenter');
    expect(within(presenter).getByText('Section 1 of 8: Engagements by temperature')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Status updates/ })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await within(presenter).findByText('Section 2 of 8: Status updates')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await within(presenter).findByText('Section 1 of 8: Engagements by temperature')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByRole('region', { name: /Status updates/ })).toBeInTheDocument();
    expect(screen.queryByTestId('presenter')).not.toBeInTheDocument();
  });

  it('presents over the whole window: full screen where available, above the top bar and the sidebar', async () => {
    const requestFullscreen = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.documentElement });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: vi.fn(() => Promise.resolve()) });
    document.documentElement.requestFullscreen = requestFullscreen;
    try {
      renderApp('/monday-meeting?week=2026-11-23', api());
      await userEvent.click(await screen.findByRole('button', { name: 'Present' }));
      const presenter = await screen.findByRole('dialog', { name: 'Presenting the Monday Meeting' });
      expect(requestFullscreen).toHaveBeenCalledOnce();
      // Outside the shell (its top bar, sidebar and main), fixed over the whole window.
      expect(presenter.closest('main')).toBeNull();
      expect(presenter.parentElement).toBe(document.body);
      expect(presenter).toHaveClass('fixed', 'inset-0');
      expect(within(presenter).getByRole('heading', { name: /Engagements by temperature/ })).toBeInTheDocument();
      // The browser's Escape ends full screen: presenter mode ends with it.
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
      expect(await screen.findByRole('region', { name: /Status updates/ })).toBeInTheDocument();
      expect(screen.queryByTestId('presenter')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'exitFullscreen');
      Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
    }
  });

  it('is read by every employee: the agenda and its notes, without the controls that write', async () => {
    const fake = createFakeApi({ me: makeMe('employee'), routes: { 'GET /api/monday-meeting': () => json(agenda) } });
    renderApp('/monday-meeting?week=2026-11-23', fake);
    const engagements = await screen.findByRole('region', { name: /Engagements by temperature/ });
    expect(within(engagements).getByText('Ask for the UAT dates')).toBeInTheDocument();
    expect(screen.queryByText(/Access Denied/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /note on/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Capture decision/ })).not.toBeInTheDocument();
    // Presenting only reads: it stays.
    expect(screen.getByRole('button', { name: 'Present' })).toBeEnabled();
  });

  it('offers the controls that write to those who run the meeting', async () => {
    renderApp('/monday-meeting?week=2026-11-23', api());
    await screen.findByRole('region', { name: /Engagements by temperature/ });
    expect(screen.getAllByRole('button', { name: /Capture decision/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add note on Status updates' })).toBeInTheDocument();
  });
});
