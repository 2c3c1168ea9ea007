import { useEffect, useState } from 'react';
import { assignmentCheckSchema, type AssignmentCheck, type CapacityWarning } from '@praxis/shared';
import { checkAssignment } from '../api/check-assignment';

const CHECK_DEBOUNCE_MS = 400;

/**
 * Capacity is checked on the server as the user types, so the warning shows before saving. Warnings belong to the
 * input they were computed for; a changed input shows none until its own check answers.
 */
export function useCapacityWarnings(engagementId: string, input: unknown): CapacityWarning[] {
  const check = assignmentCheckSchema.safeParse(input);
  const checkKey = check.success ? JSON.stringify(check.data) : null;
  const [checked, setChecked] = useState<{ key: string; warnings: CapacityWarning[] } | null>(null);
  useEffect(() => {
    if (!checkKey) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      checkAssignment({ engagementId, input: JSON.parse(checkKey) as AssignmentCheck }).then(
        (result) => {
          if (isCurrent) setChecked({ key: checkKey, warnings: result.warnings });
        },
        () => undefined,
      );
    }, CHECK_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [checkKey, engagementId]);
  return checked && checked.key === checkKey ? checked.warnings : [];
}
