import { ConfirmDialog } from '@/components/confirm-dialog';

interface DuplicateRequestDialogProps {
  /** The server's sentence naming the open request (its job title, engagement, dates and requester). */
  message: string | null;
  pending: boolean;
  onFileAnyway: () => void;
  onCancel: () => void;
}

/** Asks before filing a request like an open one: File anyway sends it confirmed, Cancel keeps the form as typed. */
export function DuplicateRequestDialog({ message, pending, onFileAnyway, onCancel }: DuplicateRequestDialogProps) {
  return (
    <ConfirmDialog
      open={message !== null}
      title="A matching request is already open"
      description={message ?? ''}
      confirmLabel="File anyway"
      variant="default"
      pending={pending}
      waitForResult
      onConfirm={onFileAnyway}
      onClose={onCancel}
    />
  );
}
