import { describe, expect, it } from 'vitest';
import { parentsFirst } from './parents-first.js';

type Row = { id: string; parent: string | null };
const order = (rows: Row[]) =>
  parentsFirst(
    rows,
    (r) => r.id,
    (r) => r.parent,
  ).map((r) => r.id);

describe('parentsFirst', () => {
  it('puts every parent before its children, keeping the order otherwise', () => {
    expect(
      order([
        { id: 'c', parent: 'b' },
        { id: 'x', parent: null },
        { id: 'b', parent: 'a' },
        { id: 'a', parent: null },
      ]),
    ).toEqual(['a', 'b', 'c', 'x']);
  });

  it('keeps rows whose parent is not in the list, and each row once', () => {
    expect(
      order([
        { id: 'a', parent: 'gone' },
        { id: 'b', parent: 'a' },
        { id: 'a', parent: 'gone' },
      ]),
    ).toEqual(['a', 'b']);
  });

  it('stops on a cycle instead of recursing forever', () => {
    expect(
      order([
        { id: 'a', parent: 'b' },
        { id: 'b', parent: 'a' },
      ]).sort(),
    ).toEqual(['a', 'b']);
  });
});
