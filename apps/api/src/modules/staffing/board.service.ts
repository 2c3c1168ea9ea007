import { staffingWeeks, type BoardQuery, type StaffingBoard } from '@praxis/shared';
import { WEEKLY_CAPACITY_HOURS } from '@praxis/shared/dates';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { weeklyCapacity } from '../calendar/capacity.js';
import { MANAGER_ROLES } from '../engagements/managers.js';
import { boardBookings, boardRows, type BoardBookingRaw } from './board.queries.js';

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
  // The page's bookings in one query (the rows are already one page of people).
  const bookings = new Map<string, BoardBookingRaw[]>();
  const found = viewer
    ? await boardBookings(db, {
        consultantIds: rows.map((row) => row.id),
        from,
        weeks: query.weeks,
        admin: viewer.permissions.has('engagements.update'),
        viewerConsultantId: viewer.consultant?.id ?? null,
        managerRoles: MANAGER_ROLES,
      })
    : [];
  for (const booking of found) {
    bookings.set(booking.consultant_id, [...(bookings.get(booking.consultant_id) ?? []), booking]);
  }
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
      bookings: (bookings.get(row.id) ?? []).map(({ consultant_id: _, ...booking }) => booking),
    })),
  };
}
