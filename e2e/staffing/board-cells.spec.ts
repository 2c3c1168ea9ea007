import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { BoardRowBody as Row, QueueItemBody as QueueItem } from './board-api';

/** Each cell whose content is wider or taller than its box, with what it shows. */
const overflowingCells = (page: Page) =>
  page.getByRole('table', { name: 'Staffing board' }).evaluate((table) =>
    [...table.querySelectorAll('[role="cell"], [role="columnheader"]')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        const spills = [...cell.querySelectorAll('*')].some((child) => {
          const inner = child.getBoundingClientRect();
          return inner.left < box.left - 0.5 || inner.right > box.right + 0.5;
        });
        return spills || cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight;
      })
      .map((cell) => `${cell.textContent} (${cell.getAttribute('aria-label') ?? ''})`),
  );

test('every staffing board cell fits its box, time off and a proposal included, at 1440 and 390 px', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const [board, queue] = await Promise.all([
    page.request.get('/api/staffing/board?weeks=12').then((r) => r.json() as Promise<{ rows: Row[]; weeks: string[] }>),
    page.request.get('/api/staffing/queue').then((r) => r.json() as Promise<{ items: QueueItem[] }>),
  ]);
  // The crowded cell: someone with hours off in a week that an open request covers, proposed for it.
  let away: { row: Row; request: QueueItem } | undefined;
  for (const row of board.rows) {
    const week = row.capacity_by_week.findIndex((capacity) => capacity > 0 && capacity < row.capacity);
    const start = board.weeks[week];
    const request = start && queue.items.find((item) => item.start_date <= start && item.end_date >= start);
    if (request) {
      away = { row, request };
      break;
    }
  }
  if (!away) throw new Error('the demo firm has someone with time off in a week an open request covers');
  const proposed = await page.request.post(`/api/resource-requests/${away.request.id}/proposals`, {
    data: { consultant_ids: [away.row.id] },
  });
  expect([200, 201, 409]).toContain(proposed.status());

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/admin-staffing?q=${encodeURIComponent(away.row.name)}`);
    const row = page.getByRole('table', { name: 'Staffing board' }).locator(`[data-consultant="${away.row.name}"]`);
    // The full text stays in the cell's name (and tooltip) however short its face is.
    const crowded = row.getByRole('cell', { name: /h off \(time off or holiday\).* h proposed \(tentative\)$/ });
    await expect(crowded.first()).toBeVisible();
    expect(await overflowingCells(page), `cells that spill over at ${width} px`).toEqual([]);

    // And across the whole board as the demo firm has it.
    await page.goto('/admin-staffing');
    await expect(page.getByRole('table', { name: 'Staffing board' }).getByRole('row').nth(3)).toBeVisible();
    expect(await overflowingCells(page), `cells that spill over at ${width} px`).toEqual([]);
  }
});

test('the board shows booked hours per working day on request, remembered in the URL, and they fit at 1440 and 390 px', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin-staffing');
  const grid = page.getByRole('table', { name: 'Staffing board' });
  await expect(grid.getByText(/^\d+ %$/).first()).toBeVisible();
  const hours = page.getByRole('button', { name: 'h/day (booked hours per working day)' });
  await expect(hours).toHaveAttribute('aria-pressed', 'false');
  await hours.click();
  await expect(page).toHaveURL(/[?&]unit=hours/);
  await expect(hours).toHaveAttribute('aria-pressed', 'true');
  const loaded = grid.getByRole('cell', { name: /^\d+ % booked \(/ }).filter({ hasText: /^\d+(\.\d)? h\/d/ });
  await expect(loaded.first()).toBeVisible();
  await expect(grid.getByText(/^\d+ %$/)).toHaveCount(0);

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await expect(page.getByRole('button', { name: 'h/day (booked hours per working day)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(grid.getByText(/ h\/d$/).first()).toBeVisible();
    expect(await overflowingCells(page), `cells that spill over at ${width} px`).toEqual([]);
  }

  await page.getByRole('button', { name: '% of capacity' }).click();
  await expect(page).not.toHaveURL(/unit=hours/);
  await expect(grid.getByText(/^\d+ %$/).first()).toBeVisible();
});
