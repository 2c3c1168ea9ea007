import { jobTitleInputSchema } from '@praxis/shared';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { toast } from '@/lib/toast';
import { useCreateJobTitle } from '../api/create-job-title';
import { showFailureOn } from '../lib/errors';

/** The CEO rule runs here with the shared schema, so the form refuses it with the original's exact words. */
export function AddJobTitleForm() {
  const create = useCreateJobTitle();
  const api = useApiForm({
    schema: jobTitleInputSchema,
    defaultValues: { title: '' },
    submit: create.mutateAsync,
    onSuccess: (created) => {
      toast.success(`${created.title} added`);
      api.form.reset({ title: '' });
    },
    onError: showFailureOn('title'),
    guard: false,
  });
  return (
    <Form api={api} aria-label="Add a job title" className="flex-row flex-wrap items-start gap-3">
      <TextField name="title" label="New job title" className="min-w-56 flex-1" />
      <SubmitButton variant="outline" className="mt-6" pendingLabel="Adding…">
        Add
      </SubmitButton>
    </Form>
  );
}
