import { useId, useState, type FormEvent } from 'react';
import {
  BILLING_TYPE_LABELS,
  BILLING_TYPES,
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  TEMPERATURE_LABELS,
  TEMPERATURES,
  type Engagement,
} from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCan } from '@/lib/permissions';
import { useClientOptions } from '../api/list-client-options';
import { numberOrNull } from '../lib/form';
import { Field, invalidProps } from './field';

export interface EngagementDraft {
  name: string;
  client_id: string;
  status: string;
  project_temperature: string;
  start_date: string;
  end_date: string;
  billing_type: string;
  budget_hours: string;
  budget_amount: string;
  currency: string;
  description: string;
}

export const draftOf = (engagement?: Engagement, clientId = ''): EngagementDraft => ({
  name: engagement?.name ?? '',
  client_id: engagement?.client_id ?? clientId,
  status: engagement?.status ?? 'pipeline',
  project_temperature: engagement?.project_temperature ?? 'green',
  start_date: engagement?.start_date ?? '',
  end_date: engagement?.end_date ?? '',
  billing_type: engagement?.billing_type ?? '',
  budget_hours: engagement?.budget_hours?.toString() ?? '',
  budget_amount: engagement?.budget_amount?.toString() ?? '',
  currency: engagement?.currency ?? 'USD',
  description: engagement?.description ?? '',
});

/** The draft as the API's input (the shared schema checks it before sending). */
export function inputOf(draft: EngagementDraft, canSeeMoney: boolean) {
  return {
    name: draft.name,
    client_id: draft.client_id,
    status: draft.status,
    project_temperature: draft.project_temperature,
    start_date: draft.start_date || null,
    end_date: draft.end_date || null,
    billing_type: draft.billing_type || null,
    budget_hours: numberOrNull(draft.budget_hours),
    ...(canSeeMoney ? { budget_amount: numberOrNull(draft.budget_amount) } : {}),
    currency: draft.currency,
    description: draft.description.trim() || null,
  };
}

interface EngagementFormProps {
  initial: EngagementDraft;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  errors: Record<string, string>;
  onValidate: (draft: EngagementDraft) => Record<string, string>;
  onSubmit: (draft: EngagementDraft) => void;
  onCancel: () => void;
}

export function EngagementForm(props: EngagementFormProps) {
  const { initial, errors: serverErrors, onValidate } = props;
  const id = useId();
  const canSeeMoney = useCan('finance.view');
  const clients = useClientOptions();
  const [draft, setDraft] = useState(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...localErrors };
  const fid = (name: keyof EngagementDraft) => `${id}-${name}`;

  const set = (name: keyof EngagementDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const blur = (name: keyof EngagementDraft) => () => {
    const message = onValidate(draft)[name];
    setLocalErrors((current) => {
      const next = Object.fromEntries(Object.entries(current).filter(([key]) => key !== name));
      return message && draft[name] !== '' ? { ...next, [name]: message } : next;
    });
  };
  const control = (name: keyof EngagementDraft) => ({
    ...invalidProps(fid(name), errors[name]),
    value: draft[name],
    onBlur: blur(name),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.isPending) return;
    const found = onValidate(draft);
    setLocalErrors(found);
    if (Object.keys(found).length === 0) props.onSubmit(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field id={fid('name')} label="Name" required error={errors.name}>
        <Input {...control('name')} maxLength={200} onChange={(event) => set('name')(event.target.value)} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fid('client_id')} label="Client" required error={errors.client_id}>
          <NativeSelect {...control('client_id')} onChange={(event) => set('client_id')(event.target.value)}>
            <option value="">{clients.isPending ? 'Loading clients…' : 'Choose a client'}</option>
            {(clients.data ?? []).map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={fid('status')} label="Status" error={errors.status}>
          <NativeSelect {...control('status')} onChange={(event) => set('status')(event.target.value)}>
            {ENGAGEMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ENGAGEMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={fid('project_temperature')} label="Temperature" error={errors.project_temperature}>
          <NativeSelect
            {...control('project_temperature')}
            onChange={(event) => set('project_temperature')(event.target.value)}
          >
            {TEMPERATURES.map((temperature) => (
              <option key={temperature} value={temperature}>
                {TEMPERATURE_LABELS[temperature]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={fid('billing_type')} label="Billing" error={errors.billing_type}>
          <NativeSelect {...control('billing_type')} onChange={(event) => set('billing_type')(event.target.value)}>
            <option value="">Not set</option>
            {BILLING_TYPES.map((billing) => (
              <option key={billing} value={billing}>
                {BILLING_TYPE_LABELS[billing]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={fid('start_date')} label="Start date" error={errors.start_date}>
          <Input {...control('start_date')} type="date" onChange={(event) => set('start_date')(event.target.value)} />
        </Field>
        <Field id={fid('end_date')} label="End date" error={errors.end_date}>
          <Input {...control('end_date')} type="date" onChange={(event) => set('end_date')(event.target.value)} />
        </Field>
        <Field id={fid('budget_hours')} label="Budget (hours)" error={errors.budget_hours}>
          <Input
            {...control('budget_hours')}
            type="number"
            min={0}
            step="0.5"
            inputMode="decimal"
            onChange={(event) => set('budget_hours')(event.target.value)}
          />
        </Field>
        <Field id={fid('currency')} label="Currency" error={errors.currency} help="Three letters, like USD or EUR.">
          <Input
            {...control('currency')}
            maxLength={3}
            className="uppercase"
            onChange={(event) => set('currency')(event.target.value.toUpperCase())}
          />
        </Field>
        {canSeeMoney ? (
          <Field id={fid('budget_amount')} label="Budget (amount)" error={errors.budget_amount}>
            <Input
              {...control('budget_amount')}
              type="number"
              min={0}
              step="100"
              inputMode="decimal"
              onChange={(event) => set('budget_amount')(event.target.value)}
            />
          </Field>
        ) : null}
      </div>
      <Field id={fid('description')} label="Description" error={errors.description}>
        <Textarea
          {...control('description')}
          maxLength={10_000}
          onChange={(event) => set('description')(event.target.value)}
        />
      </Field>
      {errors._ ? (
        <p role="alert" className="text-sm text-destructive">
          {errors._}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={props.isPending}>
          {props.isPending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
