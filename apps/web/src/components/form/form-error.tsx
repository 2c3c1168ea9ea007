import { CircleAlert } from 'lucide-react';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * A refusal that belongs to the whole form rather than one field (sign-in's "Invalid email or password"), set with
 * `form.setError('root.server', { message })`. Cleared by the next submit.
 */
export function FormError() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
