import { useState } from 'react';
import { UserMinus, UserCheck } from 'lucide-react';
import { consultantArchiveSchema, type Consultant } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/fields';
import { useApiForm } from '@/components/form/use-api-form';
import { Button } from '@/components/ui/button';
import { formatDate, today } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useArchiveConsultant, useRestoreConsultant } from '../api/archive-consultant';
import { fullName } from '../lib/labels';

/*
 * Leavers (docs/product.md §11.3), for those who manage consultants: archive with the last day — the person leaves the
 * directory, pickers and staffing, and their account is deactivated — or, once archived, restore.
 */

/** An archived consultant's profile says so, with Restore. */
export function RestoreBanner({ consultant, canRestore }: { consultant: Consultant; canRestore: boolean }) {
  const restore = useRestoreConsultant();
  return (
    <section
      aria-label="Left the firm"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>
        Left the firm on {formatDate(consultant.left_on ?? '')}. Archived: not in the directory, pickers or staffing,
        and their account is deactivated.
      </p>
      {canRestore ? (
        <Button
          variant="outline"
          disabled={restore.isPending}
          onClick={() =>
            // The promise, not mutate's callbacks: the banner unmounts as soon as the profile reloads restored,
            // which can be before the refresh settles, and mutate's callbacks die with it.
            restore
              .mutateAsync(consultant)
              .then(() => toast.success(`${fullName(consultant)} is back in the directory`))
              .catch((error: Error) => toast.error(error.message))
          }
        >
          <UserCheck aria-hidden />
          Restore
        </Button>
      ) : null}
    </section>
  );
}

export /** Archive (left the firm): asks for the last day and says what follows. */
function ArchiveDialog({ consultant }: { consultant: Consultant }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={`Archive ${fullName(consultant)}?`}
      description="They leave the directory, every picker and the staffing board, and their account is deactivated (signed out everywhere). Their past engagements, timesheets and history keep their name. You can restore them."
      trigger={
        <Button variant="outline">
          <UserMinus aria-hidden />
          Archive (left the firm)
        </Button>
      }
    >
      {open ? <ArchiveForm consultant={consultant} onDone={() => setOpen(false)} /> : null}
    </FormDialog>
  );
}

function ArchiveForm({ consultant, onDone }: { consultant: Consultant; onDone: () => void }) {
  const archive = useArchiveConsultant();
  const api = useApiForm({
    schema: consultantArchiveSchema,
    defaultValues: { left_on: today() },
    submit: (input) => archive.mutateAsync({ consultant, input }),
    onSuccess: () => {
      toast.success(`${fullName(consultant)} is archived`);
      onDone();
    },
    guard: false,
  });
  return (
    <Form api={api}>
      <TextField name="left_on" label="Last day" type="date" required />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Archiving..." cancelVariant="ghost">
        Archive
      </CancelSubmitActions>
    </Form>
  );
}
