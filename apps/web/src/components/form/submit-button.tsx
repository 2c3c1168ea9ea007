import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** The label while the request is in flight ("Creating..."). */
  pendingLabel?: ReactNode;
};

/**
 * The form's submit button: disabled with a spinner while the form is being sent, so a second click sends nothing
 * (useApiForm also refuses a second submit while one is in flight).
 */
export function SubmitButton({ children, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <Button {...props} type="submit" disabled={disabled || isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? <Spinner /> : null}
      {isSubmitting ? (pendingLabel ?? children) : children}
    </Button>
  );
}
