import { referralCreateSchema, type ReferralCreate } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { blankToNull } from '@/components/form/values';
import { toast } from '@/lib/toast';
import { useOpenPositions } from '../api/positions';
import { useRefer } from '../api/referrals';

interface ReferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  positionId?: string | undefined;
}

/** Anyone refers someone for an open position; afterwards they follow its stage, nothing more. */
export function ReferDialog({ open, onOpenChange, positionId }: ReferDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refer a candidate"
      description="Recruiting takes it from here. You will see which stage your referral is in."
    >
      {open ? <ReferForm positionId={positionId} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function ReferForm({ positionId, onDone }: { positionId?: string | undefined; onDone: () => void }) {
  const positions = useOpenPositions();
  const refer = useRefer();
  const api = useApiForm({
    schema: referralCreateSchema,
    defaultValues: { position_id: positionId ?? '', first_name: '', last_name: '', email: '', phone: '', note: '' },
    toInput: (values): ReferralCreate => ({
      position_id: values.position_id,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: blankToNull(values.phone),
      note: blankToNull(values.note),
    }),
    submit: (input) => refer.mutateAsync(input),
    errorMessage: 'Could not send the referral.',
    onSuccess: () => {
      toast.success('Referral sent');
      onDone();
    },
  });
  const options = (positions.data?.items ?? []).map((position) => ({ value: position.id, label: position.title }));
  return (
    <Form api={api}>
      <SelectField name="position_id" label="Position" options={options} placeholder="Choose a position" required />
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField name="first_name" label="First name" required />
        <TextField name="last_name" label="Last name" required />
        <TextField name="email" label="Email" type="email" required />
        <TextField name="phone" label="Phone" type="tel" />
      </div>
      <TextareaField name="note" label="Why they would be a good fit" />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Sending…">
        Send referral
      </CancelSubmitActions>
    </Form>
  );
}
