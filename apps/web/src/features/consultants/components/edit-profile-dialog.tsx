import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { consultantUpdateSchema, type Consultant } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateConsultant } from '../api/update-consultant';
import { validate } from '../lib/form';
import { ConsultantForm, valuesOf } from './consultant-form';

/** Edit the consultant's own fields: only changed fields are sent, with the version read (409 if stale). */
export function EditProfileDialog({ consultant }: { consultant: Consultant }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateConsultant();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit profile
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit profile</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <ConsultantForm
          key={consultant.version}
          initial={valuesOf(consultant)}
          validate={(payload) => validate(consultantUpdateSchema, payload).errors}
          submitLabel="Save changes"
          pendingLabel="Saving…"
          onCancel={() => setOpen(false)}
          onSubmit={async (patch) => {
            if (Object.keys(patch).length === 0) {
              setOpen(false);
              return;
            }
            try {
              await update.mutateAsync({ id: consultant.id, version: consultant.version, patch });
              toast.success('Profile saved');
              setOpen(false);
            } catch (error) {
              if (error instanceof Error && !('details' in error && error.details)) toast.error(error.message);
              throw error;
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
