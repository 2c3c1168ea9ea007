import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { clientUpdateSchema, type Client } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { isConflict, useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUpdateClient } from '../api/update-client';
import { clientInputOf, clientValuesOf } from '../lib/client-values';
import { ClientFields } from './client-fields';

const CLIENT_CONFLICT_MESSAGE = 'This client was changed by someone else. Reload and try again.';

/**
 * The Edit client button and its dialog: a client's basics (clients.manage), saved with If-Match of the version the
 * form was filled from.
 */
export function EditClientDialog({ client }: { client: Client }) {
  return (
    <FormDialog
      title="Edit client"
      description={`Change ${client.name}'s basics. Contacts are edited on the page.`}
      className="sm:max-w-2xl"
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit client
        </Button>
      }
    >
      {(close) => <EditClientForm client={client} onDone={close} />}
    </FormDialog>
  );
}

function EditClientForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const update = useUpdateClient();
  // The form keeps the client it was filled from: its version is what the save claims to have read, even if the
  // page refetches the client meanwhile.
  const [source] = useState(client);
  const api = useApiForm({
    schema: clientUpdateSchema,
    defaultValues: clientValuesOf(source),
    toInput: clientInputOf,
    submit: (input) => update.mutateAsync({ client: source, input }),
    errorMessage: 'Could not save the client.',
    successMessage: 'Client saved',
    onSuccess: onDone,
    onError: (failure) => {
      if (!isConflict(failure)) return false;
      // The hook refetches the client; reopening the form starts from what the server has now.
      toast.error(CLIENT_CONFLICT_MESSAGE);
      onDone();
      return true;
    },
  });

  return (
    <Form api={api}>
      <ClientFields />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving...">
        Save client
      </CancelSubmitActions>
    </Form>
  );
}
