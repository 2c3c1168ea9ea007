/** One column of a board: its id (a status, a stage), the cards loaded and how many there are in all. */
export interface BoardColumnData<T, C extends string = string> {
  id: C;
  items: T[];
  total: number;
}

export interface BoardMove<C extends string = string> {
  /** The card moved. */
  id: string;
  column: C;
  /** Index in the target column once the card has left its old place. */
  index: number;
}

/** Where a dropped card lands: its column and the cards right above and below it (what a server needs). */
export interface Placement<C extends string = string> {
  column: C;
  beforeId: string | null;
  afterId: string | null;
}

interface Identified {
  id: string;
}

/**
 * Applies a move to the columns (as the optimistic update does) and tells which cards end up right above and right
 * below the moved one. `relabel` gives the card its new column (a status field, say). Null when the card is gone.
 */
export function applyMove<T extends Identified, C extends string>(
  columns: readonly BoardColumnData<T, C>[],
  move: BoardMove<C>,
  relabel: (item: T, column: C) => T = (item) => item,
): { columns: BoardColumnData<T, C>[]; placement: Placement<C> } | null {
  const source = columns.find((column) => column.items.some((item) => item.id === move.id));
  const card = source?.items.find((item) => item.id === move.id);
  if (!source || !card || !columns.some((column) => column.id === move.column)) return null;
  const next = columns.map((column) => {
    const without = column.items.filter((item) => item.id !== move.id);
    const isSource = column.id === source.id;
    const isTarget = column.id === move.column;
    if (!isSource && !isTarget) return column;
    if (!isTarget) return { ...column, items: without, total: column.total - 1 };
    const index = Math.max(0, Math.min(move.index, without.length));
    const items = [...without.slice(0, index), relabel(card, move.column), ...without.slice(index)];
    return { ...column, items, total: isSource ? column.total : column.total + 1 };
  });
  const target = next.find((column) => column.id === move.column);
  const at = target?.items.findIndex((item) => item.id === move.id) ?? -1;
  return {
    columns: next,
    placement: {
      column: move.column,
      beforeId: at > 0 ? (target?.items[at - 1]?.id ?? null) : null,
      afterId: target?.items[at + 1]?.id ?? null,
    },
  };
}

/** Where a card sits now: its column and index. */
export function locate<T extends Identified, C extends string>(
  columns: readonly BoardColumnData<T, C>[],
  id: string,
): { column: C; index: number } | null {
  for (const column of columns) {
    const index = column.items.findIndex((item) => item.id === id);
    if (index >= 0) return { column: column.id, index };
  }
  return null;
}

/**
 * A fractional position between two neighbours (null: no neighbour on that side), so a move writes one row:
 * halfway between them, one step past the last, one step before the first, 1 in an empty column.
 */
export function positionBetween(before: number | null, after: number | null): number {
  if (before !== null && after !== null) return (before + after) / 2;
  if (before !== null) return before + 1;
  if (after !== null) return after - 1;
  return 1;
}
