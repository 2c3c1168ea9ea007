/** What proves the area end to end and measures it: an e2e journey with axe checks, a benchmark scenario. */
export const otherFiles = (n) => ({
  [`e2e/${n.area}/${n.area}.spec.ts`]: `import { randomUUID } from 'node:crypto';
import { expect, seriousViolations, test } from '../fixtures';

test('an admin creates, edits and deletes a ${n.labelOne}', async ({ page, signIn }) => {
  await signIn('admin');
  const name = \`E2E ${n.LabelOne} \${randomUUID().slice(0, 8)}\`;

  await page.goto('/${n.area}');
  await page.getByRole('button', { name: 'New ${n.labelOne}' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel(/^Name/).fill(name);
  await create.getByRole('button', { name: 'Create ${n.labelOne}' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('${n.LabelOne} created')).toBeVisible();

  await page.goto(\`/${n.area}?q=\${encodeURIComponent(name)}\`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: \`Edit \${name}\` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Notes').fill('Edited by the e2e journey');
  await edit.getByRole('button', { name: 'Save ${n.labelOne}' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Edited by the e2e journey');

  await row.getByRole('button', { name: \`Delete \${name}\` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete ${n.labelOne}' }).click();
  await expect(page.getByText('No ${n.label} match this search')).toBeVisible();
});

test('an employee sees ${n.label} but cannot create one', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/${n.area}');
  await expect(page.getByRole('heading', { name: '${n.Label}' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New ${n.labelOne}' })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(\`/${n.area} at \${width} px has no serious or critical accessibility issue\`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/${n.area}');
    await expect(page.getByRole('heading', { name: '${n.Label}' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
`,

  [`bench/lib/${n.area}.mjs`]: `// The ${n.label} list an employee pages through: 50 rows at 10 connections against the API on PostgreSQL.
// A stub from \`npm run new:area\`: point it at the area's hot path once it has one (its heaviest list or write).
import { measure } from './load.mjs';

/** @param {{ api: { origin: string, pid: number, signIn: (email: string) => Promise<string> }, profile: object, withCpu: Function, postgresPid: number, phase: Function }} ctx */
export async function measure${n.Many}({ api, profile, withCpu, postgresPid, phase }) {
  const cookie = await api.signIn('employee@demo.local');
  const path = '/api/${n.area}?pageSize=50';
  const run = await phase('${n.label} list', () =>
    withCpu({ apiPid: api.pid, postgresPid }, () =>
      measure({ origin: api.origin, path, connections: 10, headers: { cookie, origin: api.origin }, ...profile }),
    ),
  );
  return { list: { path: \`GET \${path}\`, ...run.result, cpu: run.cpu } };
}
`,
});
