import { z } from 'zod';
import { TextareaField } from '@/components/form/fields';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {name}?</DialogTitle>
          <DialogDescription>
            The reason stays on the candidate’s record; the referrer sees only the stage.
          </DialogDescription>
        </DialogHeader>
        {open ? <ReasonForm onCancel={onCancel} onReject={onReject} /> : null}
      </DialogContent>
    </Dialog>
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
      <FormActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          Keep in pipeline
        </Button>
        <SubmitButton pendingLabel="Rejecting…">Reject</SubmitButton>
      </FormActions>
    </Form>
  );
}
