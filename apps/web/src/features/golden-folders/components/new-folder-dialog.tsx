import { useState } from 'react';
import { FolderPlus } from 'lucide-react';
import { ENGAGEMENT_TYPE_LABELS, ENGAGEMENT_TYPES, goldenFolderInputSchema } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCreateFolder } from '../api/mutations';

/** A new top-level kit (with an engagement type or a topic) or a sub-folder of `parentId`. */
export function NewFolderDialog({ parentId = null }: { parentId?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={parentId ? 'outline' : 'default'}
        size={parentId ? 'sm' : 'default'}
        onClick={() => setOpen(true)}
      >
        <FolderPlus aria-hidden />
        {parentId ? 'New Sub-folder' : 'New Folder'}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={parentId ? 'New Sub-folder' : 'New Golden Folder'}
        description="Curated material others can rely on; you become its owner."
      >
        {open ? <FolderForm parentId={parentId} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function FolderForm({ parentId, onDone }: { parentId: string | null; onDone: () => void }) {
  const create = useCreateFolder();
  const api = useApiForm({
    schema: goldenFolderInputSchema,
    defaultValues: { name: '', description: '', engagement_type: '', topic: '' },
    toInput: (values) => ({
      name: values.name,
      description: values.description.trim() || null,
      parent_id: parentId,
      engagement_type: values.engagement_type || null,
      topic: values.topic.trim() || null,
      last_reviewed_on: new Date().toISOString().slice(0, 10),
    }),
    submit: (input) => create.mutateAsync(input),
    onSuccess: () => {
      toast.success('Folder created');
      onDone();
    },
    guard: false,
  });
  return (
    <Form api={api}>
      <TextField name="name" label="Name" required />
      <TextareaField name="description" label="Description" rows={3} />
      {parentId ? null : (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name="engagement_type"
            label="Kit for engagement type"
            placeholder="None (a topic)"
            options={ENGAGEMENT_TYPES.map((value) => ({ value, label: ENGAGEMENT_TYPE_LABELS[value] }))}
          />
          <TextField name="topic" label="Topic" />
        </div>
      )}
      <CancelSubmitActions onCancel={onDone} pendingLabel="Creating...">
        Create folder
      </CancelSubmitActions>
    </Form>
  );
}
