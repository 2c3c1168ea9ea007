import { useEffect, useId, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import {
  PRIORITIES,
  WORK_ITEM_CATEGORIES,
  workItemUpdateSchema,
  type Priority,
  type WorkItemDetail,
  type WorkItemUpdate,
} from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAssigneeOptions } from '../api/list-assignee-options';
import { useUpdateWorkItem } from '../api/update-work-item';
import { PRIORITY_LABELS } from '../lib/labels';

interface Draft {
  name: string;
  category: string;
  priority: Priority;
  assignee_id: string;
  due_date: string;
  problem_statement: string;
  proposed_solution: string;
}

const draftOf = (item: WorkItemDetail): Draft => ({
  name: item.name,
  category: item.category ?? '',
  priority: item.priority,
  assignee_id: item.assignee_id ?? '',
  due_date: item.due_date ?? '',
  problem_statement: item.problem_statement ?? '',
  proposed_solution: item.proposed_solution ?? '',
});

/** Only what changed is sent; empty optional text becomes null. */
function patchOf(item: WorkItemDetail, draft: Draft): Record<string, unknown> {
  const original = draftOf(item);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof Draft)[]) {
    if (draft[key] === original[key]) continue;
    const nullable = key !== 'name' && key !== 'problem_statement' && key !== 'priority';
    patch[key] = nullable && draft[key] === '' ? null : draft[key];
  }
  return patch;
}

/** The editable fields of the item page. Unsaved edits are not lost silently: leaving asks first. */
export function WorkItemDetailsForm({ item }: { item: WorkItemDetail }) {
  const id = useId();
  // The record the edits started from: its version goes in If-Match, so edits made elsewhere meanwhile get 409.
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateWorkItem(item.id);
  const assignees = useAssigneeOptions('');
  const patch = patchOf(base, draft);
  const isDirty = Object.keys(patch).length > 0;

  // A newer version from elsewhere (a status change, another tab) refreshes an untouched form.
  if (item.version !== base.version && !isDirty) {
    setBase(item);
    setDraft(draftOf(item));
  }

  const blocker = useBlocker(isDirty && !update.isPending);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workItemUpdateSchema.safeParse(patch);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { version: base.version, patch: parsed.data as WorkItemUpdate },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setDraft(draftOf(saved));
          toast.success('Changes saved');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) setErrors(fields);
          else if (isApiError(error) && error.status === 409)
            toast.error('Someone else changed this request. Reload the page to see their changes, then edit again.');
          else toast.error(error instanceof Error ? error.message : 'Could not save the changes.');
        },
      },
    );
  };

  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof Draft) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const assigneeOptions = assignees.data?.items ?? [];
  const hasCurrentAssignee = !item.assignee_id || assigneeOptions.some((c) => c.id === item.assignee_id);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Edit request">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>
          Name <span aria-hidden>*</span>
        </Label>
        <Input {...field('name')} required value={draft.name} onChange={(e) => set('name')(e.target.value)} />
        {error('name')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect {...field('category')} value={draft.category} onChange={(e) => set('category')(e.target.value)}>
            <option value="">No category</option>
            {draft.category && !(WORK_ITEM_CATEGORIES as readonly string[]).includes(draft.category) ? (
              <option value={draft.category}>{draft.category}</option>
            ) : null}
            {WORK_ITEM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-priority`}>Priority</Label>
          <NativeSelect {...field('priority')} value={draft.priority} onChange={(e) => set('priority')(e.target.value)}>
            {PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-assignee_id`}>Assignee</Label>
          <NativeSelect
            {...field('assignee_id')}
            value={draft.assignee_id}
            onChange={(e) => set('assignee_id')(e.target.value)}
          >
            <option value="">Unassigned</option>
            {!hasCurrentAssignee && item.assignee_id ? (
              <option value={item.assignee_id}>{item.assignee_name ?? 'Current assignee'}</option>
            ) : null}
            {assigneeOptions.map((consultant) => (
              <option key={consultant.id} value={consultant.id}>
                {`${consultant.first_name} ${consultant.last_name}`.trim()}
              </option>
            ))}
          </NativeSelect>
          {error('assignee_id')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-due_date`}>Due date</Label>
          <Input
            {...field('due_date')}
            type="date"
            value={draft.due_date}
            onChange={(e) => set('due_date')(e.target.value)}
          />
          {error('due_date')}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-problem_statement`}>
          Problem statement <span aria-hidden>*</span>
        </Label>
        <Textarea
          {...field('problem_statement')}
          rows={5}
          value={draft.problem_statement}
          onChange={(e) => set('problem_statement')(e.target.value)}
        />
        {error('problem_statement')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-proposed_solution`}>Proposed solution</Label>
        <Textarea
          {...field('proposed_solution')}
          rows={4}
          value={draft.proposed_solution}
          onChange={(e) => set('proposed_solution')(e.target.value)}
        />
        {error('proposed_solution')}
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          disabled={!isDirty || update.isPending}
          onClick={() => {
            setBase(item);
            setDraft(draftOf(item));
          }}
        >
          Discard changes
        </Button>
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
