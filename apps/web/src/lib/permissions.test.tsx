import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@praxis/shared';
import { makeMe } from '@/test/fixtures';
import { Can } from './permissions';
import { createQueryClient } from './query-client';
import { meQueryKey } from './session';

function renderWithSession(me: Me | null, ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const guarded = (
  <Can permission="golden_folders" fallback={<p>hidden</p>}>
    <p>Golden folders</p>
  </Can>
);

describe('<Can>', () => {
  it('shows its content when a role grants the permission (primary or additional)', () => {
    renderWithSession(makeMe('employee', ['Project Manager']), guarded);
    expect(screen.getByText('Golden folders')).toBeInTheDocument();
  });

  it('shows the fallback otherwise, and when signed out', () => {
    const { unmount } = renderWithSession(makeMe('employee'), guarded);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    unmount();
    renderWithSession(null, guarded);
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });
});
