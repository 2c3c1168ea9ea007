import { useId } from 'react';
import { CLIENT_STATUSES } from '@praxis/shared';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useOwnerOptions } from '../api/list-owner-options';
import type { ClientDraftState, ClientField } from '../lib/client-draft';
import { CLIENT_STATUS_LABELS } from '../lib/labels';

/** A client's fields (name, status, industry, account owner, website, logo, notes) for the new and edit forms. */
export function ClientFields({ form }: { form: ClientDraftState }) {
  const id = useId();
  const owners = useOwnerOptions();
  const { draft, errors, set, blur } = form;
  const props = (name: ClientField) => ({
    id: `${id}-${name}`,
    value: draft[name],
    onBlur: blur(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const label = (name: ClientField, text: string, required = false) => (
    <Label htmlFor={`${id}-${name}`}>
      {text}
      {required ? (
        <span aria-hidden className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
  const error = (name: ClientField, help?: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : help ? (
      <p className="text-xs text-muted-foreground">{help}</p>
    ) : null;

  return (
    <>
      <div className="flex flex-col gap-1.5">
        {label('name', 'Name', true)}
        <Input {...props('name')} maxLength={200} onChange={(event) => set('name')(event.target.value)} />
        {error('name')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          {label('status', 'Status')}
          <NativeSelect {...props('status')} onChange={(event) => set('status')(event.target.value)}>
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CLIENT_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
          {error('status')}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('industry', 'Industry')}
          <Input {...props('industry')} maxLength={120} onChange={(event) => set('industry')(event.target.value)} />
          {error('industry')}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('account_owner_id', 'Account owner')}
          <NativeSelect
            {...props('account_owner_id')}
            onChange={(event) => set('account_owner_id')(event.target.value)}
          >
            <option value="">Unassigned</option>
            {(owners.data ?? []).map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </NativeSelect>
          {error('account_owner_id')}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('website', 'Website')}
          <Input
            {...props('website')}
            type="url"
            placeholder="https://"
            onChange={(event) => set('website')(event.target.value)}
          />
          {error('website')}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        {label('logo_url', 'Logo URL')}
        <Input
          {...props('logo_url')}
          type="url"
          placeholder="https://"
          onChange={(event) => set('logo_url')(event.target.value)}
        />
        {error('logo_url', 'A link to the logo image; initials are shown without one.')}
      </div>
      <div className="flex flex-col gap-1.5">
        {label('notes', 'Notes')}
        <Textarea {...props('notes')} onChange={(event) => set('notes')(event.target.value)} />
        {error('notes')}
      </div>
    </>
  );
}
