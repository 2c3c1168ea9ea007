import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/utils';
import type { ApiForm } from './use-api-form';

// The guard's dialog (Radix) loads with the first guarded form, not with every form (sign-in has none).
const UnsavedChangesGuard = lazy(() =>
  import('./unsaved-changes-guard').then((module) => ({ default: module.UnsavedChangesGuard })),
);

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
      {api.guard ? (
        <Suspense fallback={null}>
          <UnsavedChangesGuard api={api as ApiForm<FieldValues, unknown>} />
        </Suspense>
      ) : null}
    </FormProvider>
  );
}

/** The row of buttons under a form: secondary actions first, the submit button last (right-aligned). */
export function FormActions({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap justify-end gap-2', className)} {...props} />;
}
