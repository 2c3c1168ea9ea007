import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface UseApiFormOptions<TValues extends FieldValues, TSchema extends z.ZodType, TResult> {
  /** The shared input schema the API validates with (packages/shared): same rules, same words. */
  schema: TSchema;
  /** What the fields start with. Text fields hold strings ("" = empty), checkboxes booleans, numbers number | null. */
  defaultValues: TValues;
  /** The form's values as the API's input, before the schema sees them ("" → null and the like). */
  toInput?: (values: TValues) => unknown;
  /** Sends the parsed input (usually a mutation's `mutateAsync`). */
  submit: (input: z.output<TSchema>) => Promise<TResult>;
  /** The toast after a successful submit ("Client saved"), before `onSuccess`. */
  successMessage?: string | ((result: TResult) => string);
  /** After a successful submit; the unsaved-changes guard is already lifted (navigating away is fine). */
  onSuccess?: (result: TResult, input: z.output<TSchema>) => void;
  /** Failures other than a 422 with field errors. Return true when handled; otherwise the error is toasted. */
  onError?: (error: Error, form: UseFormReturn<TValues, unknown, z.output<TSchema>>) => boolean | undefined;
  /** The toast for a failure without a message of its own. */
  errorMessage?: string;
  /** Ask before leaving with unsaved changes (default true; sign-in forms turn it off). */
  guard?: boolean;
}

export interface ApiForm<TValues extends FieldValues, TOutput = TValues> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** For `<form onSubmit>`: validates, sends once, puts a 422's field errors on the fields, toasts the rest. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Whether leaving should ask first. */
  guard: boolean;
  /** Lift the guard for a deliberate exit (Cancel): the caller discards the changes. */
  allowLeave: () => void;
  /** Whether the guard is currently lifted (read by the guard, not during render). */
  isLeaveAllowed: () => boolean;
}

/**
 * One form on the shared schema: react-hook-form with the zod resolver, errors on blur and submit, the API's 422
 * `details.fields` mapped onto the fields, everything else through the one toast path, and a guard against losing
 * unsaved changes (rendered by `<Form>`).
 */
export function useApiForm<TValues extends FieldValues, TSchema extends z.ZodType, TResult>({
  schema,
  defaultValues,
  toInput,
  submit,
  successMessage,
  onSuccess,
  onError,
  errorMessage = 'Could not save. Please try again.',
  guard = true,
}: UseApiFormOptions<TValues, TSchema, TResult>): ApiForm<TValues, z.output<TSchema>> {
  const schemaResolver = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  const resolver: Resolver<TValues, unknown, z.output<TSchema>> = (values, context, options) =>
    schemaResolver((toInput ? toInput(values) : values) as FieldValues, context, options as never) as never;
  const form = useForm<TValues, unknown, z.output<TSchema>>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver,
    // Errors appear on submit (and on blur, see fields.tsx) and clear while typing, so that fixing a field never
    // removes its error line under the pointer at the moment of a click (docs/product.md §13 "Forms").
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const isSending = useRef(false);
  const isLeaving = useRef(false);
  const { isDirty } = form.formState;
  useEffect(() => {
    // New changes after a save (or after a lifted guard) are unsaved again.
    if (isDirty) isLeaving.current = false;
  }, [isDirty]);

  const send = async (input: z.output<TSchema>) => {
    // A second click (or Enter) while the first request is in flight sends nothing.
    if (isSending.current) return;
    isSending.current = true;
    try {
      const result = await submit(input);
      isLeaving.current = true;
      form.reset(form.getValues());
      if (successMessage) toast.success(typeof successMessage === 'string' ? successMessage : successMessage(result));
      onSuccess?.(result, input);
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      if (!showFieldErrors(form, error) && !onError?.(error, form)) toast.error(error.message || errorMessage);
    } finally {
      isSending.current = false;
    }
  };

  return {
    form,
    onSubmit: (event) => form.handleSubmit(send)(event),
    guard,
    allowLeave: () => {
      isLeaving.current = true;
    },
    isLeaveAllowed: () => isLeaving.current,
  };
}

/** Puts a 422's field errors on the fields the form has; true when at least one landed there. */
function showFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: Error,
): boolean {
  const fields = fieldErrorsOf(error);
  const known = Object.keys(form.getValues());
  const onForm = Object.entries(fields).filter(([path]) => known.includes(path.split('.')[0] ?? ''));
  if (onForm.length === 0) return false;
  onForm.forEach(([path, message], index) => {
    form.setError(path as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  // Issues about fields the form does not show still need to reach the user.
  const elsewhere = Object.entries(fields).filter(([path]) => !known.includes(path.split('.')[0] ?? ''));
  if (elsewhere.length > 0) toast.error(elsewhere.map(([, message]) => message).join(' '));
  return true;
}

/** True for a 409 answer (a stale version or a conflict). */
export const isConflict = (error: Error): boolean => isApiError(error) && error.status === 409;
