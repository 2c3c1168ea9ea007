import { Check, X } from 'lucide-react';
import { jobTitleInputSchema, type JobTitle } from '@praxis/shared';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRenameJobTitle } from '../api/rename-job-title';
import { showFailureOn } from '../lib/errors';

/** Rename a job title in its row; Escape or the cross cancels. */
export function RenameJobTitleForm({ jobTitle, onDone }: { jobTitle: JobTitle; onDone: () => void }) {
  const rename = useRenameJobTitle();
  const api = useApiForm({
    schema: jobTitleInputSchema,
    defaultValues: { title: jobTitle.title },
    submit: ({ title }) => rename.mutateAsync({ id: jobTitle.id, title }),
    onSuccess: () => {
      toast.success('Job title renamed');
      onDone();
    },
    onError: showFailureOn('title'),
    guard: false,
  });
  return (
    <Form api={api} className="flex-row items-start gap-1">
      <TextField
        name="title"
        label={`New name for ${jobTitle.title}`}
        isLabelHidden
        autoFocus
        className="flex-1"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <SubmitButton variant="ghost" size="icon" aria-label="Save title">
        <Check aria-hidden />
      </SubmitButton>
      <Button variant="ghost" size="icon" aria-label="Cancel renaming" onClick={onDone}>
        <X aria-hidden />
      </Button>
    </Form>
  );
}
