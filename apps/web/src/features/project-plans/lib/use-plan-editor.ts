import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { criticalTaskIds, type Plan } from '@praxis/shared';
import { isApiError } from '@/lib/api-client';
import { getPlan } from '../api/get-plan';
import { planKeys } from '../api/keys';
import { savePlanTasks } from '../api/save-plan';
import { ganttRows, type GanttRow } from '../components/gantt-types';
import {
  applyEdit,
  draftOf,
  EditRefused,
  historyOf,
  record,
  scheduleLinksOf,
  redo as redoHistory,
  undo as undoHistory,
  type History,
  type PlanDraft,
  type PlanEdit,
} from './plan-editor';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'conflict' };

const SAVE_DELAY_MS = 800;
const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * The builder's working copy of a plan: every edit is applied at once (successors follow, phases roll up), kept in
 * an undo/redo history, and saved after a pause with the version read. A failed save keeps the draft and retries;
 * a 409 keeps the draft and lets the user choose between theirs and the other person's.
 */
export function usePlanEditor(plan: Plan) {
  const queryClient = useQueryClient();
  const holidays = useMemo(() => new Set(plan.holidays), [plan.holidays]);
  const [history, setHistory] = useState<History>(() => historyOf(draftOf(plan)));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved' });
  const version = useRef(plan.version);
  const saved = useRef<PlanDraft>(history.present);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The latest save, for the retry timer (a callback cannot name itself before it is declared). */
  const retry = useRef<(draft: PlanDraft) => void>(() => undefined);

  const save = useCallback(
    async (draft: PlanDraft) => {
      setSaveState({ kind: 'saving' });
      try {
        const result = await savePlanTasks(plan.id, version.current, draft);
        version.current = result.version;
        saved.current = draft;
        attempt.current = 0;
        queryClient.setQueryData(planKeys.detail(plan.id), result);
        void queryClient.invalidateQueries({ queryKey: planKeys.lists() });
        setSaveState((state) => (state.kind === 'saving' ? { kind: 'saved' } : state));
      } catch (error) {
        if (isApiError(error) && error.status === 409) setSaveState({ kind: 'conflict' });
        else if (isApiError(error) && (error.status === 422 || error.status === 403)) {
          setSaveState({ kind: 'invalid', message: error.message });
        } else {
          const delay = RETRY_MS[Math.min(attempt.current, RETRY_MS.length - 1)] ?? 30_000;
          attempt.current += 1;
          setSaveState({
            kind: 'failed',
            message: `Not saved yet — retrying in ${Math.round(delay / 1000)} s. Your changes are kept here.`,
          });
          timer.current = setTimeout(() => retry.current(draft), delay);
        }
      }
    },
    [plan.id, queryClient],
  );

  useEffect(() => {
    retry.current = (draft) => void save(draft);
  }, [save]);

  // Save a pause after the last edit.
  useEffect(() => {
    if (history.present === saved.current || saveState.kind === 'conflict') return;
    if (timer.current) clearTimeout(timer.current);
    setSaveState({ kind: 'pending' });
    timer.current = setTimeout(() => void save(history.present), SAVE_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // saveState is read only to hold saving while a conflict is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history.present, save]);

  const edit = useCallback(
    (change: PlanEdit): string | null => {
      try {
        const next = applyEdit(history.present, change, holidays);
        setHistory((current) => record(current, next));
        return null;
      } catch (error) {
        if (error instanceof EditRefused) return error.message;
        throw error;
      }
    },
    [history.present, holidays],
  );

  /** Conflict: keep mine (save over the newer version) or take theirs (drop mine). */
  const resolveConflict = useCallback(
    async (choice: 'mine' | 'theirs') => {
      const latest = await getPlan(plan.id);
      version.current = latest.version;
      if (choice === 'theirs') {
        const theirs = draftOf(latest);
        saved.current = theirs;
        queryClient.setQueryData(planKeys.detail(plan.id), latest);
        setHistory(historyOf(theirs));
        setSaveState({ kind: 'saved' });
      } else {
        await save(history.present);
      }
    },
    [history.present, plan.id, queryClient, save],
  );

  const rows = useMemo(() => ganttRowsOf(history.present, plan, holidays), [history.present, plan, holidays]);

  return {
    draft: history.present,
    rows,
    saveState,
    edit,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undoHistory),
    redo: () => setHistory(redoHistory),
    resolveConflict,
    holidays,
    /** After a publish or baseline from this page: later saves go on from that version. */
    adoptVersion: (next: number) => {
      version.current = next;
    },
  };
}

/** Gantt rows from the working copy: critical path recomputed here; capacity and baseline from the saved plan. */
export function ganttRowsOf(draft: PlanDraft, plan: Plan, holidays: ReadonlySet<string>): GanttRow[] {
  const saved = new Map(plan.tasks.map((t) => [t.id, t]));
  const team = new Map(plan.team.map((m) => [m.consultant_id, m.name]));
  const parents = new Set(draft.tasks.map((t) => t.parent_id).filter((id): id is string => id !== null));
  const critical = criticalTaskIds(
    draft.tasks.map((t) => ({
      id: t.id,
      start: t.start_date,
      end: t.end_date,
      isMilestone: t.is_milestone,
      progress: t.progress,
      parentId: t.parent_id,
    })),
    scheduleLinksOf(draft.dependencies),
    holidays,
  );
  return ganttRows(draft.tasks, (t) => {
    const before = saved.get(t.id);
    return {
      isPhase: parents.has(t.id),
      isCritical: critical.has(t.id),
      overCapacity: Boolean(before?.assignee_over_capacity && before.assignee_id === t.assignee_id),
      baselineStart: before?.baseline_start ?? null,
      baselineEnd: before?.baseline_end ?? null,
      assigneeName: t.assignee_id ? (team.get(t.assignee_id) ?? null) : null,
    };
  });
}
