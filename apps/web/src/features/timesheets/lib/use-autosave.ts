import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TimesheetCell } from '@praxis/shared';
import { isApiError } from '@/lib/api-client';
import { saveCells } from '../api/save-cells';
import { timesheetKeys } from '../api/keys';
import { cellKeyOf } from './cells';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
const DEBOUNCE_MS = 600;
const MAX_RETRY_MS = 30_000;

/**
 * Debounced autosave of grid cells. Edits wait in `pending` (shown over the server's values, so nothing typed
 * disappears); one save runs at a time; a failed save keeps its cells and retries with backoff, and `retry()`
 * tries at once. A locked week (409) is not retried: the message says why.
 */
export function useAutosave(weekStart: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<string, TimesheetCell>>(new Map());
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const pendingRef = useRef(pending);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempts = useRef(0);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);

  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), delay);
  }, []);

  const flush = useCallback(async () => {
    if (inFlight.current || pendingRef.current.size === 0) return;
    inFlight.current = true;
    const batch = new Map(pendingRef.current);
    setState('saving');
    try {
      const result = await saveCells(weekStart, [...batch.values()]);
      attempts.current = 0;
      setVersion(result.version);
      const next = new Map(pendingRef.current);
      // Only what was sent and not typed over since leaves the queue.
      for (const [key, cell] of batch) if (next.get(key) === cell) next.delete(key);
      pendingRef.current = next;
      setPending(next);
      setError(null);
      setState(next.size ? 'saving' : 'saved');
      await queryClient.invalidateQueries({ queryKey: timesheetKeys.week(weekStart), exact: true });
      if (next.size) schedule(0);
    } catch (caught) {
      setState('failed');
      setError(isApiError(caught) ? caught.message : 'The hours could not be saved.');
      const locked = isApiError(caught) && (caught.status === 409 || caught.status === 422 || caught.status === 403);
      if (!locked) {
        attempts.current += 1;
        schedule(Math.min(MAX_RETRY_MS, 1000 * 2 ** attempts.current));
      }
    } finally {
      inFlight.current = false;
    }
  }, [queryClient, schedule, weekStart]);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const edit = useCallback(
    (cells: TimesheetCell[]) => {
      const next = new Map(pendingRef.current);
      for (const cell of cells) next.set(cellKeyOf(cell, cell.date), cell);
      pendingRef.current = next;
      setPending(next);
      setState('saving');
      schedule(DEBOUNCE_MS);
    },
    [schedule],
  );

  /** Saves what waits now (before submitting, say); resolves when nothing is pending or a save failed. */
  const saveNow = useCallback(async () => {
    clearTimeout(timer.current);
    for (let i = 0; i < 5 && pendingRef.current.size > 0; i++) {
      while (inFlight.current) await new Promise((resolve) => setTimeout(resolve, 50));
      if (pendingRef.current.size === 0) break;
      await flushRef.current();
      if (pendingRef.current.size > 0 && !inFlight.current) break;
    }
    return pendingRef.current.size === 0;
  }, []);

  const retry = useCallback(() => {
    attempts.current = 0;
    schedule(0);
  }, [schedule]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pendingRef.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
      // Leaving the week (navigation) still saves what was typed.
      if (pendingRef.current.size > 0 && !inFlight.current) {
        void saveCells(weekStart, [...pendingRef.current.values()]).catch(() => undefined);
      }
    };
  }, [weekStart]);

  return { pending, state, error, version, edit, saveNow, retry };
}
