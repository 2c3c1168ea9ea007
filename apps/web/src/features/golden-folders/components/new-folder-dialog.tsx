import { FolderPlus } from 'lucide-react';
import { ENGAGEMENT_TYPE_LABELS, ENGAGEMENT_TYPES, goldenFolderInputSchema } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { labelledOptions } from '@/components/labelled-options';
import { useCreateFolder } from '../api/mutations';

/** A new top-level kit (with an engagement type or a topic) or a sub-folder of `parentId`. */
export function NewFolderDialog({ parentId = null }: { parentId?: string | null }) {
  return (
    <FormDialog
      title={parentId ? 'New Sub-folder' : 'New Golden Folder'}
      description="Curated material others can rely on; you become its owner."
      trigger={
        <Button variant={parentId ? 'outline' : 'default'} size={parentId ? 'sm' : 'default'}>
          <FolderPlus aria-hidden />
          {parentId ? 'New Sub-folder' : 'New Folder'}
        </Button>
      }
    >
      {(close) => <FolderForm parentId={parentId} onDone={close} />}
    </FormDialog>
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
    submit: create.mutateAsync,
    successMessage: 'Folder created',
    onSuccess: onDone,
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
            options={labelledOptions(ENGAGEMENT_TYPES, ENGAGEMENT_TYPE_LABELS)}
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
