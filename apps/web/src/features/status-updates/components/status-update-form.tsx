import { useRef } from 'react';
import { statusUpdateCreateSchema, TEMPERATURE_LABELS, TEMPERATURES, type StatusUpdatePrefill } from '@praxis/shared';
import { Form, FormActions } from '@/components/form/form';
import { SelectField, TextareaField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useSaveStatusUpdate } from '../api/save-status-update';
import { inputOf, valuesOf } from '../lib/form-values';
import { RecipientsFieldset } from './recipients-fieldset';
import { RisksFieldset } from './risks-fieldset';

const STATUS_OPTIONS = TEMPERATURES.map((value) => ({ value, label: TEMPERATURE_LABELS[value] }));

/**
 * This week's update, prefilled from the data; "Save draft" keeps it, "Send" records it and notifies the team. The
 * week has one update: once sent, the form edits it (the changes are kept in its history, nobody is notified again).
 */
export function StatusUpdateForm({ engagementId, prefill }: { engagementId: string; prefill: StatusUpdatePrefill }) {
  const save = useSaveStatusUpdate();
  const sendIt = useRef(true);
  const { existing } = prefill;
  const isSent = existing?.state === 'sent';
  const api = useApiForm({
    schema: statusUpdateCreateSchema,
    defaultValues: valuesOf(prefill),
    toInput: inputOf(engagementId, prefill.week_start),
    submit: (input) => save.mutateAsync({ input, send: sendIt.current, existing }),
    errorMessage: 'Could not save the status update.',
    onSuccess: (update) =>
      toast.success(isSent ? 'Status update changed' : update.state === 'sent' ? 'Status update sent' : 'Draft saved'),
  });
  return (
    <Form api={api} aria-label="Write this week's status update">
      {isSent && existing.sent_at ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          Sent {formatDateTime(existing.sent_at)}. Changes are kept in its history and set the engagement&apos;s
          temperature; nobody is notified again.
        </p>
      ) : null}
      <SelectField name="overall_status" label="Overall status" options={STATUS_OPTIONS} required />
      <TextareaField name="summary" label="Summary" rows={3} />
      <TextareaField name="accomplishments" label="Accomplishments" rows={4} />
      <TextareaField name="next_steps" label="Next steps" rows={3} />
      <RisksFieldset team={prefill.team} />
      <RecipientsFieldset name="recipient_consultant_ids" legend="Team recipients" people={prefill.team} />
      <RecipientsFieldset name="recipient_contact_ids" legend="Client recipients" people={prefill.contacts} />
      <FormActions>
        {isSent ? (
          <SubmitButton pendingLabel="Saving...">Save changes</SubmitButton>
        ) : (
          <>
            <Button
              type="submit"
              variant="outline"
              onClick={() => {
                sendIt.current = false;
              }}
            >
              Save draft
            </Button>
            <SubmitButton
              pendingLabel="Sending..."
              onClick={() => {
                sendIt.current = true;
              }}
            >
              Send update
            </SubmitButton>
          </>
        )}
      </FormActions>
    </Form>
  );
}
