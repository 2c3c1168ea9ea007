import { whitelistInputSchema } from '@praxis/shared';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { toast } from '@/lib/toast';
import { useAddWhitelistEntry } from '../api/add-whitelist-entry';
import { showFailureOn } from '../lib/errors';

/** Add an email to the admin whitelist, active. */
export function AddWhitelistEntryForm() {
  const add = useAddWhitelistEntry();
  const api = useApiForm({
    schema: whitelistInputSchema,
    defaultValues: { email: '' },
    toInput: ({ email }) => ({ email: email.trim() }),
    submit: ({ email }) => add.mutateAsync({ email, is_active: true }),
    onSuccess: (entry) => {
      toast.success(`${entry.email} added to the whitelist`);
      api.form.reset({ email: '' });
    },
    onError: showFailureOn('email'),
    guard: false,
  });
  return (
    <Form api={api} aria-label="Add an email to the whitelist" className="flex-row flex-wrap items-start gap-3">
      <TextField name="email" label="Email" type="email" className="min-w-64 flex-1" />
      <SubmitButton variant="outline" className="mt-6" pendingLabel="Adding…">
        Add
      </SubmitButton>
    </Form>
  );
}
