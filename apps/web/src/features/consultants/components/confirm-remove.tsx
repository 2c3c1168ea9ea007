import { ConfirmAction } from '@/components/confirm-action';

/** Remove a row of the profile (a skill, a certification…) with a confirmation naming it. */
export function ConfirmRemove(props: { what: string; onConfirm: () => void; disabled?: boolean }) {
  return (
    <ConfirmAction {...props} verb="Remove" consequence="It disappears from the profile and from directory searches." />
  );
}
