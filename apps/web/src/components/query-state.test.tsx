import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

const queryOf = (state: Partial<UseQueryResult<string[]>>) =>
  ({
    isPending: false,
    isError: false,
    data: undefined,
    error: null,
    refetch: vi.fn(),
    ...state,
  }) as unknown as UseQueryResult<string[]>;

const show = (query: UseQueryResult<string[]>) =>
  render(
    <QueryState query={query} loading={<p>Loading…</p>} errorTitle="We could not load the names." empty={<p>None</p>}>
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the placeholder while loading, then the data, or the empty state for an empty list', () => {
    show(queryOf({ isPending: true }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    show(queryOf({ data: ['Ada', 'Lin'] }));
    expect(screen.getByText('Ada, Lin')).toBeInTheDocument();
    show(queryOf({ data: [] }));
    expect(screen.getByText('None')).toBeInTheDocument();
  });

  it('shows a failed first load as the error with its reason, and Retry refetches', async () => {
    const query = queryOf({ isError: true, error: new Error('Server unavailable') });
    show(query);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the names.Server unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the data on screen under the error when a refetch fails', () => {
    show(queryOf({ isError: true, error: new Error('Offline'), data: ['Ada'] }));
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });
});
