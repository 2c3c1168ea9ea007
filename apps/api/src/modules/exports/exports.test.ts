import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();

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

describe('full export', () => {
  it(
    'gives an admin the whole firm as CSV files with a README, without sign-in secrets',
    { timeout: 120_000 },
    async () => {
      const response = await t.request('GET', '/api/exports/firm', { cookie: cookies.admin });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      const files = await unzip(Buffer.from(await response.arrayBuffer()));
      expect(files.get('README.md')).toContain('## consultants.csv');
      expect(files.has('session.csv')).toBe(false);
      expect(files.has('account.csv')).toBe(false);
      const consultants = Papa.parse<Record<string, string>>(files.get('consultants.csv') ?? '', {
        header: true,
        skipEmptyLines: true,
      });
      const [count] = await rowsOf<{ n: number }>(t.deps.database.db, sql`select count(*)::int as n from consultants`);
      expect(consultants.data).toHaveLength(count?.n ?? -1);
      expect(consultants.meta.fields).toEqual(
        expect.arrayContaining(['first_name', 'last_name', 'email', 'hourly_rate']),
      );
      expect(consultants.data.map((row) => row.email)).toContain('admin@demo.local');
      expect(files.get('consultant_invitations.csv')?.split('\r\n')[0]).not.toContain('token_hash');
    },
  );

  it('leaves the database to everyone else while a download sits unread', { timeout: 120_000 }, async () => {
    const download = await t.request('GET', '/api/exports/firm', { cookie: cookies.admin });
    expect(download.status).toBe(200);
    // The embedded database has one connection: an export that kept its snapshot open until the client read the
    // last byte would hold every other request until then.
    const other = await t.request('GET', '/api/consultants?pageSize=1', { cookie: cookies.employee });
    expect(other.status).toBe(200);
    expect((await unzip(Buffer.from(await download.arrayBuffer()))).has('consultants.csv')).toBe(true);
  });

  it('is refused to Project Managers and employees', async () => {
    for (const role of ['pm', 'employee'] as const) {
      expect((await t.request('GET', '/api/exports/firm', { cookie: cookies[role] })).status).toBe(403);
    }
  });
});
