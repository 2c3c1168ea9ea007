import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { useTestApp } from '../test/demo-app.js';
import { tablePages } from './backup-tables.js';

const t = useTestApp();

async function readAll(pageSize: number) {
  const ids: number[] = [];
  const sizes: number[] = [];
  for await (const page of tablePages<{ id: number }>(t.deps.database.db, 'paging_probe', 't.id', pageSize)) {
    sizes.push(page.length);
    ids.push(...page.map((row) => Number(row.id)));
  }
  return { ids, sizes };
}

describe('reading a table page by page (backups and exports)', () => {
  it('gives every row exactly once across block windows, holes and rows of every width', async () => {
    const db = t.deps.database.db;
    await db.execute(sql`create table paging_probe (id int primary key, pad text)`);
    // Narrow rows, then wide ones (a few per block), then narrow again: the window must grow and shrink.
    await db.execute(sql`insert into paging_probe select g, 'x' from generate_series(1, 3000) g`);
    await db.execute(sql`insert into paging_probe select g, repeat('w', 2000) from generate_series(3001, 3300) g`);
    await db.execute(sql`insert into paging_probe select g, 'y' from generate_series(3301, 6000) g`);
    await db.execute(sql`delete from paging_probe where id % 7 = 0 or id between 1200 and 2500`);

    const expected = (await rowsOf<{ id: number }>(db, sql`select id from paging_probe order by id`)).map((row) =>
      Number(row.id),
    );
    for (const pageSize of [1, 10, 1_000]) {
      const { ids, sizes } = await readAll(pageSize);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      expect(sizes.every((size) => size > 0)).toBe(true);
      // Pages stay near the size asked for (the window adapts to the rows' width), never the whole table at once.
      expect(sizes.length).toBeGreaterThan(3);
      if (pageSize === 1_000) expect(Math.max(...sizes)).toBeLessThanOrEqual(4 * pageSize);
    }
  });

  it('gives nothing for an empty table', async () => {
    await t.deps.database.db.execute(sql`create table paging_empty (id int)`);
    const pages = [];
    for await (const page of tablePages(t.deps.database.db, 'paging_empty', 't.id')) pages.push(page);
    expect(pages).toEqual([]);
  });
});
