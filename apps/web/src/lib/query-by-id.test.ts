import { describe, expect, it, vi } from 'vitest';
import { queryOptionsById } from './query-by-id';

describe('queryOptionsById', () => {
  it('keys the query by the id and fetches that id with the query signal', async () => {
    const fetch = vi.fn((id: string) => Promise.resolve({ id }));
    const options = queryOptionsById((id: string) => ['things', 'detail', id] as const, fetch)('t1');
    const signal = new AbortController().signal;

    expect(options.queryKey).toEqual(['things', 'detail', 't1']);
    await expect(
      (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal }),
    ).resolves.toEqual({ id: 't1' });
    expect(fetch).toHaveBeenCalledWith('t1', signal);
  });
});
