import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@praxis/shared';
import { toEventInput, valuesFor } from './lib/event-form';
import { EVENT_ORDER, toCalendarItems } from './lib/to-calendar-events';

describe('the event form', () => {
  it('turns an all-day event’s inclusive last day into the midnight after it (UTC days)', () => {
    const values = { ...valuesFor(null, null), title: 'Offsite', all_day: true };
    const input = toEventInput({ ...values, starts_at: '2026-12-10T00:00', ends_at: '2026-12-11T00:00' });
    expect(input).toMatchObject({ starts_at: '2026-12-10T00:00:00.000Z', ends_at: '2026-12-12T00:00:00.000Z' });
    const oneDay = toEventInput({ ...values, starts_at: '2026-12-10T00:00', ends_at: '2026-12-10T00:00' });
    expect(oneDay.ends_at).toBe('2026-12-11T00:00:00.000Z');
  });

  it('shows a stored all-day event with its last day', () => {
    const event = {
      id: 'e',
      kind: 'holiday',
      title: 'Boxing Day',
      description: null,
      starts_at: '2026-12-26T00:00:00.000Z',
      ends_at: '2026-12-27T00:00:00.000Z',
      all_day: true,
      location: 'London, UK',
      consultant_id: null,
      consultant_name: null,
      status: null,
      version: 1,
    } satisfies CalendarEvent;
    expect(valuesFor(null, event)).toMatchObject({
      starts_at: '2026-12-26T00:00',
      ends_at: '2026-12-26T00:00',
      location: 'London, UK',
    });
    const [item] = toCalendarItems({ events: [event], milestones: [] }, []);
    expect(item).toMatchObject({ title: 'Boxing Day (London, UK)', editable: true, allDay: true });
  });
});

describe('a crowded day', () => {
  it('puts holidays after firm events, time off, milestones and the viewer’s own calendar', () => {
    const base = {
      description: null,
      starts_at: '2026-11-26T00:00:00.000Z',
      ends_at: '2026-11-27T00:00:00.000Z',
      all_day: true,
      consultant_id: null,
      consultant_name: null,
      status: null,
      version: 1,
    };
    const holidays = ['Chicago, IL', 'Denver, CO'].map((location, n) => ({
      ...base,
      id: `h${n}`,
      kind: 'holiday' as const,
      title: 'Thanksgiving',
      location,
    }));
    const offsite = { ...base, id: 'f', kind: 'firm_event' as const, title: 'Offsite', location: null };
    const items = toCalendarItems(
      {
        events: [...holidays, offsite],
        milestones: [
          { id: 'm', engagement_id: '00000000-0000-4000-8000-000000000001', title: 'Go-live', date: '2026-11-26' },
        ],
      },
      [{ id: 'p', title: 'Design review', starts_at: base.starts_at, ends_at: base.ends_at, all_day: false }],
    );
    const ranked = [...items].sort((a, b) => a.extendedProps.rank - b.extendedProps.rank).map((item) => item.title);
    expect(ranked).toEqual([
      'Offsite',
      'Go-live',
      'Design review',
      'Thanksgiving (Chicago, IL)',
      'Thanksgiving (Denver, CO)',
    ]);
    expect(EVENT_ORDER[0]).toBe('rank');
  });
});
