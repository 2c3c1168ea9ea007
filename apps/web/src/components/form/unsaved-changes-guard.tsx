import { useEffect } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog open={blocker.state === 'blocked'} onOpenChange={(open) => (open ? null : blocker.reset?.())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
          <AlertDialogDescription>
            Your changes on this form have not been saved and will be lost.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay on this page</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
