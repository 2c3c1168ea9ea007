import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { engagementUpdateSchema, type Engagement } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fieldErrorsOf } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUpdateEngagement } from '../api/update-engagement';
import { validate } from '../lib/form';
import { draftOf, EngagementForm, inputOf, type EngagementDraft } from './engagement-form';

/** Edit the engagement's details in a dialog (engagements.update), sending the version the user saw. */
export function EditEngagementButton({ engagement }: { engagement: Engagement }) {
  const canUpdate = useCan('engagements.update');
  const canSeeMoney = useCan('finance.view');
  const update = useUpdateEngagement();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!canUpdate) return null;
  const check = (draft: EngagementDraft) => validate(engagementUpdateSchema, inputOf(draft, canSeeMoney)).errors;

  const submit = (draft: EngagementDraft) => {
    const { data } = validate(engagementUpdateSchema, inputOf(draft, canSeeMoney));
    if (!data) return;
    update.mutate(
      { id: engagement.id, version: engagement.version, patch: data },
      {
        onSuccess: () => {
          toast.success('Engagement saved');
          setOpen(false);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) setErrors(fields);
          else toast.error(error.message || 'Could not save the engagement.');
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <Button onClick={() => setOpen(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {engagement.name}</DialogTitle>
          <DialogDescription>Changes to status and temperature are recorded in the audit log.</DialogDescription>
        </DialogHeader>
        <EngagementForm
          key={engagement.version}
          initial={draftOf(engagement)}
          submitLabel="Save changes"
          pendingLabel="Saving..."
          isPending={update.isPending}
          errors={errors}
          onValidate={check}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
