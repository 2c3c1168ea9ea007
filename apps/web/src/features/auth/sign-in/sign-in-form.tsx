import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signInEmail } from '../api/sign-in-email';
import { SecondFactorForm } from '../components/second-factor-form';
import {
  signInErrors,
  signInFieldError,
  type SignInErrors,
  type SignInField,
  type SignInValues,
} from './sign-in-rules';
import { PlainTextField } from './plain-text-field';
import { enterApp } from './signed-out-api';

/**
 * Email + password sign-in for the light sign-in page. It behaves as the forms kit does elsewhere: a field is
 * checked when left (once it holds something) and on submit, where the first wrong field takes the focus; a field
 * showing an error is checked again as it is typed; the button shows progress and cannot send twice; the server's
 * refusal ("Invalid email or password") shows above the button.
 */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);

  if (needsSecondFactor) return <SecondFactorForm onVerified={() => enterApp(returnTo)} />;

  const check = (field: SignInField, value: string) =>
    setErrors((current) => ({ ...current, [field]: signInFieldError(field, value) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    const found = signInErrors(values);
    setErrors(found);
    const firstWrong = (['email', 'password'] as const).find((field) => found[field]);
    if (firstWrong) {
      const input = form.elements.namedItem(firstWrong);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setRefusal(null);
    setIsSubmitting(true);
    try {
      if ((await signInEmail(values)).needsSecondFactor) {
        setIsSubmitting(false);
        setNeedsSecondFactor(true);
        return;
      }
      // Stays busy: the browser is on its way into the app.
      await enterApp(returnTo);
    } catch (cause) {
      setIsSubmitting(false);
      setRefusal(cause instanceof Error ? cause.message : 'Something went wrong. Please try again.');
    }
  };

  const fieldProps = (field: SignInField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) check(field, value);
    },
    onBlur: () => {
      if (values[field] !== '') check(field, values[field]);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <PlainTextField {...fieldProps('email')} label="Email" type="email" autoComplete="username" />
      <PlainTextField {...fieldProps('password')} label="Password" type="password" autoComplete="current-password" />
      {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
