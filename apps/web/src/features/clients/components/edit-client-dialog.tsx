import { useState, type FormEvent } from 'react';
import { clientUpdateSchema, type Client } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fieldErrorsOf, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateClient } from '../api/update-client';
import { clientDraftOf, clientInputOf, useClientDraft } from '../lib/client-draft';
import { validate } from '../lib/form';
import { ClientFields } from './client-fields';

const CLIENT_CONFLICT_MESSAGE = 'This client was changed by someone else. Reload and try again.';

interface EditClientDialogProps {
  client: Client;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit a client's basics (clients.manage), saved with If-Match of the version the form was filled from. */
export function EditClientDialog({ client, open, onOpenChange }: EditClientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit client</DialogTitle>
          <DialogDescription>Change {client.name}&apos;s basics. Contacts are edited on the page.</DialogDescription>
        </DialogHeader>
        {open ? <EditClientForm client={client} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditClientForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const update = useUpdateClient();
  // The form keeps the client it was filled from: its version is what the save claims to have read, even if the
  // page refetches the client meanwhile.
  const [source] = useState(client);
  const form = useClientDraft(clientUpdateSchema, clientDraftOf(source));
  const { setErrors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const { data, errors: found } = validate(clientUpdateSchema, clientInputOf(form.draft));
    setErrors(found);
    if (!data) return;
    update.mutate(
      { client: source, input: data },
      {
        onSuccess: () => {
          toast.success('Client saved');
          onDone();
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          if (Object.keys(fields).length) setErrors(fields);
          else if (isApiError(failure) && failure.status === 409) {
            // The hook refetches the client; reopening the form starts from what the server has now.
            toast.error(CLIENT_CONFLICT_MESSAGE);
            onDone();
          } else toast.error(failure.message || 'Could not save the client.');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ClientFields form={form} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save client'}
        </Button>
      </div>
    </form>
  );
}
