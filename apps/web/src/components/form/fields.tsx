import type { ComponentProps, ReactNode } from 'react';
import { useController, useFormContext, type RegisterOptions } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { LabelledOptions } from '@/components/value-options';
import { Field, type FieldProps } from './field';

type Common = Omit<FieldProps, 'children' | 'isInline'>;

/** A variant's props split into its Field's and its control's. */
function splitProps<T extends Common>({ name, label, required, description, className, isLabelHidden, ...control }: T) {
  return [{ name, label, required, description, className, isLabelHidden }, control] as const;
}

/**
 * register() with the kit's rules: a field the user leaves is checked against the schema when it holds something (an
 * empty required field is reported on submit, not while tabbing past it), and a field showing an error is checked
 * again as the user types, so the error goes as soon as it is fixed.
 */
function useRegister(name: string, options: RegisterOptions = {}) {
  const { register, getValues, getFieldState, trigger } = useFormContext();
  return register(name, {
    ...options,
    onChange: () => {
      if (getFieldState(name).error) void trigger(name);
    },
    onBlur: () => {
      const value: unknown = getValues(name);
      if (value !== '' && value !== null && value !== undefined) void trigger(name);
    },
  });
}

type TextFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required'>;

/** A one-line text input (type text, email, url, tel, password…). Holds a string; "" when empty. */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitProps(props);
  const registration = useRegister(field.name);
  return <Field {...field}>{(control) => <Input {...input} {...control} {...registration} />}</Field>;
}

type TextareaFieldProps = Common & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'required'>;

export function TextareaField(props: TextareaFieldProps) {
  const [field, textarea] = splitProps(props);
  const registration = useRegister(field.name);
  return <Field {...field}>{(control) => <Textarea {...textarea} {...control} {...registration} />}</Field>;
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
export function SelectField(props: SelectFieldProps) {
  const [fieldProps, { options, placeholder, ...select }] = splitProps(props);
  const { field } = useController({ name: fieldProps.name });
  return (
    <Field {...fieldProps}>
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
          <LabelledOptions options={options} />
        </NativeSelect>
      )}
    </Field>
  );
}

type NumberFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'type'>;

/** A number input. Holds a number, or null when empty. */
export function NumberField(props: NumberFieldProps) {
  const [field, input] = splitProps(props);
  const registration = useRegister(field.name, {
    setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)),
  });
  return (
    <Field {...field}>
      {(control) => <Input inputMode="decimal" {...input} {...control} {...registration} type="number" />}
    </Field>
  );
}

type DateFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'type'>;

/** A calendar date. Holds an ISO `yyyy-MM-dd` string ("" when empty), never a Date: see lib/dates.ts. */
export function DateField(props: DateFieldProps) {
  const [field, input] = splitProps(props);
  const registration = useRegister(field.name);
  return <Field {...field}>{(control) => <Input {...input} {...control} {...registration} type="date" />}</Field>;
}

type CheckboxFieldProps = Common & Omit<ComponentProps<'input'>, 'name' | 'id' | 'required' | 'type'>;

/** A checkbox with its label beside it. Holds a boolean. */
export function CheckboxField(props: CheckboxFieldProps) {
  const [field, input] = splitProps(props);
  const registration = useRegister(field.name);
  return (
    <Field {...field} isInline>
      {(control) => (
        <input className="size-4 accent-primary" {...input} {...control} {...registration} type="checkbox" />
      )}
    </Field>
  );
}
