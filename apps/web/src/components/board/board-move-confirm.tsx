import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** What the board asks before a consequential move (into Done or Rejected, say). */
export interface MoveQuestion {
  title: string;
  description: string;
  confirmLabel: string;
}

interface BoardMoveConfirmProps {
  question: MoveQuestion | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a move: Cancel (or Escape) leaves the card where it was. */
export function BoardMoveConfirm({ question, onConfirm, onCancel }: BoardMoveConfirmProps) {
  return (
    <AlertDialog open={question !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{question?.title}</AlertDialogTitle>
          <AlertDialogDescription>{question?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{question?.confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
