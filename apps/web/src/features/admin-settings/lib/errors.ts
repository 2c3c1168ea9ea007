import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** A failed settings write as one toast: the API's field message if it named one, else its message. */
export function toastFailure(prefix: string) {
  return (error: unknown) => {
    const fields = Object.values(fieldErrorsOf(error));
    const reason = fields[0] ?? (error instanceof Error ? error.message : 'Please try again.');
    toast.error(`${prefix} ${reason}`);
  };
}

/**
 * For a one-field settings form: any failure (a duplicate is a 409, not a 422) is said under that field, where the
 * user is looking.
 */
export function showFailureOn<TValues extends FieldValues>(field: Path<TValues>) {
  return (error: Error, form: UseFormReturn<TValues, unknown, unknown>) => {
    form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  };
}
