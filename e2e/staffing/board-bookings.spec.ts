import type { APIRequestContext } from '@playwright/test';
import { expect, seriousViolations, test } from '../fixtures';
import { addDays, dayMonth } from '../support/dates';

interface Booking {
  id: string;
  engagement_id: string;
  engagement_type: string;
  engagement_name: string;
  start_date: string;
  end_date: string;
  version: number;
  can_manage: boolean;
}
interface Row {
  id: string;
  name: string;
  hours: number[];
  bookings: Booking[];
}

type Assignment = { id: string; start_date: string; end_date: string };
/** The engagement's team as its tab reads it (GET /api/engagements/{id}/team). */
async function teamOf(request: APIRequestContext, engagementId: string): Promise<Assignment[]> {
  const body = (await (await request.get(`/api/engagements/${engagementId}/team`)).json()) as
    Assignment[] | { items: Assignment[] };
  return Array.isArray(body) ? body : body.items;
}

test('a booking moves a week later from the keyboard on the board, asking first when it books past capacity', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const board = (await (await page.request.get('/api/staffing/board?availability=over')).json()) as { rows: Row[] };
  // Someone over capacity with a booking that can move a week later inside its engagement's dates.
  let found: { row: Row; booking: Booking } | undefined;
  for (const row of board.rows) {
    for (const booking of row.bookings) {
      const engagement = (await (await page.request.get(`/api/engagements/${booking.engagement_id}`)).json()) as {
        end_date: string | null;
      };
      if (engagement.end_date && addDays(booking.end_date, 7) <= engagement.end_date) found = { row, booking };
      if (found) break;
    }
    if (found) break;
  }
  if (!found) throw new Error('the demo firm has an over-booked person with a booking that can move');
  const { row, booking } = found;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin-staffing?q=${encodeURIComponent(row.name)}`);
    const grid = page.getByRole('table', { name: 'Staffing board' });
    const toggle = grid.getByRole('button', { name: new RegExp(`^Bookings of ${row.name} \\(\\d+\\)$`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(grid.locator(`[data-booking="${booking.id}"]`)).toBeVisible();
    expect(await seriousViolations(page), `board with bookings at ${width}`).toEqual([]);
  }

  const bar = page.locator(`button[data-booking="${booking.id}"]`);
  await bar.focus();
  await page.keyboard.press('ArrowRight');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Book ${row.name} over capacity?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await teamOf(page.request, booking.engagement_id)).find((a) => a.id === booking.id)?.start_date).toBe(
    booking.start_date,
  );

  await bar.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change dates anyway' }).click();
  const start = addDays(booking.start_date, 7);
  const end = addDays(booking.end_date, 7);
  await expect(page.getByText(`${row.name} on ${booking.engagement_name}:`).first()).toBeVisible();

  const moved = await teamOf(page.request, booking.engagement_id);
  expect(moved.find((a) => a.id === booking.id)).toMatchObject({ start_date: start, end_date: end });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/engagements/${booking.engagement_type}/${booking.engagement_id}/team`);
  const member = page
    .getByRole('row')
    .filter({ hasText: row.name })
    .filter({ hasText: dayMonth(end) });
  await expect(member.first()).toBeVisible();
});
