import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  AVAILABILITY_STATUSES,
  ROLES,
  type AvailabilityStatus,
  type Consultant,
  type ConsultantUpdate,
  type Role,
} from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { ROLE_LABELS } from '@/lib/roles';
import { useJobTitles } from '../api/list-job-titles';
import { AVAILABILITY_LABELS } from '../lib/labels';

/** The form's text state for the 14 fields (original §5). */
export interface ConsultantFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  location: string;
  time_zone: string;
  availability_status: AvailabilityStatus;
  start_date: string;
  job_title_id: string;
  linkedin_url: string;
  photo_url: string;
  bio: string;
  hourly_rate: string;
  role: Role;
}

export function valuesOf(consultant?: Consultant): ConsultantFormValues {
  return {
    first_name: consultant?.first_name ?? '',
    last_name: consultant?.last_name ?? '',
    email: consultant?.email ?? '',
    phone: consultant?.phone ?? '',
    location: consultant?.location ?? '',
    time_zone: consultant?.time_zone ?? '',
    availability_status: consultant?.availability_status ?? 'available',
    start_date: consultant?.start_date ?? '',
    job_title_id: consultant?.job_title_id ?? '',
    linkedin_url: consultant?.linkedin_url ?? '',
    photo_url: consultant?.photo_url ?? '',
    bio: consultant?.bio ?? '',
    hourly_rate:
      consultant?.hourly_rate === null || consultant?.hourly_rate === undefined ? '' : String(consultant.hourly_rate),
    role: consultant?.role ?? 'employee',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The API payload: typed values, only the fields that differ from `initial` (all filled ones when creating). */
export function payloadOf(
  values: ConsultantFormValues,
  initial: ConsultantFormValues,
  allowed: Set<keyof ConsultantUpdate>,
) {
  const typed: ConsultantUpdate = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone),
    location: orNull(values.location),
    time_zone: orNull(values.time_zone),
    availability_status: values.availability_status,
    start_date: orNull(values.start_date),
    job_title_id: orNull(values.job_title_id),
    linkedin_url: orNull(values.linkedin_url),
    photo_url: orNull(values.photo_url),
    bio: orNull(values.bio),
    hourly_rate: values.hourly_rate.trim() === '' ? null : Number(values.hourly_rate),
    role: values.role,
  };
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(typed) as [keyof ConsultantUpdate, unknown][]) {
    if (allowed.has(key) && values[key] !== initial[key]) payload[key] = value;
  }
  return payload as ConsultantUpdate;
}

interface ConsultantFormProps {
  initial: ConsultantFormValues;
  /** Validates and sends; rejects with the API error for field messages. */
  onSubmit: (payload: ConsultantUpdate) => Promise<unknown>;
  validate: (payload: ConsultantUpdate) => Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  footer?: ReactNode;
  onCancel?: () => void;
}

/** The consultant's own fields: used by the profile's Edit dialog and by /consultants/new. */
export function ConsultantForm({
  initial,
  onSubmit,
  validate,
  submitLabel,
  pendingLabel,
  footer,
  onCancel,
}: ConsultantFormProps) {
  const id = useId();
  const jobTitles = useJobTitles();
  // PRODUCT.md §0: job title, hourly rate and role are set by consultants.manage (admins), never by the owner.
  const canManage = useCan('consultants.manage');
  const canAssignRoles = useCan('roles.assign') && canManage;
  const canSeeRates = useCan('finance.view') && canManage;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
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
    'photo_url',
    'bio',
    ...(canSeeRates ? (['hourly_rate'] as const) : []),
    ...(canAssignRoles ? (['role'] as const) : []),
  ]);

  const setField = <K extends keyof ConsultantFormValues>(key: K, value: ConsultantFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const payload = payloadOf(values, initial, allowed);
    const problems = validate(payload);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      await onSubmit(payload);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setPending(false);
    }
  };

  const text = (key: keyof ConsultantFormValues, label: string, props: Record<string, unknown> = {}) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>
        {label}
        {props.required ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => setField(key, event.target.value as never)}
        {...props}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', 'First name', { required: true, autoComplete: 'given-name' })}
        {text('last_name', 'Last name', { required: true, autoComplete: 'family-name' })}
        {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {text('location', 'Location', { placeholder: 'Lisbon' })}
        {text('time_zone', 'Time zone', { placeholder: 'Europe/Lisbon' })}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-availability`}>Availability</Label>
          <NativeSelect
            id={`${id}-availability`}
            value={values.availability_status}
            onChange={(event) => setField('availability_status', event.target.value as AvailabilityStatus)}
          >
            {AVAILABILITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {AVAILABILITY_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {canManage ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-job-title`}>Job title</Label>
            <NativeSelect
              id={`${id}-job-title`}
              value={values.job_title_id}
              aria-invalid={errors.job_title_id ? true : undefined}
              aria-describedby={errors.job_title_id ? `${id}-job-title-error` : undefined}
              onChange={(event) => setField('job_title_id', event.target.value)}
            >
              <option value="">No job title</option>
              {(jobTitles.data ?? []).map((title) => (
                <option key={title.id} value={title.id}>
                  {title.title}
                </option>
              ))}
            </NativeSelect>
            {errors.job_title_id ? (
              <p id={`${id}-job-title-error`} className="text-sm text-destructive">
                {errors.job_title_id}
              </p>
            ) : null}
          </div>
        ) : null}
        {text('start_date', 'Start date', { type: 'date' })}
        {text('linkedin_url', 'LinkedIn URL', { type: 'url', placeholder: 'https://www.linkedin.com/in/…' })}
        {text('photo_url', 'Photo URL', { type: 'url', placeholder: 'https://… (or upload a photo on the profile)' })}
        {canSeeRates ? text('hourly_rate', 'Hourly rate', { type: 'number', min: 0, step: '0.01' }) : null}
        {canAssignRoles ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-role`}>Role</Label>
            <NativeSelect
              id={`${id}-role`}
              value={values.role}
              onChange={(event) => setField('role', event.target.value as Role)}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-bio`}>Bio</Label>
        <Textarea
          id={`${id}-bio`}
          rows={4}
          maxLength={5000}
          value={values.bio}
          onChange={(event) => setField('bio', event.target.value)}
        />
      </div>
      {errors._ ? <p className="text-sm text-destructive">{errors._}</p> : null}
      {footer}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
