import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormActions } from './form';
import { SubmitButton } from './submit-button';

interface CancelSubmitActionsProps {
  /** Closes the form without saving (the dialog's Cancel). */
  onCancel: () => void;
  /** The submit button's label while the form is being sent ("Saving..."). */
  pendingLabel: ReactNode;
  /** The submit button's label ("Save client"). */
  children: ReactNode;
  cancelLabel?: ReactNode;
  cancelVariant?: 'outline' | 'ghost';
}

/** A dialog form's buttons: Cancel, then the submit button. */
export function CancelSubmitActions({
  onCancel,
  pendingLabel,
  children,
  cancelLabel = 'Cancel',
  cancelVariant = 'outline',
}: CancelSubmitActionsProps) {
  return (
    <FormActions>
      <Button variant={cancelVariant} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton pendingLabel={pendingLabel}>{children}</SubmitButton>
    </FormActions>
  );
}
