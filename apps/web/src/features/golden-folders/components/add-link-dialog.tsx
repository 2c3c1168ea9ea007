import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { goldenLinkInputSchema } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { TextareaField, TextField } from '@/components/form/fields';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAddLink } from '../api/mutations';

export function AddLinkDialog({ folderId, folderName }: { folderId: string; folderName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Link2 aria-hidden />
        Add link
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Add a link"
        description={`A web page worth keeping in ${folderName}.`}
      >
        {open ? <LinkForm folderId={folderId} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function LinkForm({ folderId, onDone }: { folderId: string; onDone: () => void }) {
  const add = useAddLink(folderId);
  const api = useApiForm({
    schema: goldenLinkInputSchema,
    defaultValues: { name: '', url: '', description: '' },
    toInput: (values) => ({ ...values, description: values.description.trim() || null }),
    submit: (input) => add.mutateAsync(input),
    onSuccess: () => {
      toast.success('Link added');
      onDone();
    },
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
