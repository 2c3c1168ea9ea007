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
import {
  EngagementFields,
  engagementInputOf,
  engagementValuesOf,
  ManagerEngagementFields,
  managerInputOf,
} from './engagement-form';

/**
 * Edit the engagement in a dialog, sending the version the user saw: admins change every field, its Project Manager
 * or Engagement Manager its status, temperature and description (PRODUCT.md "Engagement managers").
 */
export function EditEngagementButton({ engagement }: { engagement: Engagement }) {
  const [open, setOpen] = useState(false);
  if (!engagement.can_manage) return null;

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
  const isAdmin = useCan('engagements.update');
  const update = useUpdateEngagement();
  const api = useApiForm({
    schema: engagementUpdateSchema,
    defaultValues: engagementValuesOf(engagement),
    toInput: (values) => (isAdmin ? engagementInputOf(values, canSeeMoney) : managerInputOf(values)),
    submit: (patch) => update.mutateAsync({ id: engagement.id, version: engagement.version, patch }),
    errorMessage: 'Could not save the engagement.',
    onSuccess: () => {
      toast.success('Engagement saved');
      onDone();
    },
  });

  return (
    <Form api={api}>
      {isAdmin ? <EngagementFields /> : <ManagerEngagementFields />}
      <FormActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving...">Save changes</SubmitButton>
      </FormActions>
    </Form>
  );
}
