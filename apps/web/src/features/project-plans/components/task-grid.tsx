import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Plan } from '@praxis/shared';
import { cn } from '@/lib/utils';
import { useGridKeyboard, type GridPosition } from '@/lib/use-grid-keyboard';
import { ROW_HEIGHT } from '../lib/gantt-geometry';
import type { PlanDraft, PlanEdit } from '../lib/plan-editor';
import type { GanttRow } from './gantt-types';
import { COLUMNS, displayOf, editFor, editValueOf, type ColumnId } from './task-grid-cells';

interface TaskGridProps {
  draft: PlanDraft;
  rows: GanttRow[];
  team: Plan['team'];
  holidays: ReadonlySet<string>;
  readOnly: boolean;
  height: number;
  /** Applies an edit; answers a message when it is refused. */
  onEdit: (edit: PlanEdit) => string | null;
  onUndo: () => void;
  onRedo: () => void;
  newId: () => string;
}

type Cell = GridPosition;

const isPrintable = (event: ReactKeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The plan as a keyboard-first grid (like a spreadsheet or MS Project): arrows and Tab move, Enter or typing edits,
 * Enter commits and goes down, Escape cancels, Insert adds a task below, Delete removes one, Alt+Shift+→/← indent and
 * outdent, Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) undo and redo. Rows are virtualised.
 */
export function TaskGrid({
  draft,
  rows,
  team,
  holidays,
  readOnly,
  height,
  onEdit,
  onUndo,
  onRedo,
  newId,
}: TaskGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Cell>({ row: 0, col: 1 });
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const teamNames = new Map(team.map((m) => [m.consultant_id, m.name]));
  const count = draft.tasks.length;
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  useEffect(() => {
    if (active.row >= count && count > 0) setActive({ row: count - 1, col: active.col });
  }, [active, count]);
  useEffect(() => {
    if (editing !== null) return;
    virtualizer.scrollToIndex(active.row, { align: 'auto' });
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (cell && scrollRef.current?.contains(document.activeElement)) cell.focus({ preventScroll: true });
  }, [active, editing, virtualizer]);

  const task = draft.tasks[active.row];
  const column = COLUMNS[active.col]?.id as ColumnId;
  const move = (row: number, col: number) => {
    setMessage(null);
    setActive({ row: Math.max(0, Math.min(count - 1, row)), col: Math.max(1, Math.min(COLUMNS.length - 1, col)) });
  };
  const run = (edit: PlanEdit) => {
    const refused = onEdit(edit);
    setMessage(refused);
    return refused === null;
  };
  const commit = (value: string, then: Cell) => {
    if (!task) return;
    const edit = editFor(column, task, value);
    if (typeof edit === 'string') return setMessage(edit);
    if (run(edit)) {
      setEditing(null);
      move(then.row, then.col);
      scrollRef.current?.focus();
    }
  };
  const startEditing = (initial?: string) => {
    if (
      readOnly ||
      !task ||
      !COLUMNS[active.col]?.editable ||
      (rows[active.row]?.isPhase && ['start', 'end', 'duration', 'progress', 'predecessors'].includes(column))
    )
      return;
    setEditing(initial ?? editValueOf(column, task, draft, holidays));
  };

  const cancelEditing = () => {
    setEditing(null);
    setMessage(null);
    scrollRef.current?.focus();
  };
  const keyboard = useGridKeyboard({
    size: { rows: count, cols: COLUMNS.length, firstCol: 1 },
    mode: 'on-demand',
    onMove: (to) => move(to.row, to.col),
    onEdit: () => startEditing(),
    onCommit: (to, from) => commit(editing ?? '', to ?? from),
    onCancel: cancelEditing,
  });

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (editing !== null) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      return event.shiftKey ? onRedo() : onUndo();
    }
    if (mod && event.key.toLowerCase() === 'y') return (event.preventDefault(), onRedo());
    const indent = event.altKey && event.shiftKey && task;
    const keys: Record<string, () => void> = {
      ...(indent && {
        ArrowLeft: () => void run({ kind: 'outdent', id: task.id }),
        ArrowRight: () => void run({ kind: 'indent', id: task.id }),
      }),
      Home: () => move(active.row, 1),
      End: () => move(active.row, COLUMNS.length - 1),
      Insert: () => {
        if (readOnly) return;
        const id = newId();
        if (run({ kind: 'insert', after: task?.id ?? null, id })) move(active.row + 1, 1);
      },
      Delete: () => {
        if (!readOnly && task && run({ kind: 'remove', id: task.id }))
          setMessage(`Deleted “${task.name}”. Ctrl+Z brings it back.`);
      },
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (keyboard(event, active, false)) {
      setMessage(null);
    } else if (isPrintable(event) && column !== 'assignee') {
      event.preventDefault();
      startEditing(event.key);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={scrollRef}
        role="grid"
        aria-label="Plan tasks"
        aria-rowcount={count + 1}
        aria-colcount={COLUMNS.length}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="overflow-auto rounded-lg border text-sm outline-none"
        style={{ maxHeight: height }}
      >
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-10 flex min-w-[52rem] border-b bg-muted font-medium"
        >
          {COLUMNS.map((c) => (
            <div key={c.id} role="columnheader" className={cn('shrink-0 px-2 py-2', c.width)}>
              {c.label}
            </div>
          ))}
        </div>
        <div className="relative min-w-[52rem]" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const rowTask = draft.tasks[item.index];
            const row = rows[item.index];
            if (!rowTask) return null;
            return (
              <div
                key={rowTask.id}
                role="row"
                aria-rowindex={item.index + 2}
                className={cn(
                  'absolute inset-x-0 flex border-b',
                  row?.isPhase && 'font-semibold',
                  row?.isCritical && 'bg-red-50/60',
                )}
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                {COLUMNS.map((c, col) => {
                  const isActive = active.row === item.index && active.col === col;
                  const isEditing = isActive && editing !== null;
                  return (
                    <div
                      key={c.id}
                      role="gridcell"
                      aria-colindex={col + 1}
                      aria-selected={isActive}
                      data-cell={`${item.index}:${col}`}
                      tabIndex={isActive ? 0 : -1}
                      onClick={() => move(item.index, col)}
                      onDoubleClick={() => startEditing()}
                      className={cn(
                        'flex shrink-0 items-center truncate px-2 outline-none',
                        c.width,
                        isActive && 'ring-2 ring-inset ring-primary',
                      )}
                      style={c.id === 'name' ? { paddingLeft: 8 + (row?.depth ?? 0) * 16 } : undefined}
                    >
                      {isEditing ? (
                        <CellEditor
                          column={c.id}
                          value={editing}
                          team={team}
                          onChange={setEditing}
                          onKey={(event) => keyboard(event, active, true)}
                          onCommit={(value) => commit(value, { row: active.row + 1, col: active.col })}
                        />
                      ) : (
                        displayOf(c.id, rowTask, item.index, draft, holidays, teamNames)
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn('min-h-5 text-sm', message ? 'text-destructive' : 'text-muted-foreground')}
      >
        {message ??
          (readOnly ? '' : 'Enter edits · Insert adds a task · Delete removes · Alt+Shift+→ indents · Ctrl+Z undoes')}
      </p>
    </div>
  );
}

interface CellEditorProps {
  column: ColumnId;
  value: string;
  team: Plan['team'];
  onChange: (value: string) => void;
  /** The grid's keys while editing (Enter, Tab commit and move, Escape cancels); true when one was handled. */
  onKey: (event: ReactKeyboardEvent) => boolean;
  /** Commits the value and goes down (a chosen assignee, a click elsewhere). */
  onCommit: (value: string) => void;
}

function CellEditor({ column, value, team, onChange, onKey, onCommit }: CellEditorProps) {
  // Enter, Tab and Escape finish the edit themselves; a blur (a click elsewhere) commits only if they did not.
  const finished = useRef(false);
  const finish = (action: () => void) => {
    finished.current = true;
    action();
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    event.stopPropagation();
    if (onKey(event)) finished.current = true;
  };
  const common = {
    autoFocus: true,
    onKeyDown,
    className: 'h-7 w-full rounded border bg-background px-1 text-sm',
    'aria-label': column,
  };
  if (column === 'assignee') {
    return (
      <select {...common} value={value} onChange={(event) => finish(() => onCommit(event.target.value))}>
        <option value="">Nobody</option>
        {team.map((m) => (
          <option key={m.consultant_id} value={m.consultant_id}>
            {m.name}
            {m.role ? ` (${m.role})` : ''}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      type={column === 'start' || column === 'end' ? 'date' : 'text'}
      inputMode={column === 'duration' || column === 'progress' ? 'numeric' : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        if (!finished.current) onCommit(value);
      }}
    />
  );
}
