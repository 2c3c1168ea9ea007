import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { applyMove, Board, positionBetween, useBoardMove, type BoardColumnData } from './index';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), message: vi.fn() } }));

interface Card {
  id: string;
  name: string;
  stage: 'todo' | 'done';
}
type Columns = BoardColumnData<Card, Card['stage']>[];

const columns = (): Columns => [
  {
    id: 'todo',
    total: 2,
    items: [
      { id: 'a', name: 'Alpha', stage: 'todo' },
      { id: 'b', name: 'Beta', stage: 'todo' },
    ],
  },
  { id: 'done', total: 0, items: [] },
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockReset();
});

describe('board order', () => {
  it('moves a card between columns, relabels it and names its new neighbours', () => {
    const moved = applyMove(columns(), { id: 'a', column: 'done', index: 0 }, (card, stage) => ({ ...card, stage }));
    expect(moved?.columns.map((column) => [column.id, column.total, column.items.map((card) => card.id)])).toEqual([
      ['todo', 1, ['b']],
      ['done', 1, ['a']],
    ]);
    expect(moved?.columns[1]?.items[0]?.stage).toBe('done');
    expect(moved?.placement).toEqual({ column: 'done', beforeId: null, afterId: null });
    expect(applyMove(columns(), { id: 'b', column: 'todo', index: 0 })?.placement).toEqual({
      column: 'todo',
      beforeId: null,
      afterId: 'a',
    });
    expect(applyMove(columns(), { id: 'gone', column: 'done', index: 0 })).toBeNull();
  });

  it('gives fractional positions between neighbours', () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(3, null)).toBe(4);
    expect(positionBetween(null, 1)).toBe(0);
    expect(positionBetween(null, null)).toBe(1);
  });
});

/** The Board with the columns above, every card movable unless props say otherwise; answers its onMove mock. */
const renderBoard = (props: Partial<Parameters<typeof Board<Card, Card['stage']>>[0]> = {}) => {
  const onMove = vi.fn(() => Promise.resolve());
  render(
    <Board<Card, Card['stage']>
      columns={columns()}
      columnLabel={(stage) => (stage === 'todo' ? 'To do' : 'Done')}
      renderColumnHeader={(column) => (column.id === 'todo' ? 'To do' : 'Done')}
      cardLabel={(card) => card.name}
      renderCard={(card) => <p>{card.name}</p>}
      canMove={() => true}
      lockedReason="Locked."
      onMove={onMove}
      {...props}
    />,
  );
  return onMove;
};

describe('Board', () => {
  const renderLockedBoard = () =>
    renderBoard({ canMove: (card) => card.id !== 'b', lockedReason: 'Only the owner can move this card.' });

  it('names columns as regions, gives movable cards a handle and says why the others are locked', () => {
    renderLockedBoard();
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(within(todo).getByRole('button', { name: 'Move Alpha' })).toBeInTheDocument();
    expect(within(todo).queryByRole('button', { name: 'Move Beta' })).toBeNull();
    expect(within(todo).getByText('Only the owner can move this card.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Done' })).getByText('No cards. Drop a card here.')).toBeVisible();
  });

  it('says when columns are out of view and scrolls to them', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    renderLockedBoard();
    expect(await screen.findByText('More columns to the right')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll to earlier columns' })).toBeDisabled();
    act(() => screen.getByRole('button', { name: 'Scroll to later columns' }).click());
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) as number }));
  });
});

describe('Board moves without a drag, asks before consequential columns, and undoes', () => {
  const moveWithMenu = async (name: string, column: string) => {
    await userEvent.click(screen.getByRole('button', { name: `${name} — move to…` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: column }));
  };

  it('moves a card to the end of a column from its menu, and its toast puts it back', async () => {
    const onMove = renderBoard();
    await moveWithMenu('Alpha', 'Done');
    expect(onMove).toHaveBeenCalledWith({ id: 'a', column: 'done', index: 0 }, expect.objectContaining({ id: 'a' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    const [message, options] = vi.mocked(toast.success).mock.calls[0] ?? [];
    expect(message).toBe('Moved Alpha to Done.');
    const action = options?.action as { label: string; onClick: () => void };
    expect(action.label).toBe('Undo');
    act(() => action.onClick());
    expect(onMove).toHaveBeenLastCalledWith(
      { id: 'a', column: 'todo', index: 0 },
      expect.objectContaining({ id: 'a' }),
    );
  });

  it('asks before a move into a column that needs it: Cancel keeps the card, the answer moves it', async () => {
    const onMove = renderBoard({
      confirmMove: (card, column) =>
        column === 'done' ? { title: `Finish ${card.name}?`, description: 'It ends.', confirmLabel: 'Finish' } : null,
    });
    await moveWithMenu('Beta', 'Done');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onMove).not.toHaveBeenCalled();
    await moveWithMenu('Beta', 'Done');
    expect(await screen.findByRole('alertdialog', { name: 'Finish Beta?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onMove).toHaveBeenCalledWith({ id: 'b', column: 'done', index: 0 }, expect.objectContaining({ id: 'b' }));
  });

  it('offers no Undo where the caller says a move cannot be undone', async () => {
    const onMove = renderBoard({ canUndo: () => false });
    await moveWithMenu('Alpha', 'Done');
    expect(onMove).toHaveBeenCalledOnce();
    await act(() => Promise.resolve());
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('useBoardMove', () => {
  it('moves at once and rolls back when the server refuses', async () => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const key = ['board-test'];
    queryClient.setQueryData(key, columns());
    let refuse: (reason: Error) => void = () => {};
    const send = vi.fn(() => new Promise<never>((_resolve, reject) => (refuse = reject)));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useBoardMove<Columns, { id: string; column: Card['stage']; index: number }, unknown>({
          boardKey: key,
          apply: (board, move) => applyMove(board, move)?.columns ?? null,
          send,
        }),
      { wrapper },
    );

    act(() => result.current.mutate({ id: 'a', column: 'done', index: 0 }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(queryClient.getQueryData<Columns>(key)?.[1]?.items.map((card) => card.id)).toEqual(['a']);

    act(() => refuse(new Error('Server said no')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData<Columns>(key)?.[0]?.items.map((card) => card.id)).toEqual(['a', 'b']);
  });
});
