import { useState } from 'react';
import { Archive, ArchiveRestore } from 'lucide-react';
import { toast } from 'sonner';
import type { Consultant } from '@praxis/shared';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { today } from '@/lib/dates';
import { useArchiveConsultant, useRestoreConsultant } from '../api/archive-consultant';
import { fullName } from '../lib/labels';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** Archive a leaver (issue 12, item 11): asks first, with the day they left, and says what follows. */
export function ArchiveConsultantDialog({ consultant }: { consultant: Consultant }) {
  const [open, setOpen] = useState(false);
  const [leftOn, setLeftOn] = useState(today());
  const archive = useArchiveConsultant();
  const name = fullName(consultant);
  const submit = () =>
    archive.mutate(
      { id: consultant.id, version: consultant.version, leftOn },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(`${name} was archived.`);
        },
        onError: (error) => toast.error(messageOf(error, 'The consultant could not be archived.')),
      },
    );
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <Archive aria-hidden />
          Archive
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Archive {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            They left the firm: they disappear from the directory, pickers and staffing, their account is deactivated
            and signed out. Past engagements and timesheets keep their name. An admin can restore them later.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="left-on">Leaving date</Label>
          <Input id="left-on" type="date" required value={leftOn} onChange={(event) => setLeftOn(event.target.value)} />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={submit} disabled={!leftOn || archive.isPending}>
            Archive
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Restore an archived consultant: listed again, their account re-activated. */
export function RestoreConsultantButton({ consultant }: { consultant: Consultant }) {
  const restore = useRestoreConsultant();
  const name = fullName(consultant);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Restore ${name}`}
      disabled={restore.isPending}
      onClick={() =>
        restore.mutate(
          { id: consultant.id, version: consultant.version },
          {
            onSuccess: () => toast.success(`${name} was restored.`),
            onError: (error) => toast.error(messageOf(error, 'The consultant could not be restored.')),
          },
        )
      }
    >
      <ArchiveRestore aria-hidden />
      Restore
    </Button>
  );
}
