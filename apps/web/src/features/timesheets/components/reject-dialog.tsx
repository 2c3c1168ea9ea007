import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface RejectDialogProps {
  count: number;
  onCancel: () => void;
  onReject: (reason: string) => void;
  isPending: boolean;
}

/** Rejecting needs a reason; the person sees it on top of their week. */
export function RejectDialog({ count, onCancel, onReject, isPending }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={count === 1 ? 'Reject this week?' : `Reject ${count} weeks?`}
      description="The week reopens for editing with your reason shown on top."
    >
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) setError('Say why the week is rejected.');
          else onReject(reason.trim());
        }}
      >
        <Label htmlFor="reject-reason">Reason (required)</Label>
        <Textarea
          id="reject-reason"
          value={reason}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reject-reason-error' : undefined}
          onChange={(event) => setReason(event.target.value)}
          autoFocus
        />
        {error ? (
          <p id="reject-reason-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={isPending}>
            {isPending ? 'Rejecting…' : 'Reject'}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
