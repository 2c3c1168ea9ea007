import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { consultantUpdateSchema, type Consultant } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUpdateConsultant } from '../api/update-consultant';
import { ConsultantFields, consultantPayloadOf, consultantValuesOf, useConsultantFieldAccess } from './consultant-form';

/** Edit the consultant's own fields: only changed fields are sent, with the version read (409 if stale). */
export function EditProfileDialog({ consultant }: { consultant: Consultant }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Edit profile"
      description="Fields marked * are required."
      className="sm:max-w-2xl"
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit profile
        </Button>
      }
    >
      {open ? <EditProfileForm key={consultant.version} consultant={consultant} onDone={() => setOpen(false)} /> : null}
    </FormDialog>
  );
}

function EditProfileForm({ consultant, onDone }: { consultant: Consultant; onDone: () => void }) {
  const update = useUpdateConsultant();
  const { allowed } = useConsultantFieldAccess();
  const initial = consultantValuesOf(consultant);
  const api = useApiForm({
    schema: consultantUpdateSchema,
    defaultValues: initial,
    toInput: (values) => consultantPayloadOf(values, initial, allowed),
    // Nothing changed: nothing to send.
    submit: async (patch) =>
      Object.keys(patch).length > 0 &&
      update.mutateAsync({ id: consultant.id, version: consultant.version, patch }).then(() => true),
    errorMessage: 'Could not save the profile.',
    onSuccess: (isSaved) => {
      if (isSaved) toast.success('Profile saved');
      onDone();
    },
  });

  return (
    <Form api={api}>
      <ConsultantFields />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving…">
        Save changes
      </CancelSubmitActions>
    </Form>
  );
}
