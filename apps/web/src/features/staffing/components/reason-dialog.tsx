import { useState, type ReactNode } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Closing without a reason is allowed (close); cancel and reject need one. */
  isOptional?: boolean;
  isPending?: boolean;
  onConfirm: (reason: string) => void;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the reason a decision needs (cancel, reject, close, decline, book over capacity). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, description, confirmLabel, isOptional = false, isPending = false } = props;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !isOptional && reason.trim() === '';
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setTouched(false);
        }
        props.onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) props.onConfirm(reason.trim());
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="decision-reason">Reason{isOptional ? ' (optional)' : ''}</Label>
          <Textarea
            id="decision-reason"
            value={reason}
            rows={3}
            aria-invalid={touched && missing ? true : undefined}
            aria-describedby="decision-reason-message"
            onChange={(event) => setReason(event.target.value)}
          />
          <p id="decision-reason-message" className="min-h-5 text-sm text-destructive">
            {touched && missing ? 'Give a reason.' : ''}
          </p>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => props.onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" disabled={isPending}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
