import {
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  webhookCreateSchema,
  webhookUpdateSchema,
  type Webhook,
  type WebhookWithSecret,
} from '@praxis/shared';
import type { ReactElement } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { SelectField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { webhookInputOf, webhookValuesOf } from '../lib/webhook-values';
import { EventTypesField } from './event-types-field';

const FORMAT_OPTIONS = WEBHOOK_FORMATS.map((value) => ({ value, label: WEBHOOK_FORMAT_LABELS[value] }));

interface WebhookDialogProps {
  /** The endpoint to edit; without one the dialog registers a new endpoint. */
  webhook?: Webhook;
  trigger: ReactElement;
  /** A new endpoint's secret, for the caller to show once. */
  onCreated?: (created: WebhookWithSecret) => void;
}

/** Registers or edits an endpoint (webhooks.manage); an edit is saved with If-Match of the version it was filled from. */
export function WebhookDialog({ webhook, trigger, onCreated }: WebhookDialogProps) {
  return (
    <FormDialog
      title={webhook ? `Edit ${webhook.name}` : 'New Webhook'}
      description="Praxis posts the chosen events to this https:// address, signed with the endpoint's secret."
      trigger={trigger}
      className="sm:max-w-2xl"
    >
      {(close) => <WebhookForm webhook={webhook} onDone={close} onCreated={onCreated} />}
    </FormDialog>
  );
}

function WebhookForm({
  webhook,
  onDone,
  onCreated,
}: {
  webhook: Webhook | undefined;
  onDone: () => void;
  onCreated: ((created: WebhookWithSecret) => void) | undefined;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const api = useApiForm({
    schema: webhook ? webhookUpdateSchema : webhookCreateSchema,
    defaultValues: webhookValuesOf(webhook),
    toInput: webhookInputOf,
    submit: (input) =>
      webhook ? update.mutateAsync({ webhook, input }) : create.mutateAsync(webhookCreateSchema.parse(input)),
    errorMessage: webhook ? 'Could not save the webhook.' : 'Could not create the webhook.',
    successMessage: webhook ? 'Webhook saved' : 'Webhook created',
    onSuccess: (result) => {
      onDone();
      if (!webhook) onCreated?.(result as WebhookWithSecret);
    },
  });
  return (
    <Form api={api}>
      <TextField name="name" label="Name" required maxLength={100} />
      <TextField
        name="url"
        label="URL"
        required
        type="url"
        inputMode="url"
        placeholder="https://example.com/praxis-events"
        description="An https:// address on the internet; private and local networks are refused."
      />
      <SelectField
        name="format"
        label="Format"
        options={FORMAT_OPTIONS}
        description="Slack / Teams posts a readable message to an incoming-webhook URL."
      />
      <EventTypesField />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving...">
        {webhook ? 'Save webhook' : 'Create webhook'}
      </CancelSubmitActions>
    </Form>
  );
}
