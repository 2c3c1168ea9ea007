import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PRIORITIES,
  WORK_ITEM_CATEGORIES,
  workItemCreateSchema,
  type Priority,
  type WorkItemCreate,
} from '@praxis/shared';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateWorkItem } from '../api/create-work-item';
import { useEngagementOptions } from '../api/list-engagement-options';
import { PRIORITY_LABELS } from '../lib/labels';

interface Draft {
  name: string;
  category: string;
  problem_statement: string;
  proposed_solution: string;
  priority: Priority;
  engagement_id: string;
}

/** zod issues of the shared create schema as field → message, the same words the API answers with. */
function validate(input: unknown): { data?: WorkItemCreate; errors: Record<string, string> } {
  const result = workItemCreateSchema.safeParse(input);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}

/**
 * /my-internal-request/new: New Internal Request. With `?kind=engagement` or `?engagement_id=…` (an engagement's
 * requests tab links here) it files an engagement request on that engagement's board instead.
 */
export function NewWorkItemPage() {
  const [params] = useSearchParams();
  const presetEngagement = params.get('engagement_id') ?? '';
  const isEngagement = params.get('kind') === 'engagement' || !!presetEngagement;
  const navigate = useNavigate();
  const create = useCreateWorkItem();
  const idempotencyKey = useRef(crypto.randomUUID());
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    category: '',
    problem_statement: '',
    proposed_solution: '',
    priority: 'medium',
    engagement_id: presetEngagement,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const engagements = useEngagementOptions('', isEngagement);
  const title = isEngagement ? 'New Engagement Request' : 'New Internal Request';

  const inputOf = (value: Draft) => ({
    name: value.name,
    category: value.category || null,
    problem_statement: value.problem_statement,
    proposed_solution: value.proposed_solution || null,
    priority: value.priority,
    kind: isEngagement ? 'engagement' : 'internal',
    ...(isEngagement ? { engagement_id: value.engagement_id || null } : {}),
  });

  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const onBlur = (field: keyof Draft) => () => {
    const message = validate(inputOf(draft)).errors[field];
    setErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([key]) => key !== field));
      return message && draft[field] !== '' ? { ...rest, [field]: message } : message ? current : rest;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = validate(inputOf(draft));
    setErrors(found);
    if (!data) return;
    create.mutate(
      { input: data, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (item) => {
          toast.success(isEngagement ? 'Engagement request created' : 'Internal request created');
          void navigate(`/work-management/${item.id}`);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) setErrors(fields);
          else toast.error(error instanceof Error ? error.message : 'Could not create the request.');
          // A changed form is a new request.
          idempotencyKey.current = crypto.randomUUID();
        },
      },
    );
  };

  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onBlur: onBlur(name),
  });
  const error = (name: keyof Draft) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={title}
        description={
          isEngagement
            ? 'Ask for a change on an engagement. It goes to that engagement’s board as Requested.'
            : 'Suggest an improvement to how the firm works. It goes to the internal board as Requested.'
        }
      />
      <Card>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            {isEngagement ? (
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-engagement_id`}>
                  Engagement <span aria-hidden>*</span>
                </Label>
                <NativeSelect
                  {...field('engagement_id')}
                  required
                  value={draft.engagement_id}
                  onChange={(event) => set('engagement_id')(event.target.value)}
                >
                  <option value="">Choose an engagement</option>
                  {(engagements.data ?? []).map((engagement) => (
                    <option key={engagement.id} value={engagement.id}>
                      {engagement.name}
                      {engagement.client_name ? ` · ${engagement.client_name}` : ''}
                    </option>
                  ))}
                </NativeSelect>
                {error('engagement_id')}
              </div>
            ) : null}
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-name`}>
                Name <span aria-hidden>*</span>
              </Label>
              <Input
                {...field('name')}
                required
                maxLength={200}
                value={draft.name}
                onChange={(event) => set('name')(event.target.value)}
              />
              {error('name')}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-category`}>Category</Label>
                <NativeSelect
                  {...field('category')}
                  value={draft.category}
                  onChange={(event) => set('category')(event.target.value)}
                >
                  <option value="">No category</option>
                  {WORK_ITEM_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-priority`}>Priority</Label>
                <NativeSelect
                  {...field('priority')}
                  value={draft.priority}
                  onChange={(event) => set('priority')(event.target.value)}
                >
                  {PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {PRIORITY_LABELS[priority]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-problem_statement`}>
                Problem statement <span aria-hidden>*</span>
              </Label>
              <Textarea
                {...field('problem_statement')}
                required
                rows={5}
                value={draft.problem_statement}
                onChange={(event) => set('problem_statement')(event.target.value)}
              />
              <p className="text-xs text-muted-foreground">What is not working, and who it affects.</p>
              {error('problem_statement')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-proposed_solution`}>Proposed solution</Label>
              <Textarea
                {...field('proposed_solution')}
                rows={4}
                value={draft.proposed_solution}
                onChange={(event) => set('proposed_solution')(event.target.value)}
              />
              {error('proposed_solution')}
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => void navigate(-1)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Submitting…' : 'Submit request'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
