import { useNavigate } from 'react-router';
import { clientCreateSchema } from '@praxis/shared';
import { CreateFormPage } from '@/components/form/create-form-page';
import { useApiForm } from '@/components/form/use-api-form';
import { useCreateClient } from '../api/create-client';
import { EMPTY_CLIENT_VALUES, clientInputOf } from '../lib/client-values';
import { ClientFields } from './client-fields';

/** /clients/new (admin): a client's basics; contacts are added on the client's page. */
export function NewClientPage() {
  const navigate = useNavigate();
  const create = useCreateClient();
  const api = useApiForm({
    schema: clientCreateSchema,
    defaultValues: EMPTY_CLIENT_VALUES,
    toInput: clientInputOf,
    submit: create.mutateAsync,
    errorMessage: 'Could not create the client.',
    successMessage: 'Client created',
    onSuccess: (client) => void navigate(`/clients/${client.id}`),
    onError: (failure, form) => {
      // A duplicate name is a 409 whose message names the field.
      if (!/name/i.test(failure.message)) return false;
      form.setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <CreateFormPage
      title="New Client"
      description="Add the client's basics. Contacts and engagements come next."
      api={api}
      cancelTo="/clients"
      submitLabel="Create client"
    >
      <ClientFields />
    </CreateFormPage>
  );
}
