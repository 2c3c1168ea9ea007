import { ConfirmAction } from '@/components/confirm-action';

/** Delete a catalogue entry with a confirmation naming it; disabled, saying why, while it is in use. */
export function ConfirmDelete(props: { what: string; onConfirm: () => void; blockedReason?: string | undefined }) {
  return <ConfirmAction {...props} consequence="It will no longer be offered anywhere in Praxis." />;
}
