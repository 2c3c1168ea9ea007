import { expect, seriousViolations, test } from '../fixtures';
import { addDays } from '../support/dates';
import { dayLabel, emptyWeek } from '../support/timesheet-weeks';

test('on a phone the timesheet shows one day: hours logged there are in the week at 1280 px', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('employee');
  const { week, line } = await emptyWeek(page.request, 12);
  const name = line.engagement_name ?? '';
  const wednesday = addDays(week, 2);
  const thursday = addDays(week, 3);

  await page.goto(`/smart-timesheet?week=${week}`);
  const days = page.getByRole('navigation', { name: 'Day' });
  await expect(days.getByRole('button', { name: new RegExp(`^${dayLabel(week)},`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One day at a time: Tuesday's cell is not on the screen while Monday is shown.
  await expect(page.getByRole('textbox', { name: `${name}, ${dayLabel(week)}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `${name}, ${dayLabel(addDays(week, 1))}` })).toHaveCount(0);

  await days.getByRole('button', { name: new RegExp(`^${dayLabel(wednesday)},`) }).click();
  await page.getByRole('textbox', { name: `${name}, ${dayLabel(wednesday)}` }).click();
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next day' }).click();
  const thursdayCell = page.getByRole('textbox', { name: `${name}, ${dayLabel(thursday)}` });
  await thursdayCell.click();
  await page.keyboard.type('2,5');
  await page.keyboard.press('Escape'); // restores the empty cell: nothing is saved
  await page.keyboard.type('2.5');
  await page.keyboard.press('Tab');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(days.getByRole('button', { name: new RegExp(`^${dayLabel(wednesday)}, 6\\.0 h`) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Week total/ })).toContainText('8.5 h');
  await expect(page.getByRole('button', { name: 'Submit week' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Day' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: `${name}, ${dayLabel(wednesday)}` })).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: `${name}, ${dayLabel(thursday)}` })).toHaveValue('2.5');
  await expect(page.getByRole('textbox', { name: `${name}, ${dayLabel(addDays(week, 4))}` })).toHaveValue('');
});

test('the previous day of a Monday is the Sunday of the week before', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('employee');
  const { week } = await emptyWeek(page.request, 12);
  await page.goto(`/smart-timesheet?week=${week}`);
  await page.getByRole('button', { name: 'Previous day' }).click();
  const sunday = addDays(week, -1);
  await expect(page).toHaveURL(new RegExp(`day=${sunday}`));
  await expect(
    page.getByRole('navigation', { name: 'Day' }).getByRole('button', { name: new RegExp(`^${dayLabel(sunday)},`) }),
  ).toHaveAttribute('aria-pressed', 'true');
});
