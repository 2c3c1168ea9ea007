import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { workItemCreateSchema, type Priority } from '@praxis/shared';
import { SelectField, TextField } from '@/components/form/fields';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCreateWorkItem } from '../api/create-work-item';
import { useEngagementOptions } from '../api/list-engagement-options';
import { CategoryAndPriorityFields, ProblemFields } from './work-item-fields';

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
  const engagements = useEngagementOptions('', isEngagement);
  const title = isEngagement ? 'New Engagement Request' : 'New Internal Request';
  const api = useApiForm({
    schema: workItemCreateSchema,
    defaultValues: {
      name: '',
      category: '',
      problem_statement: '',
      proposed_solution: '',
      priority: 'medium' as Priority,
      engagement_id: presetEngagement,
    },
    toInput: (values) => ({
      name: values.name,
      category: values.category || null,
      problem_statement: values.problem_statement,
      proposed_solution: values.proposed_solution || null,
      priority: values.priority,
      kind: isEngagement ? 'engagement' : 'internal',
      ...(isEngagement ? { engagement_id: values.engagement_id || null } : {}),
    }),
    submit: (input) => create.mutateAsync({ input, idempotencyKey: idempotencyKey.current }),
    errorMessage: 'Could not create the request.',
    successMessage: isEngagement ? 'Engagement request created' : 'Internal request created',
    onSuccess: (item) => void navigate(`/work-management/${item.id}`),
    onError: () => {
      // A changed form is a new request.
      idempotencyKey.current = crypto.randomUUID();
      return false;
    },
  });
  const engagementOptions = (engagements.data ?? []).map((engagement) => ({
    value: engagement.id,
    label: `${engagement.name}${engagement.client_name ? ` · ${engagement.client_name}` : ''}`,
  }));

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
          <Form api={api}>
            {isEngagement ? (
              <SelectField
                name="engagement_id"
                label="Engagement"
                required
                placeholder="Choose an engagement"
                options={engagementOptions}
              />
            ) : null}
            <TextField name="name" label="Name" required maxLength={200} />
            <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
              <CategoryAndPriorityFields />
            </div>
            <ProblemFields problemHelp="What is not working, and who it affects." />
            <FormActions>
              <Button
                variant="outline"
                onClick={() => {
                  api.allowLeave();
                  void navigate(-1);
                }}
              >
                Cancel
              </Button>
              <SubmitButton pendingLabel="Submitting…">Submit request</SubmitButton>
            </FormActions>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
