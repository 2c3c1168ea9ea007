import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarUserConnection, type Home, type WeekEvent } from '@praxis/shared';
import { todayIn } from '@/lib/dates';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = todayIn(zone);
const EMPTY_HOME: Home = {
  assignments: [],
  work_items: [],
  notifications: [],
  unread_count: 0,
  upcoming_milestones: [],
};
const connection = (connected: boolean): CalendarUserConnection => ({
  available: true,
  provider: 'oidc',
  label: 'Praxis IdP',
  can_connect: true,
  connected,
  connected_at: null,
  refreshed_at: null,
  last_error: null,
});
const meeting = (id: string, title: string, date: string): WeekEvent => ({
  id,
  title,
  starts_at: `${date}T13:00:00Z`,
  ends_at: `${date}T14:00:00Z`,
  date,
  hours: 1,
  suggestion: null,
  used: null,
});

function homeApi(connected: boolean) {
  return createFakeApi({
    me: makeMe(),
    routes: {
      'GET /api/home': () => json(EMPTY_HOME),
      'GET /api/calendar/connection': () => json(connection(connected)),
      'GET /api/calendar/week-events': () =>
        json([meeting('a', 'Client steering', today), meeting('b', 'Tomorrow planning', addDays(today, 1))]),
    },
  });
}

describe("today's agenda on Home", () => {
  it("lists today's meetings of the connected calendar, and only today's", async () => {
    renderApp('/home', homeApi(true));
    const agenda = await screen.findByRole('list', { name: "Today's meetings" });
    expect(within(agenda).getByText('Client steering')).toBeInTheDocument();
    expect(within(agenda).getByText(/–.* · 1 h$/)).toBeInTheDocument();
    expect(screen.queryByText('Tomorrow planning')).not.toBeInTheDocument();
    expect(screen.getByText("Today's agenda")).toBeInTheDocument();
  });

  it('shows nothing, and reads no calendar, when none is connected', async () => {
    const api = homeApi(false);
    renderApp('/home', api);
    expect(await screen.findByText('My engagements')).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Quick links' });
    expect(api.requestsTo('GET /api/calendar/connection').length).toBeGreaterThan(0);
    expect(screen.queryByText("Today's agenda")).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/calendar/week-events')).toHaveLength(0);
  });
});
