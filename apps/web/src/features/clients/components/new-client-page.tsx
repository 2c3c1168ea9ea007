import { useNavigate } from 'react-router';
import { clientCreateSchema } from '@praxis/shared';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/lib/toast';
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
    onSuccess: (client) => {
      toast.success('Client created');
      void navigate(`/clients/${client.id}`);
    },
    onError: (failure, form) => {
      // A duplicate name is a 409 whose message names the field.
      if (!/name/i.test(failure.message)) return false;
      form.setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="New Client" description="Add the client's basics. Contacts and engagements come next." />
      <Card>
        <CardContent>
          <Form api={api}>
            <ClientFields />
            <FormActions>
              <Button
                variant="outline"
                onClick={() => {
                  api.allowLeave();
                  void navigate('/clients');
                }}
              >
                Cancel
              </Button>
              <SubmitButton pendingLabel="Creating...">Create client</SubmitButton>
            </FormActions>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
