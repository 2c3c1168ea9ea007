import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** A failed profile write: the first field message if the API named one, else its message, as one toast. */
export function toastFailure(prefix: string) {
  return (error: unknown) => {
    const fields = Object.values(fieldErrorsOf(error));
    const reason = fields[0] ?? (error instanceof Error ? error.message : 'Please try again.');
    toast.error(`${prefix} ${reason}`);
  };
}
