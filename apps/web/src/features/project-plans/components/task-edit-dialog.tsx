import { useState, type FormEvent } from 'react';
import type { Plan, PlanTaskInput } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { PlanDraft, PlanEdit } from '../lib/plan-editor';
import { editFor, editValueOf, type ColumnId } from './task-grid-cells';

const FIELDS = [
  { column: 'name', label: 'Name', type: 'text' },
  { column: 'start', label: 'Start', type: 'date' },
  { column: 'end', label: 'Finish', type: 'date' },
  { column: 'progress', label: '% done', type: 'number' },
  { column: 'assignee', label: 'Assignee', type: 'select' },
  { column: 'predecessors', label: 'Predecessors (rows, e.g. 3, 5FS+2)', type: 'text' },
] as const satisfies readonly { column: ColumnId; label: string; type: string }[];

/** A phase's dates, progress and links follow its tasks: only its name and assignee are its own. */
const PHASE_FIELDS: readonly ColumnId[] = ['name', 'assignee'];

interface TaskEditDialogProps {
  task: PlanTaskInput;
  isPhase: boolean;
  draft: PlanDraft;
  team: Plan['team'];
  holidays: ReadonlySet<string>;
  /** Applies the changes as one step (one Ctrl+Z); answers why when they are refused. */
  onSave: (edit: PlanEdit) => string | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A task's fields in one form, from the Gantt's menu. Each value is read as the grid reads a typed cell (same
 * messages); the changed ones are applied together, so a refused change leaves the plan as it was.
 */
export function TaskEditDialog({
  task,
  isPhase,
  draft,
  team,
  holidays,
  onSave,
  onClose,
  onCloseAutoFocus,
}: TaskEditDialogProps) {
  const fields = FIELDS.filter((field) => !isPhase || PHASE_FIELDS.includes(field.column));
  const initial = Object.fromEntries(fields.map((f) => [f.column, editValueOf(f.column, task, draft, holidays)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edits: PlanEdit[] = [];
    for (const field of fields) {
      const value = values[field.column] ?? '';
      if (value === initial[field.column]) continue;
      const edit = editFor(field.column, task, value);
      if (typeof edit === 'string') return setMessage(`${field.label}: ${edit}`);
      edits.push(edit);
    }
    const refused = edits.length === 0 ? null : onSave({ kind: 'batch', edits });
    if (refused) setMessage(refused);
    else onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Edit “${task.name}”`}
      description={isPhase ? 'A phase’s dates and progress follow its tasks.' : 'Ctrl+Z undoes the change.'}
    >
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        {fields.map((field) => {
          const id = `task-edit-${field.column}`;
          const value = values[field.column] ?? '';
          const change = (next: string) => setValues((current) => ({ ...current, [field.column]: next }));
          return (
            <div key={field.column} className="flex flex-col gap-1.5">
              <Label htmlFor={id}>{field.label}</Label>
              {field.type === 'select' ? (
                <NativeSelect id={id} value={value} onChange={(event) => change(event.target.value)}>
                  <option value="">Nobody</option>
                  {team.map((member) => (
                    <option key={member.consultant_id} value={member.consultant_id}>
                      {member.name}
                      {member.role ? ` (${member.role})` : ''}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <Input
                  id={id}
                  type={field.type}
                  min={field.type === 'number' ? 0 : undefined}
                  max={field.type === 'number' ? 100 : undefined}
                  value={value}
                  onChange={(event) => change(event.target.value)}
                />
              )}
            </div>
          );
        })}
        <p role="alert" className="min-h-5 text-sm text-destructive">
          {message}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save task</Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
