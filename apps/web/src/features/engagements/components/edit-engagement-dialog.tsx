import { Pencil } from 'lucide-react';
import { engagementUpdateSchema, type Engagement } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
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
 * or Engagement Manager its status, temperature and description (docs/product.md §6 "Engagement managers").
 */
export function EditEngagementButton({ engagement }: { engagement: Engagement }) {
  if (!engagement.can_manage) return null;

  return (
    <FormDialog
      title={`Edit ${engagement.name}`}
      description="Changes to status and temperature are recorded in the audit log."
      className="sm:max-w-2xl"
      trigger={
        <Button>
          <Pencil aria-hidden />
          Edit
        </Button>
      }
    >
      {(close) => <EditEngagementForm key={engagement.version} engagement={engagement} onDone={close} />}
    </FormDialog>
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
    successMessage: 'Engagement saved',
    onSuccess: onDone,
  });

  return (
    <Form api={api}>
      {isAdmin ? <EngagementFields /> : <ManagerEngagementFields />}
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving...">
        Save changes
      </CancelSubmitActions>
    </Form>
  );
}
