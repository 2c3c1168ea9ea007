import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a field's control needs to be labelled and described (spread it onto the input). */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** The form value's name (the shared schema's field, e.g. `website`). */
  name: string;
  label: ReactNode;
  /** Marks the label (the schema decides what is required; this only says so). */
  required?: boolean | undefined;
  /** Help under the field when the rule is not obvious; an error takes its place. */
  description?: ReactNode;
  className?: string | undefined;
  /** The label after the control (checkboxes). */
  isInline?: boolean;
  /** The label is read by screen readers only (a compact inline form whose context says what the field is). */
  isLabelHidden?: boolean | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One field: the label above (required marked), the control, and one message line under it — the field's error, or
 * its description. The line keeps its height whether or not it has text, so an error that clears while the user
 * reaches for the submit button never moves the button from under the pointer (docs/product.md §13 "Forms").
 */
export function Field({
  name,
  label,
  required,
  description,
  className,
  isInline = false,
  isLabelHidden = false,
  children,
}: FieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  const message = typeof error === 'object' && error && 'message' in error ? String(error.message) : undefined;
  const messageId = `${id}-message`;
  const controlProps: FieldControlProps = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message || description ? messageId : undefined,
    'aria-required': required ? true : undefined,
  };
  const labelNode = (
    <Label htmlFor={id} className={cn(isInline && 'font-normal', isLabelHidden && 'sr-only')}>
      {label}
      {required ? (
        <span aria-hidden className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );

  return (
    <div className={cn('flex flex-col gap-1.5', className)} data-field={name}>
      {isInline ? (
        <div className="flex items-center gap-2">
          {children(controlProps)}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {children(controlProps)}
        </>
      )}
      <p
        id={messageId}
        className={cn('min-h-5 text-sm leading-5', message ? 'text-destructive' : 'text-xs text-muted-foreground')}
      >
        {message ?? description}
      </p>
    </div>
  );
}
