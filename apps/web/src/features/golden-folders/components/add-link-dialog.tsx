import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { goldenLinkInputSchema } from '@praxis/shared';
import { Form, FormActions } from '@/components/form/form';
import { TextareaField, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add a link</DialogTitle>
            <DialogDescription>A web page worth keeping in {folderName}.</DialogDescription>
          </DialogHeader>
          {open ? <LinkForm folderId={folderId} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
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
      <FormActions>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Adding...">Add link</SubmitButton>
      </FormActions>
    </Form>
  );
}
