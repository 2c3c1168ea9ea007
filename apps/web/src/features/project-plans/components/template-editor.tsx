import { useState } from 'react';
import { Plus } from 'lucide-react';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ENGAGEMENT_TYPE_LABELS, ENGAGEMENT_TYPES, type Template, type TemplateInput } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { submitHandler } from '@/lib/submit-handler';
import { useTemplateCommand, useTemplateRoles } from '../api/templates';
import { parsePredecessors } from '../lib/plan-editor';
import { templateColumns, type TemplateGridView, type TemplateRow as Row } from './template-columns';

const rowsOf = (template: Template | null): Row[] =>
  (template?.tasks ?? []).map((task, index, all) => ({
    ...task,
    predecessors: (template?.dependencies ?? [])
      .filter((d) => d.successor_id === task.id)
      .map((d) => String(all.findIndex((t) => t.id === d.predecessor_id) + 1))
      .join(', '),
  }));

/** Edit a template: phases (top-level rows other rows sit under), tasks with offsets and durations in working days. */
export function TemplateEditor({ template, onDone }: { template: Template | null; onDone: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [type, setType] = useState<TemplateInput['engagement_type']>(template?.engagement_type ?? 'project');
  const [rows, setRows] = useState<Row[]>(() => rowsOf(template));
  const [error, setError] = useState<string | null>(null);
  const command = useTemplateCommand();
  const roles = useTemplateRoles();
  const phases = rows.filter((r) => r.parent_id === null);
  const update = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const moveRow = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(Math.max(0, Math.min(next.length, index + by)), 0, row);
    setRows(next);
  };
  const view: TemplateGridView = {
    phases,
    roles: roles.data ?? [],
    update,
    moveRow,
    remove: (row) =>
      setRows(rows.filter((r) => r.id !== row.id).map((r) => (r.parent_id === row.id ? { ...r, parent_id: null } : r))),
  };
  // TanStack Table's instance is read during render on purpose (edits re-render the grid); the cells read the
  // rows' handlers from its meta.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: templateColumns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    meta: view,
  });

  const save = () => {
    let dependencies: TemplateInput['dependencies'];
    try {
      dependencies = rows.flatMap((row) =>
        parsePredecessors(row.predecessors).map((p) => {
          const predecessor = rows[p.row - 1];
          if (!predecessor) throw new Error(`“${row.name}” names row ${p.row}, which does not exist.`);
          return { predecessor_id: predecessor.id, successor_id: row.id, type: p.type, lag_days: p.lag };
        }),
      );
    } catch (failure) {
      return setError(failure instanceof Error ? failure.message : 'Check the predecessors.');
    }
    const input: TemplateInput = {
      name,
      engagement_type: type,
      description: template?.description ?? null,
      tasks: rows.map(({ predecessors: _predecessors, ...task }) => task),
      dependencies,
    };
    setError(null);
    command.mutate(template ? { kind: 'replace', template, input } : { kind: 'create', input }, {
      onSuccess: () => {
        toast.success('Template saved');
        onDone();
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : 'We could not save the template.'),
    });
  };

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border p-4"
      onSubmit={submitHandler(save)}
      aria-label={template ? `Edit ${template.name}` : 'New Template'}
    >
      <div className="flex flex-wrap gap-3">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
          Name
          <Input value={name} required maxLength={200} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Engagement type
          <NativeSelect value={type} onChange={(e) => setType(e.target.value as typeof type)}>
            {ENGAGEMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {ENGAGEMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[58rem] text-sm">
          <caption className="sr-only">Template tasks</caption>
          <thead className="bg-muted text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} className="px-2 py-1">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cn('px-2', cell.column.columnDef.meta?.className)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() =>
          setRows([
            ...rows,
            {
              id: crypto.randomUUID(),
              parent_id: null,
              name: 'New task',
              offset_days: 0,
              duration_days: 1,
              is_milestone: false,
              default_role_id: null,
              predecessors: '',
            },
          ])
        }
      >
        <Plus aria-hidden /> Add task
      </Button>
      <p role="alert" className="min-h-5 text-sm text-destructive">
        {error}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={command.isPending}>
          {command.isPending ? 'Saving…' : 'Save template'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
