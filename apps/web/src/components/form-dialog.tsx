import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

interface FormDialogProps {
  /** Whether it is open, for a caller that opens it itself; without it the dialog keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** The sentence under the title: what the form is for or what follows from it. */
  description?: ReactNode;
  /** The button that opens it; without one the caller opens it with `open`. */
  trigger?: ReactElement;
  /** The content's width and scrolling ("sm:max-w-2xl"). */
  className?: string;
  /** Where the focus goes once it has closed (by default back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * The form (or question) under the header. As a function it is mounted afresh each time the dialog opens (a new
   * form starts from its defaults) and is handed `close`, for the form's Cancel and its success.
   */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A dialog with a title, an optional description and a form under them. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  className,
  onCloseAutoFocus,
  children,
}: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const content = typeof children !== 'function' ? children : isOpen ? children(() => setOpen(false)) : null;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description === undefined ? null : <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {content}
      </DialogContent>
    </Dialog>
  );
}
