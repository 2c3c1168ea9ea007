import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientListQuerySchema } from '@praxis/shared';
import { useListState } from './use-list-state';

function setup(url: string) {
  let location = '';
  const hook = renderHook(
    () => {
      const current = useLocation();
      location = current.search;
      return useListState(clientListQuerySchema, { filterKeys: ['q', 'status'] });
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { ...hook, location: () => location };
}

describe('useListState', () => {
  it('reads filters, sort and page from the URL and resets the page on a change', () => {
    const { result, location } = setup('/clients?status=active&page=4');
    expect(result.current.query).toMatchObject({ status: 'active', sort: 'name', order: 'asc' });
    expect(result.current.page).toBe(4);
    expect(result.current.hasFilters).toBe(true);

    act(() => result.current.setSort('name'));
    expect(location()).toBe('?status=active&sort=name&order=desc');
    act(() => result.current.setSort('status'));
    expect(location()).toBe('?status=active&sort=status&order=asc');
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    act(() => result.current.clear());
    expect(location()).toBe('?sort=status&order=asc');
    expect(result.current.hasFilters).toBe(false);
  });
});
