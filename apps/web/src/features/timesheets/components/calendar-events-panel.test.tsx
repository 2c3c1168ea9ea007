import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarUserConnection, type TimesheetWeek, type WeekEvent } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { engagementLine, makeTimesheetWeek } from '@/test/timesheet-week';

const ME = makeMe('employee');
const WEEK = '2026-11-23';
const APOLLO = '11111111-1111-4111-8111-111111111111';
const ZEPHYR = '44444444-4444-4444-8444-444444444444';
function makeWeek(): TimesheetWeek {
  return makeTimesheetWeek(WEEK, {
    consultant_id: ME.consultant?.id ?? '',
    consultant_name: ME.user.name,
    lines: [engagementLine(APOLLO, 'Apollo'), engagementLine(ZEPHYR, 'Zephyr')],
  });
}

const event = (id: string, title: string, day: number, overrides: Partial<WeekEvent> = {}): WeekEvent => ({
  id,
  title,
  starts_at: `${addDays(WEEK, day)}T09:00:00Z`,
  ends_at: `${addDays(WEEK, day)}T10:30:00Z`,
  date: addDays(WEEK, day),
  hours: 1.5,
  suggestion: null,
  used: null,
  ...overrides,
});

const CONNECTED: CalendarUserConnection = {
  available: true,
  provider: 'oidc',
  label: 'Praxis IdP',
  can_connect: true,
  connected: true,
  connected_at: '2026-11-23T08:00:00Z',
  refreshed_at: '2026-11-23T08:00:00Z',
  last_error: null,
};

/**
 * The timesheet's server with a calendar: the week and its events; logging adds the hours to the row's cell and
 * marks the event used, as the API does.
 */
function calendarApi(options: { connection?: Partial<CalendarUserConnection>; events?: WeekEvent[]; fail?: number }) {
  const week = makeWeek();
  let events = options.events ?? [];
  let failures = options.fail ?? 0;
  return createFakeApi({
    me: ME,
    routes: {
      [`GET /api/timesheets/weeks/${WEEK}`]: () => json(week),
      'GET /api/calendar/connection': () => json({ ...CONNECTED, ...options.connection }),
      'GET /api/calendar/week-events': () => {
        if (failures > 0) {
          failures -= 1;
          return json({ code: 'CONFLICT', message: 'Connect your calendar from My Profile first.' }, 409);
        }
        return json(events);
      },
      ...Object.fromEntries(
        (options.events ?? []).map((listed) => [
          `POST /api/calendar/week-events/${listed.id}/log`,
          ({ body }: { body: unknown }) => {
            const { engagement_id } = body as { engagement_id: string };
            const line = week.lines.find((candidate) => candidate.engagement_id === engagement_id);
            line?.entries.push({ date: listed.date, hours: listed.hours, note: listed.title });
            week.version += 1;
            const logged = { ...listed, used: { engagement_id, hours: listed.hours } };
            events = events.map((candidate) => (candidate.id === listed.id ? logged : candidate));
            return json(logged);
          },
        ]),
      ),
    },
  });
}

const panel = () => screen.findByRole('region', { name: 'Calendar events' });

describe('calendar events beside the smart timesheet', () => {
  it('turns a meeting into hours on the suggested engagement and shows it as used', { timeout: 30_000 }, async () => {
    const api = calendarApi({
      events: [
        event('standup', 'Apollo stand-up', 0, {
          suggestion: { engagement_id: APOLLO, reason: 'engagement_name', because: 'The title names Apollo' },
        }),
        event('review', 'Design review', 2, {
          hours: 1,
          ends_at: `${addDays(WEEK, 2)}T10:00:00Z`,
          suggestion: {
            engagement_id: ZEPHYR,
            reason: 'attendee_domain',
            because: "An attendee is from zephyr.example, Zephyr Client's domain",
          },
        }),
      ],
    });
    const { user } = renderApp(`/smart-timesheet?week=${WEEK}`, api);
    const events = await panel();
    // Grouped by day, each with its time, title, suggestion and why.
    expect(await within(events).findByRole('heading', { name: 'Mon 23 Nov' })).toBeInTheDocument();
    expect(within(events).getByRole('heading', { name: 'Wed 25 Nov' })).toBeInTheDocument();
    expect(within(events).getByText('Apollo stand-up')).toBeInTheDocument();
    expect(within(events).getByText(/An attendee is from zephyr\.example, Zephyr Client's domain/)).toBeInTheDocument();
    expect(within(events).getByLabelText('Engagement for Design review')).toHaveValue(ZEPHYR);
    expect(within(events).getAllByText(/^\d\d:\d\d\D*–\d\d:\d\d/)).toHaveLength(2);

    const weekReads = api.requestsTo(`GET /api/timesheets/weeks/${WEEK}`).length;
    await user.click(within(events).getByRole('button', { name: 'Log 1 h: Design review' }));
    expect(await within(events).findByText('Logged on Zephyr')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/calendar/week-events/review/log')[0]?.body).toEqual({
      week: WEEK,
      engagement_id: ZEPHYR,
    });
    // The grid reads the week again and shows the hours on Zephyr's row.
    await waitFor(() => expect(api.requestsTo(`GET /api/timesheets/weeks/${WEEK}`).length).toBeGreaterThan(weekReads));
    expect(await screen.findByDisplayValue('1')).toBeInTheDocument();
    expect(within(events).queryByRole('button', { name: 'Log 1 h: Design review' })).not.toBeInTheDocument();
  });

  it('logs on the engagement the user picks instead of the suggestion', async () => {
    const api = calendarApi({ events: [event('sync', 'Weekly sync', 1)] });
    const { user } = renderApp(`/smart-timesheet?week=${WEEK}`, api);
    const events = await panel();
    expect(await within(events).findByText('No engagement matches this meeting; choose one.')).toBeInTheDocument();
    const log = within(events).getByRole('button', { name: 'Log 1.5 h: Weekly sync' });
    expect(log).toBeDisabled();
    await user.selectOptions(within(events).getByLabelText('Engagement for Weekly sync'), 'Apollo');
    await user.click(log);
    expect(await within(events).findByText('Logged on Apollo')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/calendar/week-events/sync/log')[0]?.body).toEqual({
      week: WEEK,
      engagement_id: APOLLO,
    });
  });

  it('shows an event logged before as used, without a button', async () => {
    const used = event('done', 'Kick-off', 3, { used: { engagement_id: APOLLO, hours: 1.5 } });
    renderApp(`/smart-timesheet?week=${WEEK}`, calendarApi({ events: [used] }));
    const events = await panel();
    expect(await within(events).findByText('Logged on Apollo')).toBeInTheDocument();
    expect(within(events).queryByRole('button', { name: /^Log / })).not.toBeInTheDocument();
  });

  it('points to My Profile when no calendar is connected, without asking for events', async () => {
    const api = calendarApi({ connection: { connected: false } });
    renderApp(`/smart-timesheet?week=${WEEK}`, api);
    const events = await panel();
    const link = await within(events).findByRole('link', { name: 'Connect it under My calendar on My Profile' });
    expect(link).toHaveAttribute('href', `/consultants/${ME.consultant?.id}`);
    expect(api.requestsTo('GET /api/calendar/week-events')).toHaveLength(0);
  });

  it('says so when the week has no meetings', async () => {
    renderApp(`/smart-timesheet?week=${WEEK}`, calendarApi({ events: [] }));
    expect(await within(await panel()).findByText('No meetings in your calendar this week.')).toBeInTheDocument();
  });

  it('shows why the events could not load, and Retry loads them', async () => {
    const api = calendarApi({ events: [event('retro', 'Retro', 4)], fail: 1 });
    const { user } = renderApp(`/smart-timesheet?week=${WEEK}`, api);
    const events = await panel();
    const alert = await within(events).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your calendar.');
    expect(alert).toHaveTextContent('Connect your calendar from My Profile first.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(events).findByText('Retro')).toBeInTheDocument();
  });
});
