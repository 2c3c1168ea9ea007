import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, seriousViolations } from '../fixtures';

const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

test('a project manager sends a status update and finds it in the Monday meeting, then captures a decision as a work item', async ({
  page,
  signIn,
}) => {
  await signIn('pm');
  await page.goto('/status-updates');
  // The last engagement's: the status-update journey sends the first one's, and a week has one update.
  await page
    .getByRole('link', { name: /^Write the update/ })
    .last()
    .click();
  const form = page.getByRole('form', { name: "Write this week's status update" });
  const summary = `Meeting e2e ${randomUUID().slice(0, 8)}`;
  await form.getByLabel('Summary').fill(summary);
  await form.getByRole('button', { name: 'Send update' }).click();
  await expect(page.getByText('Status update sent')).toBeVisible();
  const list = (await (await page.request.get('/api/status-updates?pageSize=100')).json()) as {
    items: { id: string; summary: string }[];
  };
  const sent = list.items.find((item) => item.summary === summary);
  expect(sent).toBeDefined();

  await page.goto('/monday-meeting');
  await expect(page.getByRole('heading', { level: 1, name: 'Monday Meeting' })).toBeVisible();
  const updates = section(page, 'Status updates');
  await expect(updates.locator(`a[href="/status-updates/${sent!.id}"]`)).toBeVisible();

  // A decision on the timesheets section becomes an internal work item in one step, listed under Decisions.
  const decision = `Remind the team about timesheets ${randomUUID().slice(0, 8)}`;
  await section(page, 'Missing timesheets')
    .getByRole('button', { name: 'Capture decision on Missing timesheets' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Capture a decision' });
  await dialog.getByLabel('Decision').fill(decision);
  await dialog.getByLabel('Why, and what is expected').fill('Decided in the Monday meeting: a reminder on Friday.');
  await dialog.getByRole('button', { name: 'Capture decision' }).click();
  await expect(dialog).toBeHidden();
  const decisions = section(page, 'Decisions');
  await expect(decisions.getByRole('link', { name: decision })).toBeVisible();
  await expect(decisions.getByText('Requested').first()).toBeVisible();

  // It is on the internal board, in Requested.
  await page.goto(`/internal-work-management?q=${encodeURIComponent(decision)}`);
  await expect(
    page.getByRole('region', { name: 'Requested', exact: true }).getByRole('link', { name: decision }),
  ).toBeVisible();
});

test('presenter mode shows one section at a time and follows the arrow keys', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/monday-meeting');
  await page.getByRole('button', { name: 'Present' }).click();
  await expect(page.getByText(/^Section 1 of 8: Engagements by temperature/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Section 2 of 8: Status updates/)).toBeVisible();
  await expect(page).toHaveURL(/present=1/);
  await page.keyboard.press('Escape');
  await expect(section(page, 'Roll-offs and starts')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`presenting at ${width} px covers the top bar and sidebar, its title in plain view, and passes axe`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn('pm');
    await page.goto('/monday-meeting');
    await page.getByRole('button', { name: 'Present' }).click();
    const presenter = page.getByRole('dialog', { name: 'Presenting the Monday Meeting' });
    const title = presenter.getByRole('heading', { name: /Engagements by temperature/ });
    await expect(title).toBeVisible();
    // Nothing of the shell lies over the section's title or the Previous/Next bar.
    for (const target of [title, presenter.getByRole('button', { name: 'Next' })]) {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-presenter]') !== null,
        { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
      );
      expect(onTop).toBe(true);
    }
    const presenterBox = await presenter.boundingBox();
    expect(presenterBox).toMatchObject({ x: 0, y: 0 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('PageDown');
    await expect(presenter.getByText(/^Section 2 of 8: Status updates/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(presenter).toHaveCount(0);
  });
}

for (const width of [1280, 390]) {
  test(`/monday-meeting at ${width} px passes axe without page overflow`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('pm');
    await page.goto('/monday-meeting');
    await expect(section(page, 'Decisions')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await section(page, 'Engagements by temperature')
      .getByRole('button', { name: /^Capture decision on/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Capture a decision' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const width of [1280, 390]) {
  test(`an employee reads the Monday meeting at ${width} px without the controls that write`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('employee');
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Monday Meeting' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monday Meeting' })).toBeVisible();
    await expect(section(page, 'Decisions')).toBeVisible();
    await expect(section(page, 'Engagements by temperature')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Capture decision/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Add|Edit) note/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
