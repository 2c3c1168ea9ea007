import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { APP_URL, expect, test, seriousViolations } from '../fixtures';

interface PlanBody {
  id: string;
  version: number;
  status: string;
  tasks: {
    id: string;
    name: string;
    start_date: string;
    end_date: string;
    progress: number;
    parent_id: string | null;
    is_milestone: boolean;
  }[];
  dependencies: { predecessor_id: string; successor_id: string }[];
}

async function engagementWithoutPlan(request: APIRequestContext) {
  const engagements = await (await request.get('/api/engagements?type=project&pageSize=100')).json();
  const plans = await (await request.get('/api/project-plans?pageSize=100')).json();
  const planned = new Set(plans.items.map((p: { engagement_id: string }) => p.engagement_id));
  const engagement = engagements.items.find(
    (e: { id: string; start_date: string | null }) => !planned.has(e.id) && e.start_date,
  );
  if (!engagement) throw new Error('the demo firm has no project without a plan');
  return engagement as { id: string; name: string };
}

const readPlan = async (request: APIRequestContext, id: string): Promise<PlanBody> =>
  (await request.get(`/api/project-plans/${id}`)).json();

test('a plan from a template: drag a bar, its successor follows, undo restores both, publish, share signed out', async ({
  page,
  signIn,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn('admin');
  const engagement = await engagementWithoutPlan(page.request);

  // Create the plan from the engagement's plan tab, from the project template.
  await page.goto(`/engagements/projects/${engagement.id}/plan`);
  await page.getByRole('button', { name: 'New Plan' }).click();
  await page.getByLabel('Template').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page).toHaveURL(/\/project-plan-builder\?plan=/);
  const planId = new URL(page.url()).searchParams.get('plan') ?? '';
  await expect(page.getByRole('grid', { name: 'Plan tasks' })).toBeVisible();
  await expect(page.getByTestId('gantt')).toBeVisible();

  const before = await readPlan(page.request, planId);
  const kickOff = before.tasks.find((t) => t.name === 'Kick-off workshop');
  const interviews = before.tasks.find((t) => t.name === 'Stakeholder interviews');
  if (!kickOff || !interviews) throw new Error('template tasks missing');
  expect(before.dependencies).toContainEqual(
    expect.objectContaining({ predecessor_id: kickOff.id, successor_id: interviews.id }),
  );

  // Drag the kick-off bar a week to the right (week zoom: 14 px a day).
  const bar = page.locator(`[data-task-id="${kickOff.id}"] rect`).first();
  await bar.scrollIntoViewIfNeeded();
  const box = await bar.boundingBox();
  if (!box) throw new Error('bar not drawn');
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 4 + step * 9.8, box.y + box.height / 2);
  await page.mouse.up();
  // "Saved" can still show from before the drag for a moment: wait for the server to have the new dates.
  await expect
    .poll(async () => (await readPlan(page.request, planId)).tasks.find((t) => t.id === kickOff.id)?.start_date ?? '', {
      timeout: 15_000,
    })
    .not.toBe(kickOff.start_date);
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 });
  const moved = await readPlan(page.request, planId);
  const movedKickOff = moved.tasks.find((t) => t.id === kickOff.id);
  const movedInterviews = moved.tasks.find((t) => t.id === interviews.id);
  expect((movedKickOff?.start_date ?? '') > kickOff.start_date).toBe(true);
  expect((movedInterviews?.start_date ?? '') > (movedKickOff?.end_date ?? '')).toBe(true);
  expect((movedInterviews?.start_date ?? '') > interviews.start_date).toBe(true);

  // Undo restores both.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const undone = await readPlan(page.request, planId);
      return [
        undone.tasks.find((t) => t.id === kickOff.id)?.start_date,
        undone.tasks.find((t) => t.id === interviews.id)?.start_date,
      ];
    })
    .toEqual([kickOff.start_date, interviews.start_date]);

  // Publish, then share from the viewer.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Plan published')).toBeVisible();
  await page.getByRole('link', { name: 'Open in viewer' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = (await page.getByTestId('share-url').textContent()) ?? '';
  expect(url).toContain('/shared-plan/');

  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(url.replace(/^https?:\/\/[^/]+/, APP_URL));
  await expect(signedOut.getByRole('heading', { level: 1 })).toContainText(engagement.name);
  await expect(signedOut.getByTestId('gantt')).toBeVisible();
  await expect(signedOut.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await stranger.close();

  // The templates the plan came from: Export CSV has every template (archived ones too, for an admin) as listed.
  const templates = (await (await page.request.get('/api/plan-templates?include_archived=true')).json()) as {
    name: string;
    engagement_type: string;
    archived_at: string | null;
    tasks: { is_milestone: boolean }[];
    dependencies: unknown[];
  }[];
  await page.goto('/project-plan-builder-configuration');
  await expect(page.getByRole('heading', { name: 'Project Plan Configuration' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [header, ...lines] = (await readFile(await (await download).path(), 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Engagement type,Name,Milestones,Rows,Links,Archived');
  expect(lines).toHaveLength(templates.length);
  const project = templates.find(
    (tpl) => tpl.engagement_type === 'project' && !tpl.archived_at && !/[",]/.test(tpl.name),
  );
  if (!project) throw new Error('the demo firm has a project template');
  const milestones = project.tasks.filter((task) => task.is_milestone).length;
  expect(lines).toContain(
    `project,${project.name},${milestones},${project.tasks.length},${project.dependencies.length},`,
  );
});

test('plan pages pass axe at 1280 and 390 px and fit the screen', async ({ page, signIn }) => {
  // Ten pages, each with a Gantt and an axe run.
  test.setTimeout(150_000);
  await signIn('pm');
  const plans = await (await page.request.get('/api/project-plans?pageSize=5')).json();
  const planId = plans.items[0].id as string;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/project-plan',
      `/project-plan-builder?plan=${planId}`,
      `/project-plan-viewer?plan=${planId}`,
      `/gantt?plan=${planId}`,
      '/project-plan-builder-configuration',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path !== '/project-plan' && path !== '/project-plan-builder-configuration')
        await expect(page.getByTestId('gantt')).toBeVisible();
      expect(await seriousViolations(page), `${path} at ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  }
});

/** A fresh plan from the project template, on a project that has none yet (each run makes its own). */
async function newPlan(request: APIRequestContext) {
  const engagement = await engagementWithoutPlan(request);
  const templates = (await (await request.get('/api/plan-templates')).json()) as {
    id: string;
    engagement_type: string;
  }[];
  const template = templates.find((t) => t.engagement_type === 'project');
  if (!template) throw new Error('the demo firm has a project template');
  const response = await request.post('/api/project-plans', {
    data: { engagement_id: engagement.id, template_id: template.id },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlanBody;
}

test('the Gantt has its task table and a menu on bars and rows, by mouse and keyboard', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn('admin');
  const plan = await newPlan(page.request);
  const leaf = plan.tasks.find(
    (t) => !plan.tasks.some((o) => o.parent_id === t.id) && t.progress < 100 && !t.is_milestone,
  );
  const other = plan.tasks.find((t) => t !== leaf && !plan.tasks.some((o) => o.parent_id === t.id));
  if (!leaf || !other) throw new Error('the template has tasks');

  await page.setViewportSize({ width: 1280, height: 900 });
  // The builder's grid shows a milestone's duration in full ("0 (milestone)", not "0 (miles…").
  await page.goto(`/project-plan-builder?plan=${plan.id}`);
  const milestone = page.getByRole('gridcell', { name: '0 (milestone)' }).first();
  await expect(milestone).toBeVisible();
  expect(await milestone.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);

  await page.goto(`/gantt?plan=${plan.id}`);
  const table = page.getByRole('table', { name: 'Plan tasks' });
  await expect(table.getByRole('columnheader')).toHaveText(['Task', 'Start', 'Finish', 'Days', '% done', 'Assignee']);
  await expect(table.getByRole('button', { name: leaf.name, exact: true })).toBeVisible();

  // Right-click the bar: Mark done, saved.
  const bar = page.locator(`[data-testid="gantt"] [data-task-id="${leaf.id}"] rect`).first();
  await bar.scrollIntoViewIfNeeded();
  const box = await bar.boundingBox();
  if (!box) throw new Error('bar not drawn');
  await page.mouse.click(box.x + 4, box.y + box.height / 2, { button: 'right' });
  const menu = page.getByRole('menu', { name: `Task ${leaf.name}` });
  await expect(menu).toBeVisible();
  expect(await seriousViolations(page), 'the open menu').toEqual([]);
  await menu.getByRole('menuitem', { name: 'Mark done' }).click();
  await expect(table.locator(`[data-task-id="${leaf.id}"]`)).toContainText('100 %');
  await expect
    .poll(async () => (await readPlan(page.request, plan.id)).tasks.find((t) => t.id === leaf.id)?.progress, {
      timeout: 15_000,
    })
    .toBe(100);

  // From the keyboard: the row's name, Shift+F10, Delete…, confirm.
  await table.getByRole('button', { name: other.name, exact: true }).focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu', { name: `Task ${other.name}` })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Delete “${other.name}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete task' }).click();
  await expect(table.getByRole('button', { name: other.name, exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await readPlan(page.request, plan.id)).tasks.some((t) => t.id === other.id), { timeout: 15_000 })
    .toBe(false);
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 });

  // A phone starts with the chart alone; the table opens beside it and the page still fits, with no axe findings.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('gantt')).toBeVisible();
  await expect(table).toHaveCount(0);
  await page.getByRole('button', { name: 'Show task table' }).click();
  await expect(table).toBeVisible();
  expect(await seriousViolations(page), 'the Gantt with its table at 390 px').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
