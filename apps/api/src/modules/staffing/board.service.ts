import { staffingWeeks, type BoardBooking, type BoardQuery, type StaffingBoard } from '@praxis/shared';
import { WEEKLY_CAPACITY_HOURS } from '@praxis/shared/dates';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { weeklyCapacity } from '../calendar/capacity.js';
import { managedEngagementIds, managesEveryEngagement } from '../engagements/managers.js';
import { boardBookings, boardRows } from './board.queries.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Consultants × weeks from the Monday of `from` (default: this week), with each person's confirmed bookings in those
 * weeks as `viewer` may change them (none without a viewer: callers that read only the load).
 */
export async function board(db: Db, query: BoardQuery, viewer: Principal | null): Promise<StaffingBoard> {
  const from = staffingWeeks.mondayOf(query.from ?? today());
  const weeks = Array.from({ length: query.weeks }, (_, i) => staffingWeeks.addDays(from, i * 7));
  const rows = await boardRows(db, { ...query, from, today: today() });
  // Time off reduces capacity (docs/product.md §10 "Working days"): approved leave and public holidays at the consultant's office.
  const capacity = await weeklyCapacity(db, {
    consultantIds: rows.map((row) => row.id),
    weeks,
    hoursPerWeek: WEEKLY_CAPACITY_HOURS,
  });
  const bookings = viewer
    ? await bookingsOf(db, viewer, {
        consultantIds: rows.map((row) => row.id),
        from,
        to: staffingWeeks.addDays(weeks.at(-1) ?? from, 6),
      })
    : new Map<string, BoardBooking[]>();
  return {
    weeks,
    total: rows[0]?.total ?? (query.offset > 0 ? -1 : 0),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      job_title: row.job_title,
      location: row.location,
      hours: row.hours.map(Number),
      tentative: row.tentative.map(Number),
      rolling_off: row.rolling_off,
      capacity: WEEKLY_CAPACITY_HOURS,
      capacity_by_week: capacity.get(row.id) ?? weeks.map(() => WEEKLY_CAPACITY_HOURS),
      bookings: bookings.get(row.id) ?? [],
    })),
  };
}

/**
 * The confirmed bookings of these people overlapping `from`–`to`, by person, each saying whether `viewer` may change
 * it: the engagements module's rule (admins, or a manager role on that engagement), in one more query for the page.
 */
export async function bookingsOf(
  db: Db,
  viewer: Principal,
  window: { consultantIds: readonly string[]; from: string; to: string },
): Promise<Map<string, BoardBooking[]>> {
  const found = await boardBookings(db, window);
  const managed = managesEveryEngagement(viewer)
    ? null
    : await managedEngagementIds(db, viewer, [...new Set(found.map((booking) => booking.engagement_id))]);
  const byPerson = new Map<string, BoardBooking[]>();
  for (const { consultant_id, ...booking } of found) {
    const list = byPerson.get(consultant_id) ?? [];
    list.push({ ...booking, can_manage: managed === null || managed.has(booking.engagement_id) });
    byPerson.set(consultant_id, list);
  }
  return byPerson;
}
