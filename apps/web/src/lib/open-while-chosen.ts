/**
 * The `open` and `onOpenChange` of a dialog about something the user chose (an agenda item, a demand signal, a
 * request): open while `chosen` is set, and `onClose` (which clears the choice) when the user dismisses it.
 *
 *   <FormDialog {...openWhileChosen(subject, onClose)} title="Capture a decision">
 */
export function openWhileChosen(chosen: unknown, onClose: () => void) {
  return {
    open: chosen !== null && chosen !== undefined,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  };
}
