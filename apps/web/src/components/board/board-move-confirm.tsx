import { ConfirmDialog } from '@/components/confirm-dialog';

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
    <ConfirmDialog
      open={question !== null}
      onClose={onCancel}
      title={question?.title}
      description={question?.description}
      confirmLabel={question?.confirmLabel}
      onConfirm={onConfirm}
      variant="default"
    />
  );
}
