import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface ConfirmDeleteProps {
  what: string;
  onConfirm: () => void;
  /** Why it cannot be deleted (in use); the button is then disabled and says so. */
  blockedReason?: string | undefined;
}

/** Delete with a confirmation naming the entry (UX.md "Forms"). */
export function ConfirmDelete({ what, onConfirm, blockedReason }: ConfirmDeleteProps) {
  if (blockedReason) {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${what} (${blockedReason})`}
        title={blockedReason}
        disabled
      >
        <Trash2 aria-hidden />
      </Button>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${what}`}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {what}?</AlertDialogTitle>
          <AlertDialogDescription>It will no longer be offered anywhere in Praxis.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
