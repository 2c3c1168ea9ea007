import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test, seriousViolations } from '../fixtures';
import { invitationLinkIn, mailTo } from '../mail/mailbox';

const FILE_INPUT = 'Spreadsheet (CSV or .xlsx, at most 20 MB)';

/** Three consultants under the template's header; `product` of the third is what the test gets wrong first. */
function filled(header: string, tag: string, product: string): string {
  const person = (first: string, skills: string) =>
    [
      first,
      `Import${tag}`,
      `${first.toLowerCase()}.${tag}@e2e.example`,
      'Consultant',
      'Berlin',
      'Europe/Berlin',
      '140',
      '2024-04-01',
      'available',
      '',
      skills,
      '',
      'English:fluent',
    ].join(',');
  return [
    header,
    person('Ada', 'Data & Analytics/Power BI:4'),
    person('Ben', 'Data & Analytics/Snowflake:3'),
    person('Cy', `Microsoft Azure/${product}:5`),
  ].join('\r\n');
}

test('an admin downloads the template, checks three consultants, fixes the one error, imports, and finds them', async ({
  page,
  signIn,
}) => {
  const tag = randomUUID().slice(0, 6);
  await signIn('admin');
  await page.goto('/admin-settings');
  await page.getByRole('tab', { name: 'Import data' }).click();
  await expect(page.getByRole('heading', { name: 'Import data' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('consultants-template.csv');
  const template = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const header = template.split('\r\n')[0] ?? '';
  expect(header).toBe(
    'first_name,last_name,email,job_title,location,time_zone,hourly_rate,start_date,availability_status,phone,skills,certifications,languages',
  );

  const upload = (content: string) =>
    page
      .getByLabel(FILE_INPUT)
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });

  await upload(filled(header, tag, 'Azzure Data Factory'));
  await page.getByRole('button', { name: 'Check file' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('3 rows: 2 to create, 0 to update, 0 unchanged, 1 with errors.')).toBeVisible();
  await expect(preview.getByRole('table', { name: 'Errors' })).toContainText(
    "unknown product 'Azzure Data Factory' in Microsoft Azure — did you mean Azure Data Factory?",
  );

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await upload(filled(header, tag, 'Azure Data Factory'));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(preview.getByText('3 rows: 3 to create, 0 to update, 0 unchanged, 0 with errors.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  const finished = page.getByRole('region', { name: 'Import finished' });
  await expect(finished.getByText('3 rows: 3 created, 0 updated, 0 unchanged, 0 with errors.')).toBeVisible();
  await expect(finished.getByRole('link', { name: 'Download report' })).toBeVisible();

  await page.goto('/consultants');
  await page.getByLabel('Search', { exact: true }).fill(`Import${tag}`);
  await expect(page.getByRole('article')).toHaveCount(3);
  const cy = page.getByRole('article', { name: `Cy Import${tag}` });
  await expect(cy).toContainText('Azure Data Factory');
  await expect(page.getByRole('article', { name: `Ada Import${tag}` })).toContainText('Power BI');
});

test('an admin imports people with invitations: each new person is e-mailed a link once, a second import sends none', async ({
  page,
  signIn,
}) => {
  const tag = randomUUID().slice(0, 6);
  await signIn('admin');
  const header = (await (await page.request.get('/api/imports/consultants/template')).text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0];
  const file = filled(header ?? '', tag, 'Azure Data Factory');
  const emails = ['ada', 'ben', 'cy'].map((first) => `${first}.${tag}@e2e.example`);
  await page.goto('/admin-settings');
  await page.getByRole('tab', { name: 'Import data' }).click();
  await page.getByLabel('Invite imported people by e-mail').check();
  const upload = () =>
    page.getByLabel(FILE_INPUT).setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });

  await upload();
  await page.getByRole('button', { name: 'Check file' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('3 people to invite by e-mail.', { exact: false })).toBeVisible();
  expect(await mailTo(emails[0]!)).toHaveLength(0); // a check sends nothing
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  const finished = page.getByRole('region', { name: 'Import finished' });
  await expect(finished.getByText('3 people invited by e-mail.', { exact: false })).toBeVisible();
  for (const email of emails) {
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 30_000 }).toBe(1);
  }
  const [mail] = await mailTo(emails[0]!);
  expect(mail?.subject).toBe('You are invited to Praxis');
  expect(invitationLinkIn(mail!)).toMatch(/\/invite\//);

  // The same file again creates nobody, so it would invite nobody: nothing to import.
  await upload();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(preview.getByText('3 rows: 0 to create, 0 to update, 3 unchanged, 0 with errors.')).toBeVisible();
  await expect(preview.getByText('to invite by e-mail', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  for (const email of emails) expect(await mailTo(email)).toHaveLength(1);
});
