import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { Plan } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ContextMenu, ContextMenuTrigger } from '@/components/ui/context-menu';
import type { PlanDraft, PlanEdit } from '../lib/plan-editor';
import { GanttChart, type GanttChartProps } from './gantt-chart';
import { GanttTaskMenu, type MenuAction } from './gantt-task-menu';
import { GanttTaskTable } from './gantt-task-table';
import { TaskEditDialog } from './task-edit-dialog';
import { useTablePane } from './use-table-pane';

interface GanttWorkspaceProps extends Pick<GanttChartProps, 'rows' | 'links' | 'zoom' | 'holidays' | 'readOnly'> {
  height: number;
  /** The task table beside the chart (the Gantt view; the builder has its own grid above). */
  withTable: boolean;
  /** What the menu and dialogs edit; without them (a read-only view) there is no menu. */
  draft?: PlanDraft;
  team?: Plan['team'];
  /** Applies an edit; answers a message when it is refused (the caller shows it). */
  onEdit?: (edit: PlanEdit) => string | null;
  newId?: () => string;
}

/** Opens a context menu from the keyboard: the menu opens where the focused bar or row is. */
function openMenuAt(element: Element) {
  const box = element.getBoundingClientRect();
  element.dispatchEvent(
    new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: box.left + Math.min(box.width, 48) / 2,
      clientY: box.bottom,
    }),
  );
}

function copyScrollTop(from: HTMLElement | null, to: HTMLElement | null) {
  if (from && to && to.scrollTop !== from.scrollTop) to.scrollTop = from.scrollTop;
}

const isMenuKey = (event: ReactKeyboardEvent) => event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);

/**
 * The Gantt with the task table beside it (resizable, collapsible) and one menu for bars and rows — right-click,
 * the context-menu key or Shift+F10 — with what the editor supports: edit, add a task or subtask, indent, mark done,
 * delete (after a question; Ctrl+Z brings it back).
 */
export function GanttWorkspace({
  rows,
  links,
  zoom,
  holidays,
  readOnly = false,
  height,
  withTable,
  draft,
  team = [],
  onEdit,
  newId = () => crypto.randomUUID(),
}: GanttWorkspaceProps) {
  const tableRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const pane = useTablePane();
  const [target, setTarget] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'delete'; id: string } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const editable = !readOnly && draft !== undefined && onEdit !== undefined;

  // The two panes scroll as one: each follows the other (setting an equal scrollTop fires no further event).
  const tableFollows = () => copyScrollTop(chartRef.current, tableRef.current);
  const chartFollows = () => copyScrollTop(tableRef.current, chartRef.current);

  const edit = (change: PlanEdit) => onEdit?.(change) ?? null;
  const run = (action: MenuAction) => {
    switch (action.kind) {
      case 'edit':
      case 'delete':
        return setDialog({ kind: action.kind, id: action.id });
      case 'add':
        return edit({ kind: 'insert', after: action.after, id: newId() });
      case 'subtask': {
        const id = newId();
        return edit({
          kind: 'batch',
          edits: [
            { kind: 'insert', after: action.id, id },
            { kind: 'indent', id },
          ],
        });
      }
      case 'indent':
      case 'outdent':
        return edit({ kind: action.kind, id: action.id });
      case 'progress':
        return edit({ kind: 'update', id: action.id, patch: { progress: action.progress } });
    }
  };

  const onContextMenu = (event: ReactMouseEvent) => {
    const row = (event.target as Element).closest('[data-task-id]');
    setTarget(row?.getAttribute('data-task-id') ?? null);
    const focusable = (event.target as Element).closest<HTMLElement>('button, [role="button"]');
    returnFocus.current = focusable ?? row?.querySelector('button') ?? chartRef.current;
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (!isMenuKey(event)) return;
    event.preventDefault();
    openMenuAt(event.target as Element);
  };
  const restoreFocus = () => (returnFocus.current?.isConnected ? returnFocus.current : chartRef.current)?.focus();
  /** A dialog from the menu hands the focus back to the bar or row the menu was opened on. */
  const focusBack = (event: Event) => {
    event.preventDefault();
    restoreFocus();
  };

  const chart = (
    <GanttChart
      rows={rows}
      links={links}
      zoom={zoom}
      holidays={holidays}
      readOnly={readOnly}
      height={height}
      hasMenu={editable}
      scrollRef={chartRef}
      onScroll={tableFollows}
      onMove={(id, start) => edit({ kind: 'update', id, patch: { start_date: start } })}
      onResize={(id, end) => edit({ kind: 'resize', id, end })}
      onLink={(predecessor, successor) => edit({ kind: 'link', predecessor, successor })}
    />
  );

  const body = (
    <div className="flex min-w-0 items-stretch gap-0" onKeyDown={editable ? onKeyDown : undefined}>
      {withTable && pane.open ? (
        <>
          <div id={pane.id} className="max-w-[70%] shrink-0" style={{ width: pane.width }}>
            <GanttTaskTable
              rows={rows}
              holidays={holidays}
              height={height}
              scrollRef={tableRef}
              onScroll={chartFollows}
              onOpenMenu={editable ? openMenuAt : undefined}
            />
          </div>
          <div {...pane.separatorProps} />
        </>
      ) : null}
      <div className="min-w-0 flex-1">{chart}</div>
    </div>
  );

  const targetRow = rows.find((row) => row.id === target) ?? null;
  const dialogTask = dialog ? draft?.tasks.find((task) => task.id === dialog.id) : undefined;
  const dialogRow = dialog ? rows.find((row) => row.id === dialog.id) : undefined;
  const subtasks = dialogRow ? countDescendants(rows, dialogRow.id) : 0;

  return (
    <div className="flex flex-col gap-2">
      {withTable ? (
        <div>
          <Button variant="outline" size="sm" aria-expanded={pane.open} aria-controls={pane.id} onClick={pane.toggle}>
            {pane.open ? <PanelLeftClose aria-hidden /> : <PanelLeftOpen aria-hidden />}
            {pane.open ? 'Hide task table' : 'Show task table'}
          </Button>
        </div>
      ) : null}
      {editable ? (
        // Not modal: the rest of the page is not hidden from assistive technology while the menu is open (its
        // focusable controls would be), and a click elsewhere still closes it.
        <ContextMenu modal={false}>
          <ContextMenuTrigger asChild onContextMenu={onContextMenu}>
            {body}
          </ContextMenuTrigger>
          <GanttTaskMenu
            row={targetRow}
            onAction={(action) => {
              // A dialog takes the focus itself; otherwise it goes back to the bar or row the menu came from.
              if (action.kind === 'edit' || action.kind === 'delete') returnFocus.current ??= chartRef.current;
              run(action);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (!dialog) restoreFocus();
            }}
          />
        </ContextMenu>
      ) : (
        body
      )}
      {editable && dialog?.kind === 'edit' && dialogTask ? (
        <TaskEditDialog
          task={dialogTask}
          isPhase={dialogRow?.isPhase ?? false}
          draft={draft}
          team={team}
          holidays={holidays}
          onSave={edit}
          onClose={() => setDialog(null)}
          onCloseAutoFocus={focusBack}
        />
      ) : null}
      {editable && dialog?.kind === 'delete' && dialogRow ? (
        <ConfirmDialog
          open
          title={`Delete “${dialogRow.name}”?`}
          description={`${subtasks > 0 ? `Its ${subtasks} subtask${subtasks === 1 ? '' : 's'} and links go too.` : 'Its links go too.'} Ctrl+Z brings it back.`}
          confirmLabel="Delete task"
          onConfirm={() => edit({ kind: 'remove', id: dialogRow.id })}
          onClose={() => setDialog(null)}
          onCloseAutoFocus={focusBack}
        />
      ) : null}
    </div>
  );
}

/** Rows below a phase that are deeper than it, up to the next row at its level (the outline is in order). */
function countDescendants(rows: readonly { id: string; depth: number }[], id: string) {
  const index = rows.findIndex((row) => row.id === id);
  const depth = rows[index]?.depth ?? 0;
  let count = 0;
  for (let i = index + 1; i < rows.length && (rows[i]?.depth ?? 0) > depth; i += 1) count += 1;
  return count;
}
