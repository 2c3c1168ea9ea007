import { describe, expect, it } from 'vitest';
import { WORK_ITEM_STATUSES, type WorkItemBoard, type WorkItemSummary } from '@praxis/shared';
import { applyMove, locate } from './board-order';

const card = (id: string, status: WorkItemSummary['status']): WorkItemSummary => ({
  id,
  name: id,
  category: null,
  problem_statement: null,
  proposed_solution: null,
  status,
  kind: 'internal',
  engagement_id: null,
  priority: 'medium',
  user_id: null,
  consultant_id: null,
  assignee_id: null,
  due_date: null,
  position: 0,
  version: 1,
  created_at: '',
  updated_at: '',
  requester_name: null,
  assignee_name: null,
  engagement_name: null,
});

const board = (): WorkItemBoard => ({
  kind: 'internal',
  columns: WORK_ITEM_STATUSES.map((status) => {
    const items =
      status === 'Requested'
        ? [card('a', status), card('b', status), card('c', status)]
        : status === 'Approved'
          ? [card('x', status)]
          : [];
    return { status, total: items.length, items };
  }),
});

const ids = (b: WorkItemBoard, status: string) => b.columns.find((c) => c.status === status)?.items.map((i) => i.id);

describe('applyMove', () => {
  it('moves a card to another column between neighbours and adjusts the totals', () => {
    const result = applyMove(board(), { id: 'b', status: 'Approved', index: 0 });
    expect(ids(result!.board, 'Requested')).toEqual(['a', 'c']);
    expect(ids(result!.board, 'Approved')).toEqual(['b', 'x']);
    expect(result!.board.columns.find((c) => c.status === 'Approved')?.total).toBe(2);
    expect(result!.board.columns.find((c) => c.status === 'Approved')?.items[0]?.status).toBe('Approved');
    expect(result!.placement).toEqual({ status: 'Approved', before_id: null, after_id: 'x' });
  });

  it('reorders within a column', () => {
    const result = applyMove(board(), { id: 'a', status: 'Requested', index: 2 });
    expect(ids(result!.board, 'Requested')).toEqual(['b', 'c', 'a']);
    expect(result!.placement).toEqual({ status: 'Requested', before_id: 'c', after_id: null });
    expect(result!.board.columns[0]?.total).toBe(3);
  });

  it('drops into an empty column with no neighbours', () => {
    const result = applyMove(board(), { id: 'c', status: 'Done', index: 5 });
    expect(result!.placement).toEqual({ status: 'Done', before_id: null, after_id: null });
    expect(locate(result!.board, 'c')).toEqual({ status: 'Done', index: 0 });
  });

  it('ignores an unknown card', () => {
    expect(applyMove(board(), { id: 'nope', status: 'Done', index: 0 })).toBeNull();
  });
});
