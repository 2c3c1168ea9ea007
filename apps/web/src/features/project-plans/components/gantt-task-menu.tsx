import type { ComponentProps } from 'react';
import {
  CheckCircle2,
  CircleDashed,
  IndentDecrease,
  IndentIncrease,
  ListPlus,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react';
import {
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
} from '@/components/ui/context-menu';
import type { GanttRow } from './gantt-types';

export type MenuAction =
  | { kind: 'edit' | 'delete' | 'subtask' | 'indent' | 'outdent'; id: string }
  | { kind: 'add'; after: string | null }
  | { kind: 'progress'; id: string; progress: number };

interface GanttTaskMenuProps {
  /** The bar or row the menu was opened on; null for the chart's empty space. */
  row: GanttRow | null;
  onAction: (action: MenuAction) => void;
  onCloseAutoFocus: ComponentProps<typeof ContextMenuContent>['onCloseAutoFocus'];
}

/** The menu of a bar or row: only what the plan editor can do, phases without what their tasks decide. */
export function GanttTaskMenu({ row, onAction, onCloseAutoFocus }: GanttTaskMenuProps) {
  if (!row) {
    return (
      <ContextMenuContent aria-label="Plan" onCloseAutoFocus={onCloseAutoFocus}>
        <ContextMenuItem onSelect={() => onAction({ kind: 'add', after: null })}>
          <Plus aria-hidden /> Add task
        </ContextMenuItem>
      </ContextMenuContent>
    );
  }
  const id = row.id;
  const done = row.progress >= 100;
  return (
    <ContextMenuContent aria-label={`Task ${row.name}`} onCloseAutoFocus={onCloseAutoFocus}>
      <ContextMenuLabel className="max-w-64">{row.name}</ContextMenuLabel>
      <ContextMenuSeparator />
      <ContextMenuItem onSelect={() => onAction({ kind: 'edit', id })}>
        <Pencil aria-hidden /> Edit…
      </ContextMenuItem>
      <ContextMenuItem onSelect={() => onAction({ kind: 'add', after: id })}>
        <Plus aria-hidden /> Add task below
      </ContextMenuItem>
      <ContextMenuItem onSelect={() => onAction({ kind: 'subtask', id })}>
        <ListPlus aria-hidden /> Add subtask
      </ContextMenuItem>
      <ContextMenuItem onSelect={() => onAction({ kind: 'indent', id })}>
        <IndentIncrease aria-hidden /> Indent
      </ContextMenuItem>
      <ContextMenuItem disabled={row.depth === 0} onSelect={() => onAction({ kind: 'outdent', id })}>
        <IndentDecrease aria-hidden /> Outdent
      </ContextMenuItem>
      {row.isPhase ? null : (
        <ContextMenuItem onSelect={() => onAction({ kind: 'progress', id, progress: done ? 0 : 100 })}>
          {done ? <CircleDashed aria-hidden /> : <CheckCircle2 aria-hidden />}
          {done ? 'Mark not done' : 'Mark done'}
        </ContextMenuItem>
      )}
      <ContextMenuSeparator />
      <ContextMenuItem variant="destructive" onSelect={() => onAction({ kind: 'delete', id })}>
        <Trash2 aria-hidden /> Delete…
      </ContextMenuItem>
    </ContextMenuContent>
  );
}
