import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  EditRefused,
  historyOf,
  parsePredecessors,
  predecessorsText,
  record,
  redo,
  undo,
  type PlanDraft,
} from './plan-editor';

const none = new Set<string>();
const task = (id: string, start: string, end: string, parent: string | null = null) => ({
  id,
  parent_id: parent,
  name: id.toUpperCase(),
  start_date: start,
  end_date: end,
  progress: 0,
  is_milestone: false,
  assignee_id: null,
});
// 2026-11-23 is a Monday.
const draft: PlanDraft = {
  tasks: [
    task('p', '2026-11-23', '2026-12-04'),
    task('a', '2026-11-23', '2026-11-27', 'p'),
    task('b', '2026-11-30', '2026-12-04', 'p'),
  ],
  dependencies: [{ predecessor_id: 'a', successor_id: 'b', type: 'FS', lag_days: 0 }],
};
const byId = (d: PlanDraft, id: string) => d.tasks.find((t) => t.id === id);

describe('plan editor', () => {
  it('moves the successor with its predecessor and rolls the phase up; undo restores both, redo re-applies', () => {
    const moved = applyEdit(draft, { kind: 'move', id: 'a', days: 5 }, none);
    expect(byId(moved, 'a')).toMatchObject({ start_date: '2026-11-30', end_date: '2026-12-04' });
    expect(byId(moved, 'b')).toMatchObject({ start_date: '2026-12-07', end_date: '2026-12-11' });
    expect(byId(moved, 'p')).toMatchObject({ start_date: '2026-11-30', end_date: '2026-12-11' });
    let history = record(historyOf(draft), moved);
    history = undo(history);
    expect(byId(history.present, 'a')?.start_date).toBe('2026-11-23');
    expect(byId(history.present, 'b')?.start_date).toBe('2026-11-30');
    history = redo(history);
    expect(byId(history.present, 'b')?.start_date).toBe('2026-12-07');
  });

  it('refuses a link that closes a circle, naming the tasks, and links on phases', () => {
    expect(() => applyEdit(draft, { kind: 'link', predecessor: 'b', successor: 'a' }, none)).toThrow(EditRefused);
    expect(() => applyEdit(draft, { kind: 'link', predecessor: 'b', successor: 'a' }, none)).toThrow(
      /“A” → “B” → “A”|“B” → “A” → “B”/,
    );
    expect(() => applyEdit(draft, { kind: 'link', predecessor: 'p', successor: 'b' }, none)).toThrow(/phase/);
  });

  it('keeps durations in working days when the start changes, and sets durations', () => {
    const later = applyEdit(draft, { kind: 'update', id: 'b', patch: { start_date: '2026-12-05' } }, none);
    expect(byId(later, 'b')).toMatchObject({ start_date: '2026-12-07', end_date: '2026-12-11' });
    const longer = applyEdit(draft, { kind: 'duration', id: 'a', days: 10 }, none);
    expect(byId(longer, 'a')?.end_date).toBe('2026-12-04');
    expect(byId(longer, 'b')?.start_date).toBe('2026-12-07');
    const milestone = applyEdit(draft, { kind: 'duration', id: 'b', days: 0 }, none);
    expect(byId(milestone, 'b')).toMatchObject({ is_milestone: true, end_date: '2026-11-30' });
  });

  it('inserts after a task, indents and outdents, removes with links', () => {
    const inserted = applyEdit(draft, { kind: 'insert', after: 'b', id: 'c' }, none);
    expect(inserted.tasks.map((t) => t.id)).toEqual(['p', 'a', 'b', 'c']);
    expect(byId(inserted, 'c')).toMatchObject({ parent_id: 'p', start_date: '2026-12-07' });
    const outdented = applyEdit(inserted, { kind: 'outdent', id: 'c' }, none);
    expect(byId(outdented, 'c')?.parent_id).toBeNull();
    expect(() => applyEdit(inserted, { kind: 'indent', id: 'c' }, none)).toThrow(/links/);
    const removed = applyEdit(draft, { kind: 'remove', id: 'a' }, none);
    expect(removed.dependencies).toEqual([]);
    expect(removed.tasks.map((t) => t.id)).toEqual(['p', 'b']);
  });

  it('reads and writes predecessors as row numbers with type and lag', () => {
    expect(parsePredecessors('2, 3FS+2; 4ss-1')).toEqual([
      { row: 2, type: 'FS', lag: 0 },
      { row: 3, type: 'FS', lag: 2 },
      { row: 4, type: 'SS', lag: -1 },
    ]);
    expect(() => parsePredecessors('two')).toThrow(EditRefused);
    const withLag = applyEdit(draft, { kind: 'predecessors', id: 'b', text: '2FS+2' }, none);
    expect(predecessorsText(withLag, 'b')).toBe('2FS+2');
    expect(byId(withLag, 'b')?.start_date).toBe('2026-12-02');
    expect(() => applyEdit(draft, { kind: 'predecessors', id: 'b', text: '9' }, none)).toThrow(/no row 9/);
  });

  it('applies a batch as one step: a subtask is inserted under its task, and one undo takes it out', () => {
    const history = historyOf(draft);
    const next = applyEdit(
      draft,
      {
        kind: 'batch',
        edits: [
          { kind: 'insert', after: 'p', id: 'c' },
          { kind: 'indent', id: 'c' },
        ],
      },
      none,
    );
    expect(next.tasks.map((t) => [t.id, t.parent_id])).toEqual([
      ['p', null],
      ['a', 'p'],
      ['b', 'p'],
      ['c', 'p'],
    ]);
    expect(undo(record(history, next)).present).toBe(draft);
    expect(() =>
      applyEdit(
        draft,
        {
          kind: 'batch',
          edits: [
            { kind: 'update', id: 'a', patch: { name: 'Renamed' } },
            { kind: 'update', id: 'a', patch: { end_date: '2026-11-01' } },
          ],
        },
        none,
      ),
    ).toThrow(EditRefused);
  });
});
