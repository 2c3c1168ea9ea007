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

/** A delete button that asks first, naming the thing and what goes with it (UX.md "Forms"). */
export function ConfirmDelete({
  what,
  consequence,
  onConfirm,
  disabled,
  withText = false,
}: {
  what: string;
  consequence: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** A labelled button ("Delete folder") instead of an icon. */
  withText?: boolean;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant={withText ? 'outline' : 'ghost'}
          size={withText ? 'sm' : 'icon'}
          aria-label={`Delete ${what}`}
          disabled={disabled}
        >
          <Trash2 aria-hidden />
          {withText ? 'Delete folder' : null}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {what}?</AlertDialogTitle>
          <AlertDialogDescription>{consequence}</AlertDialogDescription>
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
