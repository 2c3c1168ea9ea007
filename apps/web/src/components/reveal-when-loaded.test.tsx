import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevealWhenLoaded } from './reveal-when-loaded';

function Section({ name, data }: { name: string; data: Promise<string> }) {
  const query = useQuery({ queryKey: [name], queryFn: () => data });
  return <p>{query.data ?? `${name} loading`}</p>;
}

describe('RevealWhenLoaded', () => {
  it('keeps sections that mount with it hidden behind one skeleton until all of them have their data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let resolveSlow: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => (resolveSlow = resolve));
    render(
      <QueryClientProvider client={client}>
        <RevealWhenLoaded skeleton={<p>skeleton</p>}>
          <Section name="fast" data={Promise.resolve('fast done')} />
          <Section name="slow" data={slow} />
        </RevealWhenLoaded>
      </QueryClientProvider>,
    );
    // The first section's data arriving alone reveals nothing: the slow one would push it about.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.getByText('fast done').closest('[aria-hidden="true"]')).not.toBeNull();
    await act(async () => resolveSlow('slow done'));
    expect(await screen.findByText('slow done')).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(screen.getByText('fast done').closest('[aria-hidden="true"]')).toBeNull();
  });
});
