import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { useTestApp } from '../test/demo-app.js';
import { backupTo } from './backup.js';
import { tableRef, tablesInOrder } from './backup-tables.js';
import { restoreFrom } from './restore.js';

const t = useTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'praxis-backup-'));

/** Every table's rows, each as its JSON text, sorted: two firms are equal when these are. */
async function everyTable() {
  const db = t.deps.database.db;
  const tables: Record<string, string[]> = {};
  for (const table of await tablesInOrder(db)) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as row from ${tableRef(table)} t`),
    );
    tables[table] = rows.map((row) => row.row).sort();
  }
  return tables;
}

describe('backup and restore drill', () => {
  it(
    'seeds, backs up, changes data, restores, and finds every table’s rows as they were',
    { timeout: 180_000 },
    async () => {
      const db = t.deps.database.db;
      const uploads = path.join(dir, 'uploads');
      await mkdir(path.join(uploads, 'photos'), { recursive: true });
      await writeFile(path.join(uploads, 'photos', 'a.png'), Buffer.from([1, 2, 3]));
      const before = await everyTable();
      expect(before.consultants?.length).toBeGreaterThan(10);
      const file = path.join(dir, 'firm.praxis-backup');
      const summary = await backupTo(db, file, { uploadsDir: uploads });
      expect(summary.rows.consultants).toBe(before.consultants?.length);
      expect(summary.uploads).toBe(1);

      await db.execute(sql`update clients set name = name || ' (changed)'`);
      await db.execute(sql`delete from client_contacts`);
      await db.execute(sql`insert into audit_log (entity, entity_id, action) values ('drill', 'x', 'create')`);
      expect(await everyTable()).not.toEqual(before);

      await expect(restoreFrom(db, file)).rejects.toThrow(/not empty: pass --replace/);
      const restoredUploads = path.join(dir, 'restored-uploads');
      const restored = await restoreFrom(db, file, { replace: true, uploadsDir: restoredUploads });
      expect(restored.rows).toEqual(summary.rows);
      expect(await everyTable()).toEqual(before);
      expect([...(await readFile(path.join(restoredUploads, 'photos', 'a.png')))]).toEqual([1, 2, 3]);

      // Identity columns go on after the restored rows.
      await db.execute(sql`insert into audit_log (entity, entity_id, action) values ('drill', 'y', 'create')`);
    },
  );

  it('refuses a newer schema and a cut-short file, changing nothing', { timeout: 180_000 }, async () => {
    const db = t.deps.database.db;
    const file = path.join(dir, 'again.praxis-backup');
    await backupTo(db, file);
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n');
    const header = JSON.parse(lines[0] ?? '{}');
    const newer = path.join(dir, 'newer.praxis-backup');
    header.schema.migrations += 1;
    await writeFile(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(restoreFrom(db, newer, { replace: true })).rejects.toThrow(/needs a newer schema/);

    const before = await everyTable();
    const cut = path.join(dir, 'cut.praxis-backup');
    await writeFile(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    await expect(restoreFrom(db, cut, { replace: true })).rejects.toThrow(/incomplete/);
    expect(await everyTable()).toEqual(before);
    await writeFile(path.join(dir, 'junk'), gzipSync('hello'));
    await expect(restoreFrom(db, path.join(dir, 'junk'), { replace: true })).rejects.toThrow(/not a Praxis backup/);
  });
});
