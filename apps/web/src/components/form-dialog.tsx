import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The sentence under the title: what the form is for or what follows from it. */
  description?: ReactNode;
  /** The button that opens it; without one the caller opens it with `open`. */
  trigger?: ReactElement;
  /** The content's width and scrolling ("sm:max-w-2xl"). */
  className?: string;
  /** The form (or question) under the header. */
  children: ReactNode;
}

/** A dialog with a title, an optional description and a form under them. */
export function FormDialog({ open, onOpenChange, title, description, trigger, className, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description === undefined ? null : <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
