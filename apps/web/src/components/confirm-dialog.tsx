import type { ReactElement, ReactNode } from 'react';
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

export interface ConfirmDialogProps {
  /** The question ("Delete client Acme?"). */
  title: ReactNode;
  /** What saying yes does: the dialog's sentence. */
  description: ReactNode;
  /** The words on the confirming button. */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  cancelLabel?: string;
  /** A red confirming button (the default) or the plain one. */
  variant?: 'default' | 'destructive';
  /** Disables the confirming button (a request on its way). */
  pending?: boolean;
  /** Stays open after confirming: the caller closes it (or leaves the page) once the server has answered. */
  waitForResult?: boolean;
  /** The button that opens it; without one the caller opens it with `open`. */
  trigger?: ReactElement;
  open?: boolean;
  /** Called when the user dismisses it (Cancel, Escape) — or, without `waitForResult`, after confirming. */
  onClose?: () => void;
  /** Where the focus goes once it has closed (by default back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A yes-or-no question before an action: Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  variant = 'destructive',
  pending = false,
  waitForResult = false,
  trigger,
  open,
  onClose,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onClose?.())}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={variant}
            disabled={pending}
            onClick={(event) => {
              if (waitForResult) event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
