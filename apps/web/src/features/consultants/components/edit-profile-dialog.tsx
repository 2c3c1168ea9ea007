import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { consultantUpdateSchema, type Consultant } from '@praxis/shared';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateConsultant } from '../api/update-consultant';
import { ConsultantFields, consultantPayloadOf, consultantValuesOf, useConsultantFieldAccess } from './consultant-form';

/** Edit the consultant's own fields: only changed fields are sent, with the version read (409 if stale). */
export function EditProfileDialog({ consultant }: { consultant: Consultant }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit profile
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit profile</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {open ? (
          <EditProfileForm key={consultant.version} consultant={consultant} onDone={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
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
      <FormActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving…">Save changes</SubmitButton>
      </FormActions>
    </Form>
  );
}
