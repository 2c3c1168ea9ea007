import { useId, useState, type FormEvent } from 'react';
import { clientContactInputSchema, clientContactUpdateSchema, type ClientContact } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveContact } from '../api/save-contact';
import { textOrNull, validate } from '../lib/form';

interface ContactDialogProps {
  clientId: string;
  clientName: string;
  contact?: ClientContact | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ContactDialog({ clientId, clientName, contact, open, onOpenChange }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{contact ? `Edit ${contact.first_name} ${contact.last_name}` : 'Add contact'}</DialogTitle>
          <DialogDescription>A person at {clientName}. Only one contact can be primary.</DialogDescription>
        </DialogHeader>
        {open ? <ContactForm clientId={clientId} contact={contact} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Draft = Record<'first_name' | 'last_name' | 'email' | 'phone' | 'title' | 'notes', string> & {
  is_primary: boolean;
};

function ContactForm({
  clientId,
  contact,
  onDone,
}: {
  clientId: string;
  contact?: ClientContact | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveContact();
  const [draft, setDraft] = useState<Draft>({
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    title: contact?.title ?? '',
    notes: contact?.notes ?? '',
    is_primary: contact?.is_primary ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = () => ({
    first_name: draft.first_name,
    last_name: draft.last_name,
    email: textOrNull(draft.email),
    phone: textOrNull(draft.phone),
    title: textOrNull(draft.title),
    notes: textOrNull(draft.notes),
    is_primary: draft.is_primary,
  });
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const onError = (error: Error) => {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else toast.error(error.message || 'Could not save the contact.');
    };
    const onSuccess = () => {
      toast.success(contact ? 'Contact saved' : 'Contact added');
      onDone();
    };
    if (contact) {
      const { data, errors: found } = validate(clientContactUpdateSchema, input());
      setErrors(found);
      if (data) save.mutate({ clientId, contact, input: data }, { onSuccess, onError });
    } else {
      const { data, errors: found } = validate(clientContactInputSchema, input());
      setErrors(found);
      if (data) save.mutate({ clientId, input: data }, { onSuccess, onError });
    }
  };

  const text = (name: Exclude<keyof Draft, 'is_primary' | 'notes'>, label: string, required = false, type = 'text') => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${name}`}>
        {label}
        {required ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Input
        id={`${id}-${name}`}
        type={type}
        value={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => set(name)(event.target.value)}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', 'First name', true)}
        {text('last_name', 'Last name', true)}
        {text('email', 'Email', false, 'email')}
        {text('phone', 'Phone', false, 'tel')}
      </div>
      {text('title', 'Title')}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea id={`${id}-notes`} value={draft.notes} onChange={(event) => set('notes')(event.target.value)} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.is_primary}
          onChange={(event) => setDraft((current) => ({ ...current, is_primary: event.target.checked }))}
        />
        Primary contact
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : contact ? 'Save contact' : 'Add contact'}
        </Button>
      </div>
    </form>
  );
}
