import type { Page } from '@playwright/test';
import { expect, test, seriousViolations } from '../fixtures';

/** A skill someone in the directory holds, and that person's name (people added by other journeys may have none). */
async function aSkill(page: Page) {
  const response = await page.request.get('/api/consultants?pageSize=50&sort=name');
  const cards = (await response.json()).items as {
    first_name: string;
    last_name: string;
    top_skills: { category: string; product: string | null }[];
  }[];
  const card = cards.find((candidate) => candidate.top_skills.length > 0);
  const skill = card?.top_skills[0];
  if (!card || !skill) throw new Error('the demo firm has people with skills');
  return { term: skill.product ?? skill.category, name: `${card.first_name} ${card.last_name}` };
}

test('Ctrl+K, type a skill, open a consultant who has it', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/home');
  const { term } = await aSkill(page);
  // The shortcut works once the shell is there (its header button is the visible sign).
  await expect(page.getByRole('button', { name: 'Search everywhere' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search everywhere' });
  await expect(input).toBeFocused();
  await input.fill(term);
  const consultants = page.getByRole('group', { name: 'Consultants' });
  const first = consultants.getByRole('option').first();
  await expect(first).toContainText(`Skill: ${term}`);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/consultants\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('group', { name: 'Recent' }).getByRole('option')).toHaveCount(1);
});

for (const width of [1280, 390]) {
  test(`the open palette passes axe at ${width} px and fits the screen`, async ({ page, signIn }) => {
    await signIn('employee');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Search everywhere' }).click();
    await page.getByRole('combobox', { name: 'Search everywhere' }).fill('cl');
    await expect(page.getByRole('group', { name: 'Pages' })).toBeVisible();
    // Measured once the search has answered (while it runs, the list holds only the "Searching…" line).
    await expect(page.getByText('Searching…')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
