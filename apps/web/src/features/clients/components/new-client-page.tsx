import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_STATUSES, clientCreateSchema } from '@praxis/shared';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateClient } from '../api/create-client';
import { useOwnerOptions } from '../api/list-owner-options';
import { textOrNull, validate } from '../lib/form';
import { CLIENT_STATUS_LABELS } from '../lib/labels';

type Draft = Record<'name' | 'status' | 'industry' | 'website' | 'logo_url' | 'account_owner_id' | 'notes', string>;

/** /clients/new (admin): a client's basics; contacts are added on the client's page. */
export function NewClientPage() {
  const id = useId();
  const navigate = useNavigate();
  const owners = useOwnerOptions();
  const create = useCreateClient();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    status: 'prospect',
    industry: '',
    website: '',
    logo_url: '',
    account_owner_id: '',
    notes: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = (value: Draft) => ({
    name: value.name,
    status: value.status,
    industry: textOrNull(value.industry),
    website: textOrNull(value.website),
    logo_url: textOrNull(value.logo_url),
    account_owner_id: value.account_owner_id || null,
    notes: textOrNull(value.notes),
  });
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const blur = (name: keyof Draft) => () => {
    const message = validate(clientCreateSchema, input(draft)).errors[name];
    setErrors((current) => {
      const next = Object.fromEntries(Object.entries(current).filter(([key]) => key !== name));
      return message && draft[name] !== '' ? { ...next, [name]: message } : next;
    });
  };
  const props = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    value: draft[name],
    onBlur: blur(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const label = (name: keyof Draft, text: string, required = false) => (
    <Label htmlFor={`${id}-${name}`}>
      {text}
      {required ? (
        <span aria-hidden className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
  const error = (name: keyof Draft, help?: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : help ? (
      <p className="text-xs text-muted-foreground">{help}</p>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const { data, errors: found } = validate(clientCreateSchema, input(draft));
    setErrors(found);
    if (!data) return;
    create.mutate(data, {
      onSuccess: (client) => {
        toast.success('Client created');
        void navigate(`/clients/${client.id}`);
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        if (Object.keys(fields).length) setErrors(fields);
        else if (failure.message && /name/i.test(failure.message)) setErrors({ name: failure.message });
        else toast.error(failure.message || 'Could not create the client.');
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="New Client" description="Add the client's basics. Contacts and engagements come next." />
      <Card>
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
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
                <Input
                  {...props('industry')}
                  maxLength={120}
                  onChange={(event) => set('industry')(event.target.value)}
                />
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
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => void navigate('/clients')}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create client'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
