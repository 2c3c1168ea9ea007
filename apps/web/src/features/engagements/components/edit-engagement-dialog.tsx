import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { engagementUpdateSchema, type Engagement } from '@praxis/shared';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUpdateEngagement } from '../api/update-engagement';
import { EngagementFields, engagementInputOf, engagementValuesOf } from './engagement-form';

/** Edit the engagement's details in a dialog (engagements.update), sending the version the user saw. */
export function EditEngagementButton({ engagement }: { engagement: Engagement }) {
  const canUpdate = useCan('engagements.update');
  const [open, setOpen] = useState(false);
  if (!canUpdate) return null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {engagement.name}</DialogTitle>
          <DialogDescription>Changes to status and temperature are recorded in the audit log.</DialogDescription>
        </DialogHeader>
        {open ? (
          <EditEngagementForm key={engagement.version} engagement={engagement} onDone={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditEngagementForm({ engagement, onDone }: { engagement: Engagement; onDone: () => void }) {
  const canSeeMoney = useCan('finance.view');
  const update = useUpdateEngagement();
  const api = useApiForm({
    schema: engagementUpdateSchema,
    defaultValues: engagementValuesOf(engagement),
    toInput: (values) => engagementInputOf(values, canSeeMoney),
    submit: (patch) => update.mutateAsync({ id: engagement.id, version: engagement.version, patch }),
    errorMessage: 'Could not save the engagement.',
    onSuccess: () => {
      toast.success('Engagement saved');
      onDone();
    },
  });

  return (
    <Form api={api}>
      <EngagementFields />
      <FormActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving...">Save changes</SubmitButton>
      </FormActions>
    </Form>
  );
}
