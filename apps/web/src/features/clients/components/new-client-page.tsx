import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { clientCreateSchema } from '@praxis/shared';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateClient } from '../api/create-client';
import { EMPTY_CLIENT_DRAFT, clientInputOf, useClientDraft } from '../lib/client-draft';
import { validate } from '../lib/form';
import { ClientFields } from './client-fields';

/** /clients/new (admin): a client's basics; contacts are added on the client's page. */
export function NewClientPage() {
  const navigate = useNavigate();
  const create = useCreateClient();
  const form = useClientDraft(clientCreateSchema, EMPTY_CLIENT_DRAFT);
  const { setErrors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const { data, errors: found } = validate(clientCreateSchema, clientInputOf(form.draft));
    setErrors(found);
    if (!data) return;
    create.mutate(data, {
      onSuccess: (client) => {
        toast.success('Client created');
        void navigate(`/clients/${client.id}`);
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        if (Object.keys(fields).length) setErrors(fields);
        else if (failure.message && /name/i.test(failure.message)) setErrors({ name: failure.message });
        else toast.error(failure.message || 'Could not create the client.');
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="New Client" description="Add the client's basics. Contacts and engagements come next." />
      <Card>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <ClientFields form={form} />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => void navigate('/clients')}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create client'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
