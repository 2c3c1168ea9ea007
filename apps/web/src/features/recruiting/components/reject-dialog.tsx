import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { TextareaField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason: the candidate’s record keeps it.')
    .max(2000, 'At most 2,000 characters.'),
});

/** Rejecting a candidate asks why first (the API refuses a rejection without a reason). */
export function RejectDialog({
  name,
  open,
  onCancel,
  onReject,
}: {
  name: string;
  open: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={`Reject ${name}?`}
      description="The reason stays on the candidate’s record; the referrer sees only the stage."
    >
      {open ? <ReasonForm onCancel={onCancel} onReject={onReject} /> : null}
    </FormDialog>
  );
}

function ReasonForm({ onCancel, onReject }: { onCancel: () => void; onReject: (reason: string) => void }) {
  const api = useApiForm({
    schema: reasonSchema,
    defaultValues: { reason: '' },
    guard: false,
    submit: async ({ reason }) => reason,
    onSuccess: (reason) => onReject(reason),
  });
  return (
    <Form api={api}>
      <TextareaField name="reason" label="Reason" required rows={3} autoFocus />
      <CancelSubmitActions onCancel={onCancel} pendingLabel="Rejecting…" cancelLabel="Keep in pipeline">
        Reject
      </CancelSubmitActions>
    </Form>
  );
}
