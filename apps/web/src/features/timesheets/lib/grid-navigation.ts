/** Where the arrow keys, Tab and Enter move the active cell in a rows × columns grid. */
export interface Position {
  row: number;
  col: number;
}

export function moveBy(position: Position, key: string, shift: boolean, size: { rows: number; cols: number }) {
  const { row, col } = position;
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max - 1, value));
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(row - 1, size.rows), col };
    case 'ArrowDown':
    case 'Enter':
      return { row: clamp(row + (shift && key === 'Enter' ? -1 : 1), size.rows), col };
    case 'ArrowLeft':
      return { row, col: clamp(col - 1, size.cols) };
    case 'ArrowRight':
      return { row, col: clamp(col + 1, size.cols) };
    case 'Tab': {
      const index = row * size.cols + col + (shift ? -1 : 1);
      if (index < 0 || index >= size.rows * size.cols) return null; // leave the grid
      return { row: Math.floor(index / size.cols), col: index % size.cols };
    }
    default:
      return undefined;
  }
}

/** The rectangle between the anchor and the active cell. */
export function rangeOf(anchor: Position, active: Position) {
  return {
    top: Math.min(anchor.row, active.row),
    bottom: Math.max(anchor.row, active.row),
    left: Math.min(anchor.col, active.col),
    right: Math.max(anchor.col, active.col),
  };
}
