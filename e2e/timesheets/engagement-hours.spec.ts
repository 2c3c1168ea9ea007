import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, seriousViolations } from '../fixtures';

interface Hours {
  weeks: string[];
  people: { consultant_name: string; weeks: { hours: number }[] }[];
}

/** An engagement whose last 8 weeks have submitted hours (the demo firm has several). */
async function engagementWithHours(request: APIRequestContext) {
  const list = (await (await request.get('/api/engagements?pageSize=50&status=active')).json()) as {
    items: { id: string; type: string }[];
  };
  for (const engagement of list.items) {
    const hours = (await (await request.get(`/api/engagements/${engagement.id}/timesheets`)).json()) as Hours;
    const person = hours.people.find((p) => p.weeks.length > 0);
    if (person) return { engagement, hours, person };
  }
  throw new Error('no engagement with submitted hours in the demo firm');
}

test('an admin reads an engagement’s hours by week and person and exports them as CSV', async ({ page, signIn }) => {
  await signIn('admin');
  const { engagement, hours, person } = await engagementWithHours(page.request);
  await page.goto(`/engagements/${engagement.type}/${engagement.id}/timesheets`);
  const table = page.getByRole('table', { name: 'Hours by week and person' });
  await expect(table.getByRole('row', { name: new RegExp(person.consultant_name) })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const [header, ...lines] = (await readFile(file, 'utf8')).trim().split('\r\n');
  expect(header).toBe(
    ['Person', ...hours.weeks.map((week) => `Week of ${week}`), 'Hours used', 'Hours allocated'].join(','),
  );
  expect(lines.some((line) => line.startsWith(`${person.consultant_name},`))).toBe(true);
});

for (const width of [1280, 390]) {
  test(`the engagement’s timesheets tab passes axe at ${width} px without page overflow`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    const { engagement, person } = await engagementWithHours(page.request);
    await page.goto(`/engagements/${engagement.type}/${engagement.id}/timesheets`);
    await expect(page.getByText(person.consultant_name).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
