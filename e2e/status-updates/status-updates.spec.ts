import { randomUUID } from 'node:crypto';
import { expect, test, seriousViolations } from '../fixtures';

test('a project manager writes the prefilled weekly update, sends it and finds it in the history', async ({
  page,
  signIn,
}) => {
  await signIn('pm');
  await page.goto('/status-updates');
  await expect(page.getByRole('heading', { name: 'Your active engagements' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Write the update/ })
    .first()
    .click();

  const form = page.getByRole('form', { name: "Write this week's status update" });
  await expect(form.getByLabel('Summary')).not.toHaveValue('');
  const summary = `E2E summary ${randomUUID().slice(0, 8)}`;
  await form.getByLabel('Summary').fill(summary);
  await form.getByLabel(/^Overall status/).selectOption('yellow');
  await form.getByRole('button', { name: 'Add a risk or issue' }).click();
  await form
    .getByLabel(/^Description/)
    .last()
    .fill('Client SME on leave');
  await form.getByRole('button', { name: 'Send update' }).click();

  await expect(page.getByText('Status update sent')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(summary)).toBeVisible();
  await expect(history.getByText('Client SME on leave').first()).toBeVisible();

  // The week has one update: the form now opens the sent one for editing instead of a fresh prefilled draft.
  await expect(form.getByRole('button', { name: 'Send update' })).toHaveCount(0);
  await expect(form.getByLabel('Summary')).toHaveValue(summary);
  await expect(form.getByLabel(/^Overall status/)).toHaveValue('yellow');
  await form.getByLabel(/^Overall status/).selectOption('red');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Status update changed')).toBeVisible();
  await expect(history.getByRole('article').filter({ hasText: summary })).toHaveCount(1);
  await expect(history.getByRole('article').filter({ hasText: summary })).toContainText('overall status Critical');

  await page.goto('/status-updates');
  await expect(page.getByRole('region', { name: 'Recently sent' }).getByText(summary)).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`/status-updates and an engagement's tab at ${width} px pass axe without page overflow`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('pm');
    await page.goto('/status-updates');
    await expect(page.getByRole('heading', { name: 'Recently sent' })).toBeVisible();
    await expect(page.getByText('Loading engagements')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page
      .getByRole('link', { name: /^Write the update/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: "Write this week's status update" });
    await expect(form).toBeVisible();
    // A risk's row (its date, Resolved and Remove) stays inside the form, beside the history, not over it.
    await form.getByRole('button', { name: 'Add a risk or issue' }).click();
    const spill = await form.evaluate((element) => {
      const right = element.getBoundingClientRect().right;
      const controls = [...element.querySelectorAll('fieldset input, fieldset select, fieldset button')];
      return Math.max(0, ...controls.map((control) => control.getBoundingClientRect().right - right));
    });
    expect(spill, 'risk row sticks out of the form by').toBeLessThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
