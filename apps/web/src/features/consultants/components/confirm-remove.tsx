import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmAction } from '@/components/confirm-action';
import { toast } from '@/lib/toast';
import { toastFailure } from '../lib/errors';

interface ConfirmRemoveProps<V> {
  /** The entry's name, in the question. */
  what: string;
  /** The success toast ("Skill removed"). */
  removed: string;
  /** The section's delete mutation, and what it takes for this entry. */
  mutation: Pick<UseMutationResult<unknown, Error, V>, 'mutate'>;
  variables: V;
  disabled?: boolean;
}

/** Remove a row of the profile (a skill, a certification…) with a confirmation naming it; the outcome is toasted. */
export function ConfirmRemove<V>({ what, removed, mutation, variables, disabled }: ConfirmRemoveProps<V>) {
  return (
    <ConfirmAction
      what={what}
      disabled={disabled}
      verb="Remove"
      consequence="It disappears from the profile and from directory searches."
      onConfirm={() =>
        mutation.mutate(variables, {
          onSuccess: () => toast.success(removed),
          onError: toastFailure('Could not remove it.'),
        })
      }
    />
  );
}
