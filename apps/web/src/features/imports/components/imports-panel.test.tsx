import type { ImportReport, ImportRun } from '@praxis/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json, type FakeHandler } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const RUN_ID = 'bbbbbbbb-0000-4000-8000-000000000001';

const reportOf = (dryRun: boolean, invited = 0): ImportReport => ({
  kind: 'consultants',
  dry_run: dryRun,
  total: 3,
  created: 2,
  updated: 0,
  unchanged: 0,
  errors: [
    {
      row: 4,
      column: 'skills',
      message: "unknown product 'Azzure Data Factory' in Microsoft Azure — did you mean Azure Data Factory?",
    },
  ],
  invited,
  rows: [
    { row: 2, key: 'a@example.com', action: 'create' },
    { row: 3, key: 'b@example.com', action: 'create' },
    { row: 4, key: 'c@example.com', action: 'error' },
  ],
  run_id: dryRun ? null : RUN_ID,
});

const run = (values: Partial<ImportRun>): ImportRun => ({
  id: RUN_ID,
  kind: 'consultants',
  file_name: 'big.csv',
  dry_run: false,
  status: 'running',
  rows_total: 5000,
  rows_done: 1000,
  error_count: 2,
  failure: null,
  report: null,
  created_at: '2026-01-05T10:00:00.000Z',
  ...values,
});

const FIRST_SCREEN = { timeout: 15_000 };

/** The headers of a file laid out as the template: no mapping needed. */
const templateHeaders = () =>
  json({
    kind: 'consultants',
    headers: ['first_name', 'last_name', 'email'],
    suggested: { first_name: 'first_name', last_name: 'last_name', email: 'email' },
    remembered: false,
    needs_mapping: false,
  });

/** The panel's API with a template-shaped file's headers, and the upload answered by `upload`. */
const panelApi = (upload: FakeHandler) =>
  createFakeApi({
    me: makeMe('admin'),
    routes: {
      'GET /api/exports': () => json([]),
      'GET /api/imports/runs': () => json([]),
      'POST /api/imports/consultants/headers': templateHeaders,
      'POST /api/imports/consultants': upload,
    },
  });

const file = () => new File(['first_name,last_name,email\n'], 'people.csv', { type: 'text/csv' });

describe('import panel', () => {
  it('checks a file (dry run), shows each error with its row and column, then imports and offers the report', async () => {
    const api = panelApi(({ body }) => json(reportOf((body as FormData).get('dry_run') === 'true')));
    const { user } = renderApp('/admin-settings?tab=import', api);
    // The first screen of a file loads the route's module: given time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Import data' }, FIRST_SCREEN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/api/imports/consultants/template',
    );
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Spreadsheet (CSV or .xlsx, at most 20 MB)'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(
      within(preview).getByText('3 rows: 2 to create, 0 to update, 0 unchanged, 1 with errors.'),
    ).toBeInTheDocument();
    const errors = within(preview).getByRole('table', { name: 'Errors' });
    expect(
      within(errors).getByRole('row', {
        name: /4 skills unknown product 'Azzure Data Factory'.*did you mean Azure Data Factory\?/,
      }),
    ).toBeInTheDocument();
    const sent = api.requestsTo('POST /api/imports/consultants')[0]?.body as FormData;
    expect(sent.get('dry_run')).toBe('true');
    expect((sent.get('file') as File).name).toBe('people.csv');

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    const finished = await screen.findByRole('region', { name: 'Import finished' });
    expect(within(finished).getByText('3 rows: 2 created, 0 updated, 0 unchanged, 1 with errors.')).toBeInTheDocument();
    expect(within(finished).getByRole('link', { name: 'Download report' })).toHaveAttribute(
      'href',
      `/api/imports/runs/${RUN_ID}/report`,
    );
    expect((api.requestsTo('POST /api/imports/consultants')[1]?.body as FormData).get('dry_run')).toBe('false');
  });

  it('invites imported people only when asked (consultants only), and says how many in the preview and the result', async () => {
    const api = panelApi(({ body }) => {
      const form = body as FormData;
      return json(reportOf(form.get('dry_run') === 'true', form.get('invite') === 'true' ? 2 : 0));
    });
    const { user } = renderApp('/admin-settings?tab=import', api);
    const invite = await screen.findByRole('checkbox', { name: 'Invite imported people by e-mail' }, FIRST_SCREEN);
    expect(invite).not.toBeChecked();
    expect(invite).toHaveAccessibleDescription(/invited later with Invite on their profile under Consultants/);

    await user.selectOptions(screen.getByLabelText('What to import'), 'clients');
    expect(screen.queryByRole('checkbox', { name: 'Invite imported people by e-mail' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('What to import'), 'consultants');

    await user.upload(screen.getByLabelText('Spreadsheet (CSV or .xlsx, at most 20 MB)'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const unasked = await screen.findByRole('region', { name: 'Preview' });
    expect(within(unasked).queryByText(/invite/)).not.toBeInTheDocument();
    expect((api.requestsTo('POST /api/imports/consultants')[0]?.body as FormData).get('invite')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Invite imported people by e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('status')).toHaveTextContent('2 people to invite by e-mail.');
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    const finished = await screen.findByRole('region', { name: 'Import finished' });
    expect(within(finished).getByRole('status')).toHaveTextContent('2 people invited by e-mail.');
    const sent = api.requestsTo('POST /api/imports/consultants').map((request) => request.body as FormData);
    expect(sent.slice(1).map((form) => [form.get('dry_run'), form.get('invite')])).toEqual([
      ['true', 'true'],
      ['false', 'true'],
    ]);
  });

  it('shows a refused file’s message', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/exports': () => json([]),
        'GET /api/imports/runs': () => json([]),
        'POST /api/imports/consultants': () =>
          json({ code: 'VALIDATION', message: 'This is not a consultants file: it has no email column.' }, 422),
      },
    });
    const { user } = renderApp('/admin-settings?tab=import', api);
    await user.upload(
      await screen.findByLabelText('Spreadsheet (CSV or .xlsx, at most 20 MB)', {}, FIRST_SCREEN),
      file(),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a consultants file: it has no email column.',
    );
  });

  it('reopens a large import from the recent list and follows its progress', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/exports': () => json([]),
        'GET /api/imports/runs': () => json([run({})]),
        [`GET /api/imports/runs/${RUN_ID}`]: () => json(run({})),
      },
    });
    const { user } = renderApp('/admin-settings?tab=import', api);
    await user.click(await screen.findByRole('button', { name: 'Open big.csv' }, FIRST_SCREEN));
    const bar = await screen.findByRole('progressbar', { name: 'Import of big.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText(/1,000 of 5,000 rows · 2 errors so far/)).toBeInTheDocument();
  });

  it('asks to map headers unlike the template’s, suggests columns, and sends the chosen mapping', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/exports': () => json([]),
        'GET /api/imports/runs': () => json([]),
        'POST /api/imports/consultants/headers': () =>
          json({
            kind: 'consultants',
            headers: ['e_mail_address', 'surname', 'given_name'],
            suggested: { e_mail_address: 'email', surname: null, given_name: null },
            remembered: false,
            needs_mapping: true,
          }),
        'POST /api/imports/consultants': () => json(reportOf(true)),
      },
    });
    const { user } = renderApp('/admin-settings?tab=import', api);
    await user.upload(
      await screen.findByLabelText('Spreadsheet (CSV or .xlsx, at most 20 MB)', {}, FIRST_SCREEN),
      file(),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: 'Column mapping' });
    expect(within(table).getByLabelText('e_mail_address')).toHaveValue('email');
    expect(screen.getByRole('status')).toHaveTextContent('Not mapped yet: first_name, last_name (required).');
    // Nothing is checked until the mapping is chosen.
    expect(api.requestsTo('POST /api/imports/consultants')).toHaveLength(0);

    await user.selectOptions(within(table).getByLabelText('surname'), 'last_name');
    await user.selectOptions(within(table).getByLabelText('given_name'), 'first_name');
    expect(screen.queryByText(/Not mapped yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('region', { name: 'Preview' });
    const sent = api.requestsTo('POST /api/imports/consultants')[0]?.body as FormData;
    expect(JSON.parse(String(sent.get('mapping')))).toEqual({
      e_mail_address: 'email',
      surname: 'last_name',
      given_name: 'first_name',
    });
  });
});
