import {
  BILLING_TYPE_LABELS,
  BILLING_TYPES,
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  TEMPERATURE_LABELS,
  TEMPERATURES,
  type Engagement,
} from '@praxis/shared';
import { DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { blankToNull } from '@/components/form/values';
import { labelledOptions } from '@/components/labelled-options';
import { useCan } from '@/lib/permissions';
import { useClientOptions } from '../api/list-client-options';

export const engagementValuesOf = (engagement?: Engagement, clientId = '') => ({
  name: engagement?.name ?? '',
  client_id: engagement?.client_id ?? clientId,
  status: engagement?.status ?? 'pipeline',
  project_temperature: engagement?.project_temperature ?? 'green',
  start_date: engagement?.start_date ?? '',
  end_date: engagement?.end_date ?? '',
  billing_type: engagement?.billing_type ?? '',
  budget_hours: engagement?.budget_hours ?? null,
  budget_amount: engagement?.budget_amount ?? null,
  currency: engagement?.currency ?? 'USD',
  description: engagement?.description ?? '',
});

export type EngagementValues = ReturnType<typeof engagementValuesOf>;

/** The form's values as the API's input; the budget amount only for those who may see money. */
export const engagementInputOf = (values: EngagementValues, canSeeMoney: boolean) => ({
  name: values.name,
  client_id: values.client_id,
  status: values.status,
  project_temperature: values.project_temperature,
  start_date: values.start_date || null,
  end_date: values.end_date || null,
  billing_type: values.billing_type || null,
  budget_hours: values.budget_hours,
  ...(canSeeMoney ? { budget_amount: values.budget_amount } : {}),
  currency: values.currency.toUpperCase(),
  description: blankToNull(values.description),
});

/** What an engagement's Project Manager or Engagement Manager may change (docs/product.md §6 "Engagement managers"); the rest is admin-only. */
export const managerInputOf = (values: EngagementValues) => ({
  status: values.status,
  project_temperature: values.project_temperature,
  description: blankToNull(values.description),
});

const STATUS_OPTIONS = labelledOptions(ENGAGEMENT_STATUSES, ENGAGEMENT_STATUS_LABELS);
const TEMPERATURE_OPTIONS = labelledOptions(TEMPERATURES, TEMPERATURE_LABELS);
const BILLING_OPTIONS = labelledOptions(BILLING_TYPES, BILLING_TYPE_LABELS);

/** An engagement's fields, for the new page and the edit dialog (inside a `<Form>`). */
export function EngagementFields() {
  const canSeeMoney = useCan('finance.view');
  const clients = useClientOptions();
  const clientOptions = (clients.data ?? []).map((client) => ({ value: client.id, label: client.name }));
  return (
    <>
      <TextField name="name" label="Name" required maxLength={200} />
      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <SelectField
          name="client_id"
          label="Client"
          required
          placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'}
          options={clientOptions}
        />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <SelectField name="project_temperature" label="Temperature" options={TEMPERATURE_OPTIONS} />
        <SelectField name="billing_type" label="Billing" placeholder="Not set" options={BILLING_OPTIONS} />
        <DateField name="start_date" label="Start date" />
        <DateField name="end_date" label="End date" />
        <NumberField name="budget_hours" label="Budget (hours)" min={0} step="0.5" />
        <TextField
          name="currency"
          label="Currency"
          maxLength={3}
          className="[&_input]:uppercase"
          description="Three letters, like USD or EUR."
        />
        {canSeeMoney ? <NumberField name="budget_amount" label="Budget (amount)" min={0} step="100" /> : null}
      </div>
      <TextareaField name="description" label="Description" maxLength={10_000} />
    </>
  );
}

/** The fields an engagement's manager (not an admin) may change: status, temperature and description. */
export function ManagerEngagementFields() {
  return (
    <>
      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <SelectField name="project_temperature" label="Temperature" options={TEMPERATURE_OPTIONS} />
      </div>
      <TextareaField name="description" label="Description" maxLength={10_000} />
    </>
  );
}
