import type { FirmExport } from '@praxis/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const EXPORT_ID = 'cccccccc-0000-4000-8000-000000000001';

const exportOf = (values: Partial<FirmExport>): FirmExport => ({
  id: EXPORT_ID,
  status: 'running',
  tables_total: 80,
  tables_done: 20,
  rows_total: 10_000,
  rows_done: 2_500,
  size_bytes: null,
  downloadable: false,
  failure: null,
  created_at: '2026-01-05T10:00:00.000Z',
  finished_at: null,
  ...values,
});

describe('full export', () => {
  it('starts an export, shows its progress, and offers the zip once done', async () => {
    let state: FirmExport[] = [];
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/imports/runs': () => json([]),
        'GET /api/exports': () => json(state),
        'POST /api/exports': () => {
          state = [exportOf({})];
          return json(state[0], 202);
        },
      },
    });
    const { user } = renderApp('/admin-settings?tab=import', api);
    expect(await screen.findByText('No exports yet.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export the whole firm' }));
    expect(await screen.findByRole('progressbar', { name: 'Full export' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(/20 of 80 files · 2,500 of 10,000 rows/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export under way…' })).toBeDisabled();

    state = [
      exportOf({ status: 'done', tables_done: 80, rows_done: 10_000, size_bytes: 2_097_152, downloadable: true }),
    ];
    const link = await screen.findByRole('link', { name: /Download the export of/ }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', `/api/exports/${EXPORT_ID}/download`);
    expect(link).toHaveTextContent('Download (.zip, 2.0 MB)');
    expect(screen.queryByRole('progressbar', { name: 'Full export' })).not.toBeInTheDocument();
  });
});
