import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { createColumnHelper, type CellContext, type ColumnDef, type Table } from '@tanstack/react-table';
import type { TemplateInput } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

/** A task of the template being edited, with its predecessors as typed ("2, 3FS+1"). */
export type TemplateRow = TemplateInput['tasks'][number] & { predecessors: string };

/** What the cells read and call each render, passed as the table's meta. */
export interface TemplateGridView {
  phases: TemplateRow[];
  roles: { id: string; title: string }[];
  update: (index: number, patch: Partial<TemplateRow>) => void;
  moveRow: (index: number, by: number) => void;
  remove: (row: TemplateRow) => void;
}

type Cell = CellContext<TemplateRow, unknown>;
const viewOf = (table: Table<TemplateRow>) => table.options.meta as TemplateGridView;
const column = createColumnHelper<TemplateRow>();

// The cell renderers live here, once: flexRender mounts each as a component, and a new function on every render
// would remount its input (and lose the focus) at each keystroke.

function PhaseCell({ row, table }: Cell) {
  const { phases, update } = viewOf(table);
  return (
    <NativeSelect
      aria-label={`Task ${row.index + 1} phase`}
      value={row.original.parent_id ?? ''}
      onChange={(e) => update(row.index, { parent_id: e.target.value || null })}
    >
      <option value="">(top level)</option>
      {phases
        .filter((p) => p.id !== row.original.id)
        .map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
    </NativeSelect>
  );
}

const days = (field: 'offset_days' | 'duration_days', name: string) =>
  function DaysCell({ row, table }: Cell) {
    return (
      <Input
        type="number"
        min={0}
        aria-label={`Task ${row.index + 1} ${name}`}
        value={row.original[field]}
        onChange={(e) => viewOf(table).update(row.index, { [field]: Number(e.target.value) })}
      />
    );
  };

function RoleCell({ row, table }: Cell) {
  const { roles, update } = viewOf(table);
  return (
    <NativeSelect
      aria-label={`Task ${row.index + 1} default role`}
      value={row.original.default_role_id ?? ''}
      onChange={(e) => update(row.index, { default_role_id: e.target.value || null })}
    >
      <option value="">(none)</option>
      {roles.map((role) => (
        <option key={role.id} value={role.id}>
          {role.title}
        </option>
      ))}
    </NativeSelect>
  );
}

function ActionsCell({ row, table }: Cell) {
  const { moveRow, remove } = viewOf(table);
  const number = row.index + 1;
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Move task ${number} up`} onClick={() => moveRow(row.index, -1)}>
        <ArrowUp aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Move task ${number} down`} onClick={() => moveRow(row.index, 1)}>
        <ArrowDown aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Remove task ${number}`} onClick={() => remove(row.original)}>
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}

/** The template grid's columns; `meta.className` holds a cell's classes beyond the grid's own padding. */
// Cells of different value types live in one array: TanStack's own examples type it this way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateColumns: ColumnDef<TemplateRow, any>[] = [
  column.display({ id: 'number', header: '#', cell: ({ row }) => row.index + 1 }),
  column.accessor('name', {
    header: 'Task',
    meta: { label: 'Task', className: 'py-1' },
    cell: ({ row, table }) => (
      <Input
        aria-label={`Task ${row.index + 1} name`}
        value={row.original.name}
        onChange={(e) => viewOf(table).update(row.index, { name: e.target.value })}
      />
    ),
  }),
  column.accessor('parent_id', { header: 'Phase', cell: PhaseCell }),
  column.accessor('offset_days', { header: 'Offset (days)', cell: days('offset_days', 'offset') }),
  column.accessor('duration_days', { header: 'Duration (days)', cell: days('duration_days', 'duration') }),
  column.accessor('is_milestone', {
    header: 'Milestone',
    meta: { label: 'Milestone', className: 'text-center' },
    cell: ({ row, table }) => (
      <input
        type="checkbox"
        aria-label={`Task ${row.index + 1} is a milestone`}
        checked={row.original.is_milestone}
        onChange={(e) => viewOf(table).update(row.index, { is_milestone: e.target.checked })}
      />
    ),
  }),
  column.accessor('default_role_id', { header: 'Default role', cell: RoleCell }),
  column.accessor('predecessors', {
    header: 'Predecessors',
    cell: ({ row, table }) => (
      <Input
        aria-label={`Task ${row.index + 1} predecessors`}
        placeholder="e.g. 2, 3FS+1"
        value={row.original.predecessors}
        onChange={(e) => viewOf(table).update(row.index, { predecessors: e.target.value })}
      />
    ),
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { label: 'Actions', className: 'flex gap-1 py-1' },
    cell: ActionsCell,
  }),
];
