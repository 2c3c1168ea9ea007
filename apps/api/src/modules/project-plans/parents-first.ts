/**
 * Parents before children, so each insert's self-referencing foreign key points at a row already written.
 * Order is otherwise kept; a parent missing from the list is ignored, and a cycle (refused by validation) cannot loop.
 */
export function parentsFirst<T>(
  rows: readonly T[],
  idOf: (row: T) => string,
  parentOf: (row: T) => string | null,
): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  const placed = new Set<string>();
  const ordered: T[] = [];
  const place = (row: T): void => {
    if (placed.has(idOf(row))) return;
    placed.add(idOf(row)); // before climbing, so a cycle ends here instead of recursing forever
    const parentId = parentOf(row);
    const parent = parentId ? byId.get(parentId) : undefined;
    if (parent) place(parent);
    ordered.push(row);
  };
  rows.forEach((row) => place(row));
  return ordered;
}
