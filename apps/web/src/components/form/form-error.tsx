import { useFormContext, useFormState } from 'react-hook-form';
import { ErrorAlert } from '@/components/error-alert';

/**
 * A refusal that belongs to the whole form rather than one field (sign-in's "Invalid email or password"), set with
 * `form.setError('root.server', { message })`. Cleared by the next submit.
 */
export function FormError() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return <ErrorAlert>{message}</ErrorAlert>;
}
