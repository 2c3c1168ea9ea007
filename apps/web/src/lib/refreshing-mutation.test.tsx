import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation, type RefreshWhen } from './refreshing-mutation';

function setUp(
  write: (id: string) => Promise<string>,
  when: RefreshWhen,
  storeAnswerAt?: (answer: string) => readonly unknown[],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidated: unknown[] = [];
  const invalidate = client.invalidateQueries.bind(client);
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    await invalidate(filters);
    invalidated.push(filters?.exact ? { exact: filters.queryKey } : filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useRefreshingMutation(write, (id: string) => [{ queryKey: ['things', id], exact: true }, ['lists']], {
        when,
        storeAnswerAt,
      }),
    { wrapper },
  );
  return { client, result, invalidated };
}

describe('useRefreshingMutation', () => {
  it('invalidates every key it names after a success, before mutateAsync resolves, with the variables only', async () => {
    const write = vi.fn(async (id: string) => `saved ${id}`);
    const { result, invalidated } = setUp(write, 'success');
    let saved = '';
    await act(async () => {
      saved = await result.current.mutateAsync('a1');
    });
    expect(saved).toBe('saved a1');
    expect(write).toHaveBeenCalledWith('a1');
    expect(invalidated).toEqual([{ exact: ['things', 'a1'] }, ['lists']]);
  });

  it('leaves the queries alone after a failure, unless it refreshes once settled', async () => {
    const fail = async () => Promise.reject(new Error('409'));
    const onSuccess = setUp(fail, 'success');
    await act(async () => expect(onSuccess.result.current.mutateAsync('a1')).rejects.toThrow('409'));
    expect(onSuccess.invalidated).toEqual([]);

    const onSettled = setUp(fail, 'settled');
    await act(async () => expect(onSettled.result.current.mutateAsync('a1')).rejects.toThrow('409'));
    expect(onSettled.invalidated).toEqual([{ exact: ['things', 'a1'] }, ['lists']]);
  });

  it('writes the answer where it belongs as soon as the write succeeds', async () => {
    const { client, result } = setUp(
      async (id) => `saved ${id}`,
      'settled',
      (answer) => ['answers', answer],
    );
    await act(async () => void (await result.current.mutateAsync('a1')));
    expect(client.getQueryData(['answers', 'saved a1'])).toBe('saved a1');
  });
});
