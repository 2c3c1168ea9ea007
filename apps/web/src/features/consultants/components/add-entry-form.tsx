import type { FormEvent, ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { NamedOptions } from '@/components/value-options';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { toastFailure } from '../lib/errors';

interface AddEntryFormProps<V> {
  /** The form's accessible name ("Add a language"). */
  label: string;
  /** The button's text ("Add language"). */
  submitLabel: string;
  /** The section's add mutation, and what it takes: null while a required field is empty (nothing to add yet). */
  mutation: Pick<UseMutationResult<unknown, Error, V>, 'mutate' | 'isPending'>;
  variables: V | null;
  /** The success toast ("Language added") and the failure toast's first sentence ("Could not add the language."). */
  added: string;
  failed: string;
  /** Clears the fields once the entry is added. */
  onAdded: () => void;
  children: ReactNode;
}

/** A profile section's add form under its list: the fields in a wrapping row and the Add button; outcomes are toasted. */
export function AddEntryForm<V>({
  label,
  submitLabel,
  mutation,
  variables,
  added,
  failed,
  onAdded,
  children,
}: AddEntryFormProps<V>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (variables === null) return;
    mutation.mutate(variables, {
      onSuccess: () => {
        toast.success(added);
        onAdded();
      },
      onError: toastFailure(failed),
    });
  };

  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-wrap items-end gap-3 border-t pt-4">
      {children}
      <Button type="submit" variant="outline" disabled={variables === null || mutation.isPending}>
        {mutation.isPending ? 'Adding…' : submitLabel}
      </Button>
    </form>
  );
}

/** One field of an add form: its label over the control ("min-w-40 flex-1" sets its width in the row). */
export function AddEntryField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

interface AddEntrySelectProps {
  id: string;
  label: string;
  className?: string;
  /** The first option, chosen while nothing is ("Choose a language"). */
  placeholder: string;
  /** The catalogue entries offered. */
  items: readonly { id: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
}

/** An add form's select of catalogue entries (a language, a category, a product), under its label. */
export function AddEntrySelect({
  id,
  label,
  className,
  placeholder,
  items,
  value,
  onChange,
  ...rest
}: AddEntrySelectProps) {
  return (
    <AddEntryField id={id} label={label} className={className}>
      <NativeSelect id={id} {...rest} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        <NamedOptions items={items} />
      </NativeSelect>
    </AddEntryField>
  );
}
