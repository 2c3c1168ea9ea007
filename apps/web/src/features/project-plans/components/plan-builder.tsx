import { useEffect } from 'react';
import { IndentDecrease, IndentIncrease, Plus, Redo2, Undo2 } from 'lucide-react';
import type { Plan } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUrlParams } from '@/lib/use-url-params';
import { usePlanCommand } from '../api/save-plan';
import { ZOOMS, ZOOM_LABELS, type Zoom } from '../lib/gantt-geometry';
import { usePlanEditor, type SaveState } from '../lib/use-plan-editor';
import { GanttWorkspace } from './gantt-workspace';
import { PlanStatusChip } from './plan-chips';
import { PlanViewLink } from './plan-links';
import { TaskGrid } from './task-grid';

const SAVE_TEXT: Record<SaveState['kind'], string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  failed: 'Not saved',
  invalid: 'Not saved',
  conflict: 'Not saved',
};

/** The builder (grid + Gantt) and the Gantt builder (Gantt only) share this editor. */
export function PlanBuilder({ plan, layout }: { plan: Plan; layout: 'builder' | 'gantt' }) {
  const { params, set: setParams } = useUrlParams();
  const zoom = (ZOOMS as readonly string[]).includes(params.get('zoom') ?? '') ? (params.get('zoom') as Zoom) : 'week';
  const editor = usePlanEditor(plan);
  const command = usePlanCommand();
  const readOnly = !plan.can_edit;
  const run = (edit: Parameters<typeof editor.edit>[0]) => {
    const refused = editor.edit(edit);
    if (refused) toast.error(refused);
    return refused;
  };
  const selectedId = () => {
    const cell = document.activeElement?.closest('[data-cell]')?.getAttribute('data-cell');
    const row = cell ? Number(cell.split(':')[0]) : -1;
    return editor.draft.tasks[row]?.id ?? editor.draft.tasks[editor.draft.tasks.length - 1]?.id ?? null;
  };
  /** Indents or outdents the task of the focused row (or the last task). */
  const moveSelected = (kind: 'indent' | 'outdent') => {
    const id = selectedId();
    if (id) run({ kind, id });
  };
  const runCommand = (input: { update?: { status: 'draft' | 'published' }; baseline?: true }, done: string) =>
    command.mutate(
      { plan: { ...plan, version: plan.version }, ...input },
      {
        onSuccess: (saved) => {
          editor.adoptVersion(saved.version);
          toast.success(done);
        },
        onError: (error) =>
          toast.error(
            isApiError(error) && error.status === 409
              ? 'Save your changes first, then try again.'
              : 'That did not work. Try again.',
          ),
      },
    );
  const state = editor.saveState;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={plan.name}
        documentTitle={`${layout === 'gantt' ? 'Gantt' : 'Builder'} · ${plan.name}`}
        description={`${plan.engagement_name} · ${plan.client_name} · ${plan.percent_complete} % complete`}
        actions={
          <>
            <PlanStatusChip status={plan.status} />
            <PlanViewLink view="viewer" planId={plan.id}>
              Open in viewer
            </PlanViewLink>
            <PlanViewLink view={layout === 'builder' ? 'gantt' : 'builder'} planId={plan.id} />
            {readOnly ? null : (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={state.kind !== 'saved' || command.isPending}
                  onClick={() => runCommand({ baseline: true }, 'Baseline saved')}
                >
                  Save baseline
                </Button>
                <Button
                  size="sm"
                  disabled={state.kind !== 'saved' || command.isPending}
                  onClick={() =>
                    plan.status === 'published'
                      ? runCommand({ update: { status: 'draft' } }, 'Plan back to draft')
                      : runCommand({ update: { status: 'published' } }, 'Plan published')
                  }
                >
                  {plan.status === 'published' ? 'Return to draft' : 'Publish'}
                </Button>
              </>
            )}
          </>
        }
      />
      {readOnly ? (
        <p className="rounded-md border bg-muted px-3 py-2 text-sm">
          You can read this plan. Its Project Manager, Engagement Manager or an admin can change it.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Plan tools">
        {readOnly ? null : (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => run({ kind: 'insert', after: selectedId(), id: crypto.randomUUID() })}
            >
              <Plus aria-hidden /> Add task
            </Button>
            <Button variant="outline" size="sm" aria-label="Indent" onClick={() => moveSelected('indent')}>
              <IndentIncrease aria-hidden />
            </Button>
            <Button variant="outline" size="sm" aria-label="Outdent" onClick={() => moveSelected('outdent')}>
              <IndentDecrease aria-hidden />
            </Button>
            <Button variant="outline" size="sm" aria-label="Undo" disabled={!editor.canUndo} onClick={editor.undo}>
              <Undo2 aria-hidden />
            </Button>
            <Button variant="outline" size="sm" aria-label="Redo" disabled={!editor.canRedo} onClick={editor.redo}>
              <Redo2 aria-hidden />
            </Button>
          </>
        )}
        <label className="flex items-center gap-2 text-sm">
          Zoom
          <NativeSelect value={zoom} onChange={(event) => setParams({ zoom: event.target.value }, { replace: true })}>
            <ValueOptions values={ZOOMS} labels={ZOOM_LABELS} />
          </NativeSelect>
        </label>
        {readOnly ? null : (
          <span
            role="status"
            aria-live="polite"
            data-save-state={state.kind}
            className="ml-auto text-sm text-muted-foreground"
          >
            {SAVE_TEXT[state.kind]}
          </span>
        )}
      </div>
      {state.kind === 'failed' || state.kind === 'invalid' ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'conflict' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Someone else saved this plan while you were editing. Your changes are kept here.
          <Button size="sm" onClick={() => void editor.resolveConflict('mine')}>
            Keep mine
          </Button>
          <Button size="sm" variant="outline" onClick={() => void editor.resolveConflict('theirs')}>
            Load theirs
          </Button>
        </div>
      ) : null}
      {layout === 'builder' ? (
        <TaskGrid
          draft={editor.draft}
          rows={editor.rows}
          team={plan.team}
          holidays={editor.holidays}
          readOnly={readOnly}
          height={360}
          onEdit={editor.edit}
          onUndo={editor.undo}
          onRedo={editor.redo}
          newId={() => crypto.randomUUID()}
        />
      ) : null}
      <GanttWorkspace
        rows={editor.rows}
        links={editor.draft.dependencies}
        zoom={zoom}
        holidays={editor.holidays}
        readOnly={readOnly}
        height={layout === 'gantt' ? 560 : 420}
        withTable={layout === 'gantt'}
        draft={editor.draft}
        team={plan.team}
        onEdit={run}
      />
      {layout === 'gantt' && !readOnly ? (
        <p className="text-sm text-muted-foreground">
          Drag a bar to move it, its right edge to change its end, its dot onto another bar to link them. With the
          keyboard: Tab to a bar, arrows move it, Shift+arrows change its end. Right-click a bar or row (or Shift+F10)
          for its menu. Ctrl+Z undoes.
        </p>
      ) : null}
      <UndoKeys onUndo={editor.undo} onRedo={editor.redo} enabled={!readOnly} />
    </div>
  );
}

/** Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z anywhere on the page but in a text field (the grid handles its own). */
function UndoKeys({ onUndo, onRedo, enabled }: { onUndo: () => void; onRedo: () => void; enabled: boolean }) {
  return enabled ? <KeyListener onUndo={onUndo} onRedo={onRedo} /> : null;
}

function KeyListener({ onUndo, onRedo }: { onUndo: () => void; onRedo: () => void }) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="grid"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) onRedo();
        else onUndo();
      } else if (key === 'y') {
        event.preventDefault();
        onRedo();
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onUndo, onRedo]);
  return null;
}
