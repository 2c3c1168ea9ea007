import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSignInEmail } from '../api/sign-in-email';
import { useSignUpEmail } from '../api/sign-up-email';
import {
  CREDENTIALS_FIELDS,
  validateCredentials,
  type CredentialsField,
  type CredentialsMode,
  type CredentialsValues,
} from '../lib/validate-credentials';
import { SecondFactorForm } from './second-factor-form';

interface Feedback {
  mode: CredentialsMode;
  /** Fields the user has left at least once: their errors show from then on. */
  touched: ReadonlySet<CredentialsField>;
  /** After a submit attempt every error shows. */
  submitted: boolean;
  serverError: string | null;
}

const freshFeedback = (mode: CredentialsMode): Feedback => ({
  mode,
  touched: new Set(),
  submitted: false,
  serverError: null,
});

const EMPTY_VALUES: CredentialsValues = { firstName: '', lastName: '', email: '', password: '' };

const FIELD_SETUP: Record<
  CredentialsField,
  { label: string; type: string; autoComplete: Record<CredentialsMode, string> }
> = {
  firstName: { label: 'First name', type: 'text', autoComplete: { 'sign-in': 'given-name', 'sign-up': 'given-name' } },
  lastName: { label: 'Last name', type: 'text', autoComplete: { 'sign-in': 'family-name', 'sign-up': 'family-name' } },
  email: { label: 'Email', type: 'email', autoComplete: { 'sign-in': 'username', 'sign-up': 'email' } },
  password: {
    label: 'Password',
    type: 'password',
    autoComplete: { 'sign-in': 'current-password', 'sign-up': 'new-password' },
  },
};

interface CredentialsFormProps {
  mode: CredentialsMode;
}

/**
 * Email + password sign-in and sign-up. Fields are checked when left and on submit, the submit button shows progress
 * and cannot send twice, and the server's refusal ("Invalid email or password") shows above the button. Values
 * survive a switch between the two modes; errors do not.
 */
export function CredentialsForm({ mode }: CredentialsFormProps) {
  const formId = useId();
  const signIn = useSignInEmail();
  const signUp = useSignUpEmail();
  const [values, setValues] = useState<CredentialsValues>(EMPTY_VALUES);
  const [storedFeedback, setFeedback] = useState<Feedback>(() => freshFeedback(mode));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const inFlight = useRef(false);

  const feedback = storedFeedback.mode === mode ? storedFeedback : freshFeedback(mode);
  const errors = validateCredentials(mode, values);
  const visibleError = (field: CredentialsField) =>
    feedback.submitted || feedback.touched.has(field) ? errors[field] : undefined;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    setFeedback({ ...feedback, submitted: true, serverError: null });

    const firstInvalid = CREDENTIALS_FIELDS[mode].find((field) => errors[field]);
    if (firstInvalid) {
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }

    inFlight.current = true;
    setIsSubmitting(true);
    try {
      if (mode === 'sign-in') {
        const result = await signIn.mutateAsync({ email: values.email, password: values.password });
        if (result.needsSecondFactor) {
          inFlight.current = false;
          setIsSubmitting(false);
          setNeedsSecondFactor(true);
          return;
        }
      } else await signUp.mutateAsync(values);
      // Signed in: the session is cached and the login page navigates away; keep the button busy until then.
    } catch (error) {
      inFlight.current = false;
      setIsSubmitting(false);
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      setFeedback((current) => ({ ...current, serverError: message }));
    }
  };

  const renderField = (field: CredentialsField) => {
    const setup = FIELD_SETUP[field];
    const inputId = `${formId}-${field}`;
    const error = visibleError(field);
    const hint =
      field === 'password' && mode === 'sign-up' && !error ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined;
    const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
    return (
      <div key={field} className="grid gap-2">
        <Label htmlFor={inputId}>{setup.label}</Label>
        <Input
          id={inputId}
          name={field}
          type={setup.type}
          autoComplete={setup.autoComplete[mode]}
          value={values[field]}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          onBlur={() => setFeedback({ ...feedback, touched: new Set(feedback.touched).add(field) })}
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : hint ? (
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  if (needsSecondFactor && mode === 'sign-in') return <SecondFactorForm />;

  const fields = CREDENTIALS_FIELDS[mode];
  const nameFields = fields.filter((field) => field === 'firstName' || field === 'lastName');
  const otherFields = fields.filter((field) => field !== 'firstName' && field !== 'lastName');

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4" aria-busy={isSubmitting}>
      {nameFields.length > 0 ? <div className="grid gap-4 sm:grid-cols-2">{nameFields.map(renderField)}</div> : null}
      {otherFields.map(renderField)}
      {feedback.serverError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{feedback.serverError}</span>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {submitLabel(mode, isSubmitting)}
      </Button>
    </form>
  );
}

function submitLabel(mode: CredentialsMode, isSubmitting: boolean): string {
  if (mode === 'sign-in') return isSubmitting ? 'Signing in...' : 'Sign In';
  return isSubmitting ? 'Creating account...' : 'Sign Up';
}
