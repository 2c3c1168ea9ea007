import { useEffect } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ApiForm } from './use-api-form';

/**
 * Asks before unsaved changes are lost: an in-app navigation (React Router's blocker) gets a confirmation dialog,
 * closing or reloading the tab gets the browser's own prompt (beforeunload). Saving or a deliberate Cancel
 * (`allowLeave`) lifts it.
 */
export function UnsavedChangesGuard<TValues extends FieldValues, TOutput>({ api }: { api: ApiForm<TValues, TOutput> }) {
  const { isDirty } = useFormState({ control: api.form.control });
  // Only a form with changes holds a blocker: a router supports one at a time, and a page may show several forms.
  return isDirty ? <DirtyFormGuard isLeaveAllowed={api.isLeaveAllowed} /> : null;
}

function DirtyFormGuard({ isLeaveAllowed }: { isLeaveAllowed: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isLeaveAllowed() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeaveAllowed()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isLeaveAllowed]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description="Your changes on this form have not been saved and will be lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
