import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRevealedWhenLoaded } from './use-revealed-when-loaded';

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

function Page({ main, side }: { main: Promise<string>; side: () => Promise<string> }) {
  const first = useQuery({ queryKey: ['main'], queryFn: () => main });
  useQuery({ queryKey: ['side'], queryFn: side });
  const revealed = useRevealedWhenLoaded(!first.isPending);
  return <p>{revealed ? 'shown' : 'hidden'}</p>;
}

const wrap = (client: QueryClient, node: ReactNode) => (
  <QueryClientProvider client={client}>{node}</QueryClientProvider>
);

describe('useRevealedWhenLoaded', () => {
  it('waits for the page’s own data and every first load, then never hides again on a refetch', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const main = deferred();
    let side = deferred();
    render(wrap(client, <Page main={main.promise} side={() => side.promise} />));
    expect(screen.getByText('hidden')).toBeInTheDocument();
    await act(async () => main.resolve('main'));
    expect(screen.getByText('hidden')).toBeInTheDocument();
    await act(async () => side.resolve('side'));
    expect(await screen.findByText('shown')).toBeInTheDocument();

    side = deferred();
    await act(async () => void client.refetchQueries({ queryKey: ['side'] }));
    expect(screen.getByText('shown')).toBeInTheDocument();
    await act(async () => side.resolve('again'));
  });
});
