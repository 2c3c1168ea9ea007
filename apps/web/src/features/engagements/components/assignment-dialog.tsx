import { useEffect, useId, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import {
  assignmentCheckSchema,
  assignmentCreateSchema,
  assignmentUpdateSchema,
  type Assignment,
  type AssignmentCheck,
  type CapacityWarning,
  type Engagement,
} from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddAssignment } from '../api/add-assignment';
import { checkAssignment } from '../api/check-assignment';
import { useConsultantOptions } from '../api/list-consultant-options';
import { useEngagementRoles } from '../api/list-engagement-roles';
import { useUpdateAssignment } from '../api/update-assignment';
import { numberOrNull, validate } from '../lib/form';
import { Field, invalidProps } from './field';

interface AssignmentDialogProps {
  engagement: Engagement;
  /** The assignment to edit; absent to add a team member. */
  assignment?: Assignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Draft {
  consultant_id: string;
  engagement_role_id: string;
  start_date: string;
  end_date: string;
  hours_allocated: string;
}

const CHECK_DEBOUNCE_MS = 400;

export function AssignmentDialog({ engagement, assignment, open, onOpenChange }: AssignmentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {assignment ? `Edit ${assignment.consultant.name}'s assignment` : 'Add team member'}
          </DialogTitle>
          <DialogDescription>
            Dates must fall within the engagement. Praxis warns when someone would go over 40 h a week.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <AssignmentForm engagement={engagement} assignment={assignment} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignmentForm({
  engagement,
  assignment,
  onDone,
}: {
  engagement: Engagement;
  assignment?: Assignment | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const roles = useEngagementRoles();
  const consultants = useConsultantOptions();
  const add = useAddAssignment();
  const update = useUpdateAssignment();
  const [draft, setDraft] = useState<Draft>({
    consultant_id: assignment?.consultant_id ?? '',
    engagement_role_id: assignment?.engagement_role_id ?? '',
    start_date: assignment?.start_date ?? engagement.start_date ?? '',
    end_date: assignment?.end_date ?? engagement.end_date ?? '',
    hours_allocated: assignment?.hours_allocated?.toString() ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isPending = add.isPending || update.isPending;
  const fid = (name: keyof Draft) => `${id}-${name}`;
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  // Capacity is checked on the server as the user types, so the warning shows before saving. Warnings belong to
  // the input they were computed for; a changed input shows none until its own check answers.
  const checkInput = validate(assignmentCheckSchema, {
    consultant_id: draft.consultant_id,
    assignment_id: assignment?.id ?? null,
    start_date: draft.start_date,
    end_date: draft.end_date,
    hours_allocated: numberOrNull(draft.hours_allocated),
  }).data;
  const checkKey = checkInput ? JSON.stringify(checkInput) : null;
  const [checked, setChecked] = useState<{ key: string; warnings: CapacityWarning[] } | null>(null);
  const warnings = checked && checked.key === checkKey ? checked.warnings : [];
  useEffect(() => {
    if (!checkKey) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      checkAssignment({ engagementId: engagement.id, input: JSON.parse(checkKey) as AssignmentCheck }).then(
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
  }, [checkKey, engagement.id]);

  const onError = (error: Error) => {
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length) setErrors(fields);
    else toast.error(error.message || 'Could not save the assignment.');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const common = {
      engagement_role_id: draft.engagement_role_id || null,
      start_date: draft.start_date,
      end_date: draft.end_date,
      hours_allocated: numberOrNull(draft.hours_allocated),
    };
    if (assignment) {
      const { data, errors: found } = validate(assignmentUpdateSchema, common);
      setErrors(found);
      if (!data) return;
      update.mutate(
        { engagementId: engagement.id, assignmentId: assignment.id, version: assignment.version, patch: data },
        {
          onSuccess: () => {
            toast.success('Assignment saved');
            onDone();
          },
          onError,
        },
      );
      return;
    }
    const { data, errors: found } = validate(assignmentCreateSchema, { consultant_id: draft.consultant_id, ...common });
    setErrors(found);
    if (!data) return;
    add.mutate(
      { engagementId: engagement.id, input: data },
      {
        onSuccess: (result) => {
          toast.success(`${result.assignment.consultant.name} added to the team`);
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {assignment ? null : (
        <Field id={fid('consultant_id')} label="Consultant" required error={errors.consultant_id}>
          <NativeSelect
            {...invalidProps(fid('consultant_id'), errors.consultant_id)}
            value={draft.consultant_id}
            onChange={(event) => set('consultant_id')(event.target.value)}
          >
            <option value="">{consultants.isPending ? 'Loading consultants…' : 'Choose a consultant'}</option>
            {(consultants.data ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
                {person.job_title ? ` · ${person.job_title}` : ''}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field id={fid('engagement_role_id')} label="Engagement role" error={errors.engagement_role_id}>
        <NativeSelect
          {...invalidProps(fid('engagement_role_id'), errors.engagement_role_id)}
          value={draft.engagement_role_id}
          onChange={(event) => set('engagement_role_id')(event.target.value)}
        >
          <option value="">Team member (no named role)</option>
          {(roles.data ?? []).map((role) => (
            <option key={role.id} value={role.id}>
              {role.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fid('start_date')} label="Start date" required error={errors.start_date}>
          <Input
            {...invalidProps(fid('start_date'), errors.start_date)}
            type="date"
            min={engagement.start_date ?? undefined}
            max={engagement.end_date ?? undefined}
            value={draft.start_date}
            onChange={(event) => set('start_date')(event.target.value)}
          />
        </Field>
        <Field id={fid('end_date')} label="End date" required error={errors.end_date}>
          <Input
            {...invalidProps(fid('end_date'), errors.end_date)}
            type="date"
            min={engagement.start_date ?? undefined}
            max={engagement.end_date ?? undefined}
            value={draft.end_date}
            onChange={(event) => set('end_date')(event.target.value)}
          />
        </Field>
      </div>
      <Field
        id={fid('hours_allocated')}
        label="Hours allocated"
        required
        error={errors.hours_allocated}
        help="Total hours for the whole assignment."
      >
        <Input
          {...invalidProps(fid('hours_allocated'), errors.hours_allocated)}
          type="number"
          min={0}
          step="0.5"
          inputMode="decimal"
          value={draft.hours_allocated}
          onChange={(event) => set('hours_allocated')(event.target.value)}
        />
      </Field>
      <div role="status" aria-live="polite">
        {warnings.map((warning) => (
          <div
            key={warning.consultant_id}
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-medium">Over capacity. </span>
              {warning.message}
            </p>
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending
            ? 'Saving...'
            : assignment
              ? warnings.length
                ? 'Save anyway'
                : 'Save assignment'
              : warnings.length
                ? 'Assign anyway'
                : 'Assign'}
        </Button>
      </div>
    </form>
  );
}
