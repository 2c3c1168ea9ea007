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
