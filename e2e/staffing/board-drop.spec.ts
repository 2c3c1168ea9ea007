import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { BoardRowBody as Row, QueueItemBody as QueueItem } from './board-api';

/** Drags the first request card by its grip and drops it on the middle of a row's second week. */
async function dragFirstCardOnto(page: Page, name: string, whileOver: () => Promise<void>) {
  const row = page.getByRole('table', { name: 'Staffing board' }).locator(`[data-consultant="${name}"]`);
  // In the middle of the grid: near its edges the board scrolls itself while a card is held there.
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const chip = page.getByRole('button', { name: /^Drag .* onto a person to propose them$/ }).first();
  const [from, to] = await Promise.all([chip.boundingBox(), row.getByRole('cell').nth(1).boundingBox()]);
  if (!from || !to) throw new Error('not laid out');
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 30, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await whileOver();
  await page.mouse.up();
  return row;
}

test('a request dropped on a row proposes exactly that person, and an overload asks first', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const [board, queue] = await Promise.all([
    page.request.get('/api/staffing/board?weeks=12').then((r) => r.json() as Promise<{ rows: Row[] }>),
    page.request.get('/api/staffing/queue').then((r) => r.json() as Promise<{ items: QueueItem[] }>),
  ]);
  const item = queue.items[0];
  if (!item) throw new Error('the demo firm has open requests');
  // Not the last rows: dropping on a row must never propose the one below it. Rows are found by name, so only names
  // the board shows once (other specs create people with the same fixture name).
  const once = (name: string) => board.rows.filter((r) => r.name === name).length === 1;
  const rows = board.rows.slice(0, -1).filter((r) => once(r.name));
  const idle = rows.find(
    (r) =>
      r.hours.every((h) => h === 0) && r.tentative.every((h) => h === 0) && r.capacity_by_week.every((c) => c >= 40),
  );
  const over = rows.find((r) => r.hours.every((h, i) => h > (r.capacity_by_week[i] ?? r.capacity)));
  if (!idle || !over) throw new Error('the demo firm has people on the bench and people over capacity');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin-staffing');
  await expect(page.getByRole('table', { name: 'Staffing board' })).toBeVisible();

  // Counted once the requests beside the board have loaded, not while the board alone is on screen.
  await expect(page.getByRole('button', { name: /^Drag .* onto a person to propose them$/ }).first()).toBeVisible();
  const cardTitles = page.getByText(item.engagement_name, { exact: true });
  const shown = await cardTitles.count();
  const idleRow = await dragFirstCardOnto(page, idle.name, async () => {
    // The card stays in its list and a copy follows the pointer; the row under the pointer lights up.
    await expect(cardTitles).toHaveCount(shown + 1);
    await expect(page.locator('[data-drop-target="true"]')).toHaveAttribute('data-consultant', idle.name);
  });
  await expect(page.getByText(`${idle.name} proposed`)).toBeVisible();
  await expect(idleRow.locator('[title$="h proposed (tentative)"]').first()).toBeVisible();

  await dragFirstCardOnto(page, over.name, async () => {
    await expect(page.locator('[data-drop-target="true"]')).toHaveAttribute('data-consultant', over.name);
  });
  const dialog = page.getByRole('alertdialog', { name: `Propose ${over.name} over capacity?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${over.name} proposed`)).toHaveCount(0);
});
