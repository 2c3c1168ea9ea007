import { AVAILABILITY_STATUSES, ROLES, type Consultant, type ConsultantUpdate } from '@praxis/shared';
import { DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { blanksToNull, textValuesOf } from '@/components/form/values';
import { useCan } from '@/lib/permissions';
import { ROLE_LABELS } from '@/lib/roles';
import { useJobTitles } from '../api/list-job-titles';
import { AVAILABILITY_LABELS } from '../lib/labels';

/** The fields the form edits as text and the API takes as text or null: a blank one is cleared. */
const OPTIONAL_TEXT_FIELDS = [
  'phone',
  'location',
  'time_zone',
  'start_date',
  'job_title_id',
  'linkedin_url',
  'photo_url',
  'bio',
] as const;

/** The form's values for the 14 fields (docs/product.md §5). */
export function consultantValuesOf(consultant?: Consultant) {
  return {
    first_name: consultant?.first_name ?? '',
    last_name: consultant?.last_name ?? '',
    email: consultant?.email ?? '',
    ...textValuesOf(consultant, OPTIONAL_TEXT_FIELDS),
    availability_status: consultant?.availability_status ?? 'available',
    hourly_rate: consultant?.hourly_rate ?? (null as number | null),
    role: consultant?.role ?? 'employee',
  };
}

export type ConsultantValues = ReturnType<typeof consultantValuesOf>;

/**
 * Which fields the signed-in user may write. docs/product.md §10: job title, hourly rate and role are set by
 * consultants.manage (admins), never by the owner.
 */
export function useConsultantFieldAccess() {
  const canManage = useCan('consultants.manage');
  const canAssignRoles = useCan('roles.assign') && canManage;
  const canSeeRates = useCan('finance.view') && canManage;
  const allowed = new Set<keyof ConsultantUpdate>([
    'first_name',
    'last_name',
    'email',
    'phone',
    'location',
    'time_zone',
    'availability_status',
    'start_date',
    ...(canManage ? (['job_title_id'] as const) : []),
    'linkedin_url',
    'bio',
    ...(canSeeRates ? (['hourly_rate'] as const) : []),
    ...(canAssignRoles ? (['role'] as const) : []),
  ]);
  return { allowed, canManage, canAssignRoles, canSeeRates };
}

/** The API payload: typed values, only the allowed fields that differ from `initial` (all filled ones when creating). */
export function consultantPayloadOf(
  values: ConsultantValues,
  initial: ConsultantValues,
  allowed: Set<keyof ConsultantUpdate>,
): ConsultantUpdate {
  const typed: ConsultantUpdate = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    ...blanksToNull(values, OPTIONAL_TEXT_FIELDS),
    availability_status: values.availability_status,
    hourly_rate: values.hourly_rate,
    role: values.role,
  };
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(typed) as [keyof ConsultantUpdate, unknown][]) {
    if (allowed.has(key) && values[key] !== initial[key]) payload[key] = value;
  }
  return payload as ConsultantUpdate;
}

const AVAILABILITY_OPTIONS = AVAILABILITY_STATUSES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }));
const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** The consultant's own fields (inside a `<Form>`): the profile's Edit dialog and /consultants/new. */
export function ConsultantFields() {
  const jobTitles = useJobTitles();
  const { canManage, canAssignRoles, canSeeRates } = useConsultantFieldAccess();
  const jobTitleOptions = (jobTitles.data ?? []).map((title) => ({ value: title.id, label: title.title }));
  return (
    <>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField name="first_name" label="First name" required autoComplete="given-name" />
        <TextField name="last_name" label="Last name" required autoComplete="family-name" />
        <TextField name="email" label="Email" required type="email" autoComplete="email" />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
        <TextField name="location" label="Location" placeholder="Lisbon" />
        <TextField name="time_zone" label="Time zone" placeholder="Europe/Lisbon" />
        <SelectField name="availability_status" label="Availability" options={AVAILABILITY_OPTIONS} />
        {canManage ? (
          <SelectField name="job_title_id" label="Job title" placeholder="No job title" options={jobTitleOptions} />
        ) : null}
        <DateField name="start_date" label="Start date" />
        <TextField name="linkedin_url" label="LinkedIn URL" type="url" placeholder="https://www.linkedin.com/in/…" />
        {canSeeRates ? <NumberField name="hourly_rate" label="Hourly rate" min={0} step="0.01" /> : null}
        {canAssignRoles ? <SelectField name="role" label="Role" options={ROLE_OPTIONS} /> : null}
      </div>
      <TextareaField name="bio" label="Bio" rows={4} maxLength={5000} />
    </>
  );
}
