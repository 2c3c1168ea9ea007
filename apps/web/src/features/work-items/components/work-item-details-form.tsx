import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { workItemUpdateSchema, type WorkItemDetail } from '@praxis/shared';
import { DateField, SelectField, TextField } from '@/components/form/fields';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { isConflict, useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAssigneeOptions } from '../api/list-assignee-options';
import { useUpdateWorkItem } from '../api/update-work-item';
import { CategoryAndPriorityFields, ProblemFields } from './work-item-fields';

const valuesOf = (item: WorkItemDetail) => ({
  name: item.name,
  category: item.category ?? '',
  priority: item.priority,
  assignee_id: item.assignee_id ?? '',
  due_date: item.due_date ?? '',
  problem_statement: item.problem_statement ?? '',
  proposed_solution: item.proposed_solution ?? '',
});

type Values = ReturnType<typeof valuesOf>;
const REQUIRED: readonly (keyof Values)[] = ['name', 'problem_statement', 'priority'];

/** Only what changed is sent; empty optional text becomes null. */
function patchOf(item: WorkItemDetail, values: Values): Record<string, unknown> {
  const original = valuesOf(item);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof Values)[]) {
    if (values[key] === original[key]) continue;
    patch[key] = !REQUIRED.includes(key) && values[key] === '' ? null : values[key];
  }
  return patch;
}

/** The editable fields of the item page. Unsaved edits are not lost silently: leaving asks first. */
export function WorkItemDetailsForm({ item }: { item: WorkItemDetail }) {
  // The record the edits started from: its version goes in If-Match, so edits made elsewhere meanwhile get 409.
  const [base, setBase] = useState(item);
  const update = useUpdateWorkItem(item.id);
  const assignees = useAssigneeOptions('');
  const api = useApiForm({
    schema: workItemUpdateSchema,
    defaultValues: valuesOf(item),
    toInput: (values) => patchOf(base, values),
    submit: (patch) => update.mutateAsync({ version: base.version, patch }),
    errorMessage: 'Could not save the changes.',
    onSuccess: (saved) => {
      setBase(saved);
      toast.success('Changes saved');
    },
    onError: (error) => {
      if (!isConflict(error)) return false;
      toast.error('Someone else changed this request. Reload the page to see their changes, then edit again.');
      return true;
    },
  });
  const { isDirty } = useFormState({ control: api.form.control });
  const { reset } = api.form;

  // A newer version from elsewhere (a status change, another tab) refreshes an untouched form.
  if (item.version !== base.version && !isDirty) setBase(item);
  useEffect(() => {
    reset(valuesOf(base));
  }, [base, reset]);

  const assigneeOptions = (assignees.data?.items ?? []).map((consultant) => ({
    value: consultant.id,
    label: `${consultant.first_name} ${consultant.last_name}`.trim(),
  }));
  if (item.assignee_id && !assigneeOptions.some((option) => option.value === item.assignee_id)) {
    assigneeOptions.unshift({ value: item.assignee_id, label: item.assignee_name ?? 'Current assignee' });
  }

  return (
    <Form api={api} aria-label="Edit request">
      <TextField name="name" label="Name" required />
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <CategoryAndPriorityFields extraCategory={base.category ?? undefined} />
        <SelectField name="assignee_id" label="Assignee" placeholder="Unassigned" options={assigneeOptions} />
        <DateField name="due_date" label="Due date" />
      </div>
      <ProblemFields />
      <FormActions>
        <Button
          variant="outline"
          disabled={!isDirty || update.isPending}
          onClick={() => {
            setBase(item);
            reset(valuesOf(item));
          }}
        >
          Discard changes
        </Button>
        <SubmitButton disabled={!isDirty} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
