import { useCallback, type KeyboardEvent } from 'react';

/** A cell of a rows × columns grid. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** The first column the keys reach (a row-number column before it is not a cell one edits). */
  firstCol?: number;
}

/**
 * Where the arrow keys, Enter and Tab move from a cell: arrows and Enter stay inside the grid; Tab goes cell to cell,
 * on to the next row's first cell after the last, and answers null past either end (the focus leaves the grid).
 */
export function moveBy(position: GridPosition, key: string, shift: boolean, size: GridSize) {
  const { row, col } = position;
  const first = size.firstCol ?? 0;
  const width = size.cols - first;
  const clampRow = (value: number) => Math.max(0, Math.min(size.rows - 1, value));
  const clampCol = (value: number) => Math.max(first, Math.min(size.cols - 1, value));
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(row - 1), col };
    case 'ArrowDown':
    case 'Enter':
      return { row: clampRow(row + (shift && key === 'Enter' ? -1 : 1)), col };
    case 'ArrowLeft':
      return { row, col: clampCol(col - 1) };
    case 'ArrowRight':
      return { row, col: clampCol(col + 1) };
    case 'Tab': {
      const index = row * width + (col - first) + (shift ? -1 : 1);
      if (index < 0 || index >= size.rows * width) return null;
      return { row: Math.floor(index / width), col: first + (index % width) };
    }
    default:
      return undefined;
  }
}

/** The rectangle between the anchor and the active cell. */
export function rangeOf(anchor: GridPosition, active: GridPosition) {
  return {
    top: Math.min(anchor.row, active.row),
    bottom: Math.max(anchor.row, active.row),
    left: Math.min(anchor.col, active.col),
    right: Math.max(anchor.col, active.col),
  };
}

/**
 * What a key does in a grid. `inputs`: every cell is an input one types into at once (a timesheet); `on-demand`:
 * Enter or F2 opens a cell's editor (a plan's tasks). While a cell is being edited, Enter, Tab and (in an input
 * grid) ↑/↓ commit it and move, ←/→ move the caret, Escape restores the value the cell had.
 */
export type GridKeyAction =
  | { kind: 'move'; to: GridPosition }
  | { kind: 'commit'; to: GridPosition | null }
  | { kind: 'cancel' }
  | { kind: 'edit' };

export type GridMode = 'inputs' | 'on-demand';

export function gridKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey'>,
  position: GridPosition,
  isEditing: boolean,
  size: GridSize,
  mode: GridMode,
): GridKeyAction | null {
  const { key, shiftKey } = event;
  if (key === 'Escape') return isEditing || mode === 'inputs' ? { kind: 'cancel' } : null;
  if (!isEditing && mode === 'on-demand' && (key === 'Enter' || key === 'F2')) return { kind: 'edit' };
  const to = moveBy(position, key, shiftKey, size);
  if (to === undefined) return null;
  if (!isEditing) return to ? { kind: 'move', to } : null;
  const caretKey = key === 'ArrowLeft' || key === 'ArrowRight';
  if (caretKey || (mode === 'on-demand' && key.startsWith('Arrow'))) return null;
  return { kind: 'commit', to };
}

export interface GridKeyboardHandlers {
  size: GridSize;
  mode: GridMode;
  onMove: (to: GridPosition, event: KeyboardEvent, from: GridPosition) => void;
  /** Commit the cell being edited; `to` is where to go next (null: Tab left the grid, the browser moves on). */
  onCommit?: (to: GridPosition | null, from: GridPosition) => void;
  onCancel?: (from: GridPosition) => void;
  onEdit?: (from: GridPosition) => void;
}

/**
 * The one keyboard of the app's spreadsheet grids (the timesheet week, a plan's tasks): returns a keydown handler
 * that runs the action for a cell and answers whether it handled the key (then the browser's default is prevented,
 * except a Tab that leaves the grid).
 */
export function useGridKeyboard({ size, mode, onMove, onCommit, onCancel, onEdit }: GridKeyboardHandlers) {
  return useCallback(
    (event: KeyboardEvent, position: GridPosition, isEditing: boolean) => {
      const action = gridKeyAction(event, position, isEditing, size, mode);
      if (!action) return false;
      if (!(action.kind === 'commit' && action.to === null)) event.preventDefault();
      if (action.kind === 'move') onMove(action.to, event, position);
      else if (action.kind === 'commit') onCommit?.(action.to, position);
      else if (action.kind === 'cancel') onCancel?.(position);
      else onEdit?.(position);
      return true;
    },
    [size, mode, onMove, onCommit, onCancel, onEdit],
  );
}
