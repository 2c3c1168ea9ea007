import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/utils';
import type { ApiForm } from './use-api-form';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> {
  api: ApiForm<TValues, TOutput>;
  children: ReactNode;
}

/**
 * A `<form>` for a {@link useApiForm}: its fields (`components/form/fields.tsx`) find the form through context, the
 * browser's own validation is off (the shared schema speaks instead), and leaving with unsaved changes asks first.
 */
export function Form<TValues extends FieldValues, TOutput>({
  api,
  children,
  className,
  ...props
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...api.form}>
      <form
        noValidate
        onSubmit={(event) => void api.onSubmit(event)}
        className={cn('flex flex-col gap-3', className)}
        {...props}
      >
        {children}
      </form>
      {api.guard ? <UnsavedChangesGuard api={api} /> : null}
    </FormProvider>
  );
}

/** The row of buttons under a form: secondary actions first, the submit button last (right-aligned). */
export function FormActions({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap justify-end gap-2', className)} {...props} />;
}
