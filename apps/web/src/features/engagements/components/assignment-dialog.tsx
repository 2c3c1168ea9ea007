import { FormDialog } from '@/components/form-dialog';
import { ConsultantPicker } from '@/entities/consultant';
import { useController, useWatch } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import {
  assignmentCreateSchema,
  assignmentUpdateSchema,
  type Assignment,
  type AssignmentCreate,
  type AssignmentUpdate,
  type Engagement,
} from '@praxis/shared';
import { Field } from '@/components/form/field';
import { DateField, NumberField, SelectField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { useAddAssignment } from '../api/add-assignment';
import { useEngagementRoles } from '../api/list-engagement-roles';
import { useUpdateAssignment } from '../api/update-assignment';
import { useCapacityWarnings } from '../hooks/use-capacity-warnings';

interface AssignmentDialogProps {
  engagement: Engagement;
  /** The assignment to edit; absent to add a team member. */
  assignment?: Assignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AssignmentDialog({ engagement, assignment, open, onOpenChange }: AssignmentDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={assignment ? `Edit ${assignment.consultant.name}'s assignment` : 'Add team member'}
      description="Dates must fall within the engagement. Praxis warns when someone would go over 40 h a week."
    >
      {(close) => <AssignmentForm engagement={engagement} assignment={assignment} onDone={close} />}
    </FormDialog>
  );
}

/** The dialog's form: what the dialog was opened for, and `onDone` to close it. */
type AssignmentFormProps = Pick<AssignmentDialogProps, 'engagement' | 'assignment'> & { onDone: () => void };

function AssignmentForm({ engagement, assignment, onDone }: AssignmentFormProps) {
  const roles = useEngagementRoles();
  const add = useAddAssignment();
  const update = useUpdateAssignment();
  const api = useApiForm({
    schema: assignment ? assignmentUpdateSchema : assignmentCreateSchema,
    defaultValues: {
      consultant_id: assignment?.consultant_id ?? '',
      engagement_role_id: assignment?.engagement_role_id ?? '',
      start_date: assignment?.start_date ?? engagement.start_date ?? '',
      end_date: assignment?.end_date ?? engagement.end_date ?? '',
      hours_allocated: assignment?.hours_allocated ?? (null as number | null),
    },
    toInput: ({ consultant_id, engagement_role_id, ...dates }) => ({
      ...(assignment ? {} : { consultant_id }),
      engagement_role_id: engagement_role_id || null,
      ...dates,
    }),
    submit: async (input) => {
      if (assignment) {
        const patch = input as AssignmentUpdate;
        await update.mutateAsync({
          engagementId: engagement.id,
          assignmentId: assignment.id,
          version: assignment.version,
          patch,
        });
        return 'Assignment saved';
      }
      const result = await add.mutateAsync({ engagementId: engagement.id, input: input as AssignmentCreate });
      return `${result.assignment.consultant.name} added to the team`;
    },
    errorMessage: 'Could not save the assignment.',
    successMessage: (message) => message,
    onSuccess: onDone,
  });
  const [consultantId, startDate, endDate, hours] = useWatch({
    control: api.form.control,
    name: ['consultant_id', 'start_date', 'end_date', 'hours_allocated'],
  });
  const warnings = useCapacityWarnings(engagement.id, {
    consultant_id: consultantId,
    assignment_id: assignment?.id ?? null,
    start_date: startDate,
    end_date: endDate,
    hours_allocated: hours,
  });
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.title }));
  const dateLimits = { min: engagement.start_date ?? undefined, max: engagement.end_date ?? undefined };

  return (
    <Form api={api}>
      {assignment ? null : <ConsultantField />}
      <SelectField
        name="engagement_role_id"
        label="Engagement role"
        placeholder="Team member (no named role)"
        options={roleOptions}
      />
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <DateField name="start_date" label="Start date" required {...dateLimits} />
        <DateField name="end_date" label="End date" required {...dateLimits} />
      </div>
      <NumberField
        name="hours_allocated"
        label="Hours allocated"
        required
        min={0}
        step="0.5"
        description="Total hours for the whole assignment."
      />
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
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving...">
        {assignment
          ? warnings.length
            ? 'Save anyway'
            : 'Save assignment'
          : warnings.length
            ? 'Assign anyway'
            : 'Assign'}
      </CancelSubmitActions>
    </Form>
  );
}

/** Whom to assign: a server search over every consultant (type to find anyone, not the first page), each shown with
 * job title, availability and top two skills (docs/product.md §11.2). */
function ConsultantField() {
  const { field } = useController({ name: 'consultant_id' });
  return (
    <Field name="consultant_id" label="Consultant" required>
      {(control) => (
        <ConsultantPicker
          id={control.id}
          aria-describedby={control['aria-describedby']}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(id) => field.onChange(id ?? '')}
        />
      )}
    </Field>
  );
}
