import { Link2 } from 'lucide-react';
import { goldenLinkInputSchema } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { TextareaField, TextField } from '@/components/form/fields';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { useAddLink } from '../api/mutations';

export function AddLinkDialog({ folderId, folderName }: { folderId: string; folderName: string }) {
  return (
    <FormDialog
      title="Add a link"
      description={`A web page worth keeping in ${folderName}.`}
      trigger={
        <Button variant="outline" size="sm">
          <Link2 aria-hidden />
          Add link
        </Button>
      }
    >
      {(close) => <LinkForm folderId={folderId} onDone={close} />}
    </FormDialog>
  );
}

function LinkForm({ folderId, onDone }: { folderId: string; onDone: () => void }) {
  const add = useAddLink(folderId);
  const api = useApiForm({
    schema: goldenLinkInputSchema,
    defaultValues: { name: '', url: '', description: '' },
    toInput: (values) => ({ ...values, description: values.description.trim() || null }),
    submit: add.mutateAsync,
    successMessage: 'Link added',
    onSuccess: onDone,
    guard: false,
  });
  return (
    <Form api={api}>
      <TextField name="name" label="Name" required />
      <TextField name="url" label="URL" type="url" required placeholder="https://" />
      <TextareaField name="description" label="Description" rows={3} />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Adding...">
        Add link
      </CancelSubmitActions>
    </Form>
  );
}
