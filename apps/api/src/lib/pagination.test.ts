import { describe, expect, it, vi } from 'vitest';
import { withTotal } from './pagination.js';

describe('a page and its total from one statement', () => {
  it('reads the total from the rows and strips it from them, without counting again', async () => {
    const countAlone = vi.fn(async () => 99);
    const page = await withTotal(
      Promise.resolve([
        { id: 'a', total: 7 },
        { id: 'b', total: 7 },
      ]),
      50,
      countAlone,
    );
    expect(page).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 7 });
    expect(countAlone).not.toHaveBeenCalled();
  });

  it('takes a bigint total as PostgreSQL sends it (a string)', async () => {
    const page = await withTotal(Promise.resolve([{ id: 'a', total: '12' }]), 0, async () => 0);
    expect(page.total).toBe(12);
  });

  it('an empty first page is an empty list: nothing to count', async () => {
    const countAlone = vi.fn(async () => 5);
    expect(await withTotal(Promise.resolve([]), 0, countAlone)).toEqual({ rows: [], total: 0 });
    expect(countAlone).not.toHaveBeenCalled();
  });

  it('a page past the end has no row to carry the total: it is counted on its own', async () => {
    const countAlone = vi.fn(async () => 42);
    expect(await withTotal(Promise.resolve([]), 100, countAlone)).toEqual({ rows: [], total: 42 });
    expect(countAlone).toHaveBeenCalledOnce();
  });
});
