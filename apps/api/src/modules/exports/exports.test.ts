import { IMPORT_KINDS } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { fileUploader } from '../../test/import-upload.js';

const { t, cookies } = useDemoApp();
const upload = fileUploader(t, () => cookies.admin);

/** Every entry of a zip as text. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const csvRows = (text: string | undefined) =>
  Papa.parse<Record<string, string>>(text ?? '', { header: true, skipEmptyLines: true });

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(t.deps.database.db, query))[0]?.n ?? -1;

/** Starts an export, runs the queue, and answers the finished export and its zip's files. */
async function exportFirm() {
  const started = await t.request('POST', '/api/exports', { cookie: cookies.admin });
  expect(started.status).toBe(202);
  const queued = await started.json();
  expect(queued).toMatchObject({ status: 'queued', downloadable: false });
  await t.deps.jobs.tick();
  const done = await (await t.request('GET', `/api/exports/${queued.id}`, { cookie: cookies.admin })).json();
  const download = await t.request('GET', `/api/exports/${queued.id}/download`, { cookie: cookies.admin });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  return { done, files: await unzip(Buffer.from(await download.arrayBuffer())) };
}

async function queuedReport(queued: { job_id: string }) {
  await t.deps.jobs.tick();
  return (await (await t.request('GET', `/api/imports/runs/${queued.job_id}`, { cookie: cookies.admin })).json())
    .report;
}

describe('full export', () => {
  it(
    'runs as a job with progress and gives the whole firm as CSV files with a README, without secrets or erased data',
    { timeout: 180_000 },
    async () => {
      // A candidate whose personal data was erased: nothing of theirs may leave in the export.
      const position = await (
        await t.request('POST', '/api/recruiting/positions', {
          cookie: cookies.admin,
          body: {
            title: 'Export tester',
            status: 'open',
            headcount: 1,
            location: 'Lisbon',
            time_zone: 'Europe/Lisbon',
          },
        })
      ).json();
      const referral = await (
        await t.request('POST', '/api/recruiting/referrals', {
          cookie: cookies.employee,
          body: {
            position_id: position.id,
            first_name: 'Zora',
            last_name: 'Forgetme',
            email: 'zora.erased@example.com',
          },
        })
      ).json();
      const erase = `/api/recruiting/candidates/${referral.id}/personal-data`;
      expect((await t.request('DELETE', erase, { cookie: cookies.admin })).status).toBe(204);

      const { done, files } = await exportFirm();
      expect(done).toMatchObject({ status: 'done', downloadable: true, failure: null });
      expect(done.tables_done).toBe(done.tables_total);
      expect(done.rows_done).toBeGreaterThanOrEqual(done.rows_total);
      expect(done.rows_total).toBeGreaterThan(100);
      expect(done.size_bytes).toBeGreaterThan(0);
      // One file per importable kind and per table, each described in the README.
      expect(files.size).toBe(done.tables_total + 1);
      const readme = files.get('README.md') ?? '';
      for (const name of files.keys()) if (name !== 'README.md') expect(readme).toContain(`## ${name}`);
      for (const table of [
        'improvement_requests',
        'project_plans',
        'plan_tasks',
        'status_updates',
        'candidates',
        'consultants',
      ]) {
        expect(files.has(`tables/${table}.csv`)).toBe(true);
      }
      for (const secret of ['session', 'account', 'two_factor', 'verification', 'jobs']) {
        expect(files.has(`tables/${secret}.csv`)).toBe(false);
      }
      expect(files.get('tables/consultant_invitations.csv')?.split('\r\n')[0]).not.toContain('token_hash');
      const everything = [...files.values()].join('\n');
      expect(everything).not.toContain('zora.erased@example.com');
      expect(everything).not.toContain('Forgetme');
      const consultants = csvRows(files.get('consultants.csv'));
      expect(consultants.data).toHaveLength(await count(sql`select count(*)::int as n from consultants`));
      expect(consultants.data.map((row) => row.email)).toContain('admin@demo.local');
      const candidates = csvRows(files.get('tables/candidates.csv'));
      expect(candidates.data.find((row) => row.id === referral.id)).toMatchObject({ first_name: 'Erased', email: '' });
    },
  );

  it('gives files that import back unchanged, naming records by natural keys', { timeout: 300_000 }, async () => {
    const { files } = await exportFirm();
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    for (const kind of IMPORT_KINDS) {
      const text = files.get(`${kind}.csv`);
      const rows = csvRows(text).data;
      expect(rows.length, kind).toBeGreaterThan(0);
      if (kind !== 'consultants' && kind !== 'clients') expect(text, kind).not.toMatch(uuid);
      const response = await upload(`/imports/${kind}`, text ?? '', {
        name: `${kind}.csv`,
        fields: { dry_run: 'true' },
      });
      // A file of more than 2,000 rows is checked by a job: its run holds the report.
      expect([200, 202], kind).toContain(response.status);
      const report = response.status === 200 ? await response.json() : await queuedReport(await response.json());
      expect({ kind, errors: report.errors.slice(0, 3) }).toEqual({ kind, errors: [] });
      expect(report, kind).toMatchObject({ total: rows.length, unchanged: rows.length, created: 0, updated: 0 });
    }
  });

  it('runs one export at a time, keeps it to follow and refuses an unfinished download', async () => {
    const first = await (await t.request('POST', '/api/exports', { cookie: cookies.admin })).json();
    const [again, other] = await Promise.all(
      [0, 1].map(async () => (await t.request('POST', '/api/exports', { cookie: cookies.admin })).json()),
    );
    expect(again.id).toBe(first.id);
    expect(other.id).toBe(first.id);
    const list = await (await t.request('GET', '/api/exports', { cookie: cookies.admin })).json();
    expect(list[0]).toMatchObject({ id: first.id, status: 'queued' });
    const early = await t.request('GET', `/api/exports/${first.id}/download`, { cookie: cookies.admin });
    expect(early.status).toBe(409);
    const missing = '/api/exports/00000000-0000-4000-8000-000000000000';
    expect((await t.request('GET', missing, { cookie: cookies.admin })).status).toBe(404);
    expect((await t.request('GET', `${missing}/download`, { cookie: cookies.admin })).status).toBe(404);
    expect((await t.request('GET', '/api/exports/not-a-uuid', { cookie: cookies.admin })).status).toBe(422);
    await t.deps.jobs.tick();
  }, 180_000);

  it('is refused to Project Managers and employees', async () => {
    for (const role of ['pm', 'employee'] as const) {
      expect((await t.request('POST', '/api/exports', { cookie: cookies[role] })).status).toBe(403);
      expect((await t.request('GET', '/api/exports', { cookie: cookies[role] })).status).toBe(403);
    }
  });
});
