import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

export interface ConfirmActionProps {
  /** What is deleted or removed, as the user knows it ("Senior Consultant", "Kick-off kit"). */
  what: string;
  /** What happens beyond it: the dialog's one sentence. */
  consequence: string;
  onConfirm: () => void;
  /** The word on the button and in the question. */
  verb?: 'Delete' | 'Remove';
  disabled?: boolean;
  /** Why it cannot be done (in use): the button is then disabled and says so. */
  blockedReason?: string | undefined;
  /** A labelled outline button ("Delete folder") instead of the trash icon. */
  label?: string;
}

/** A destructive action that asks first, naming the thing and what goes with it (docs/product.md §13 "Forms"). */
export function ConfirmAction({
  what,
  consequence,
  onConfirm,
  verb = 'Delete',
  disabled = false,
  blockedReason,
  label,
}: ConfirmActionProps) {
  const trigger = (
    <Button
      variant={label ? 'outline' : 'ghost'}
      size={label ? 'sm' : 'icon'}
      aria-label={blockedReason ? `${verb} ${what} (${blockedReason})` : `${verb} ${what}`}
      title={blockedReason}
      disabled={disabled || !!blockedReason}
    >
      <Trash2 aria-hidden />
      {label ?? null}
    </Button>
  );
  if (blockedReason) return trigger;
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`${verb} ${what}?`}
      description={consequence}
      confirmLabel={verb}
      onConfirm={onConfirm}
    />
  );
}
