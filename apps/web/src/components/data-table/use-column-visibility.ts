import { useState } from 'react';
import type { OnChangeFn, VisibilityState } from '@tanstack/react-table';

const storageKey = (tableId: string) => `praxis.table.${tableId}.columns`;

function read(tableId: string): VisibilityState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '{}');
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry) => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** Which columns a person hid in a table: a preference of theirs, kept in this browser (not in the link). */
export function useColumnVisibility(tableId: string): [VisibilityState, OnChangeFn<VisibilityState>] {
  const [visibility, setVisibility] = useState<VisibilityState>(() => read(tableId));
  const change: OnChangeFn<VisibilityState> = (updater) =>
    setVisibility((current) => {
      const next = typeof updater === 'function' ? updater(current) : updater;
      try {
        localStorage.setItem(storageKey(tableId), JSON.stringify(next));
      } catch {
        // Storage full or disabled: the choice lasts for this visit.
      }
      return next;
    });
  return [visibility, change];
}
