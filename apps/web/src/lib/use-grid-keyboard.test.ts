import { describe, expect, it } from 'vitest';
import { gridKeyAction } from './use-grid-keyboard';

const size = { rows: 3, cols: 4, firstCol: 1 };
const key = (k: string, shiftKey = false) => ({ key: k, shiftKey });

describe('the grids’ one keyboard', () => {
  it('in a grid of inputs (the timesheet): keys move, and while typing they commit first; Escape restores', () => {
    const at = { row: 0, col: 1 };
    expect(gridKeyAction(key('ArrowDown'), at, false, size, 'inputs')).toEqual({
      kind: 'move',
      to: { row: 1, col: 1 },
    });
    expect(gridKeyAction(key('Enter'), at, true, size, 'inputs')).toEqual({ kind: 'commit', to: { row: 1, col: 1 } });
    expect(gridKeyAction(key('ArrowUp'), at, true, size, 'inputs')).toEqual({ kind: 'commit', to: { row: 0, col: 1 } });
    expect(gridKeyAction(key('Tab'), at, true, size, 'inputs')).toEqual({ kind: 'commit', to: { row: 0, col: 2 } });
    // ←/→ move the caret inside what is being typed.
    expect(gridKeyAction(key('ArrowLeft'), at, true, size, 'inputs')).toBeNull();
    expect(gridKeyAction(key('Escape'), at, true, size, 'inputs')).toEqual({ kind: 'cancel' });
    // Shift+Tab before the first cell commits and lets the focus leave the grid.
    expect(gridKeyAction(key('Tab', true), at, true, size, 'inputs')).toEqual({ kind: 'commit', to: null });
    expect(gridKeyAction(key('Tab', true), at, false, size, 'inputs')).toBeNull();
  });

  it('in a grid that edits on demand (a plan’s tasks): Enter or F2 opens the editor, Enter/Tab commit, arrows stay in it', () => {
    const at = { row: 2, col: 3 };
    expect(gridKeyAction(key('Enter'), at, false, size, 'on-demand')).toEqual({ kind: 'edit' });
    expect(gridKeyAction(key('F2'), at, false, size, 'on-demand')).toEqual({ kind: 'edit' });
    expect(gridKeyAction(key('Escape'), at, false, size, 'on-demand')).toBeNull();
    expect(gridKeyAction(key('Tab', true), at, false, size, 'on-demand')).toEqual({
      kind: 'move',
      to: { row: 2, col: 2 },
    });
    expect(gridKeyAction(key('Tab'), { row: 1, col: 3 }, false, size, 'on-demand')).toEqual({
      kind: 'move',
      to: { row: 2, col: 1 },
    });
    expect(gridKeyAction(key('Enter'), at, true, size, 'on-demand')).toEqual({
      kind: 'commit',
      to: { row: 2, col: 3 },
    });
    expect(gridKeyAction(key('ArrowDown'), at, true, size, 'on-demand')).toBeNull();
    expect(gridKeyAction(key('Escape'), at, true, size, 'on-demand')).toEqual({ kind: 'cancel' });
  });
});
