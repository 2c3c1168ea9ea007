import type { ComponentProps, ReactNode } from 'react';
import { useController, useFormContext, type RegisterOptions } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { Field, type FieldProps } from './field';

type Common = Omit<FieldProps, 'children' | 'isInline'>;

/**
 * register() with the kit's blur rule: a field the user leaves is checked against the schema when it holds
 * something (or already shows an error) — an empty required field is reported on submit, not while tabbing past it.
 */
function useRegister(name: string, options: RegisterOptions = {}) {
  const { register, getValues, getFieldState, trigger } = useFormContext();
  return register(name, {
    ...options,
    onBlur: () => {
      const value: unknown = getValues(name);
      const isEmpty = value === '' || value === null || value === undefined;
      if (!isEmpty || getFieldState(name).error) void trigger(name);
    },
  });
}

type TextFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required'>;

/** A one-line text input (type text, email, url, tel, password…). Holds a string; "" when empty. */
export function TextField({ name, label, required, description, className, ...input }: TextFieldProps) {
  const registration = useRegister(name);
  return (
    <Field name={name} label={label} required={required} description={description} className={className}>
      {(control) => <Input {...input} {...control} {...registration} />}
    </Field>
  );
}

type TextareaFieldProps = Common & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'required'>;

export function TextareaField({ name, label, required, description, className, ...textarea }: TextareaFieldProps) {
  const registration = useRegister(name);
  return (
    <Field name={name} label={label} required={required} description={description} className={className}>
      {(control) => <Textarea {...textarea} {...control} {...registration} />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

type SelectFieldProps = Common &
  Omit<ComponentProps<'select'>, 'name' | 'id' | 'required' | 'children'> & {
    options: readonly SelectOption[];
    /** A first option with the value "" (e.g. "Unassigned"). */
    placeholder?: string;
  };

/**
 * The browser's select (keyboard and screen-reader friendly). Holds the chosen option's value; "" for none. It is
 * controlled, so a value whose option arrives later (options loaded from the API) is shown once it does.
 */
export function SelectField({
  name,
  label,
  required,
  description,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { field } = useController({ name });
  return (
    <Field name={name} label={label} required={required} description={description} className={className}>
      {(control) => (
        <NativeSelect
          {...select}
          {...control}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

type NumberFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'type'>;

/** A number input. Holds a number, or null when empty. */
export function NumberField({ name, label, required, description, className, ...input }: NumberFieldProps) {
  const registration = useRegister(name, {
    setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)),
  });
  return (
    <Field name={name} label={label} required={required} description={description} className={className}>
      {(control) => <Input inputMode="decimal" {...input} {...control} {...registration} type="number" />}
    </Field>
  );
}

type DateFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'type'>;

/** A calendar date. Holds an ISO `yyyy-MM-dd` string ("" when empty), never a Date: see lib/dates.ts. */
export function DateField({ name, label, required, description, className, ...input }: DateFieldProps) {
  const registration = useRegister(name);
  return (
    <Field name={name} label={label} required={required} description={description} className={className}>
      {(control) => <Input {...input} {...control} {...registration} type="date" />}
    </Field>
  );
}

type CheckboxFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'type'>;

/** A checkbox with its label beside it. Holds a boolean. */
export function CheckboxField({ name, label, required, description, className, ...input }: CheckboxFieldProps) {
  const registration = useRegister(name);
  return (
    <Field name={name} label={label} required={required} description={description} className={className} isInline>
      {(control) => (
        <input className="size-4 accent-primary" {...input} {...control} {...registration} type="checkbox" />
      )}
    </Field>
  );
}
