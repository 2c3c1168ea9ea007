import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, signInSchema, signUpSchema, type SignUpInput } from '@praxis/shared';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { useSignInEmail } from '../api/use-sign-in-email';
import { useSignUpEmail } from '../api/sign-up-email';
import { establishSession } from '../lib/establish-session';
import { SecondFactorForm } from './second-factor-form';

export type CredentialsMode = 'sign-in' | 'sign-up';

const EMPTY_VALUES = { firstName: '', lastName: '', email: '', password: '' };

/**
 * Email + password sign-in and sign-up, checked with the shared credentials schemas. Fields are checked when left
 * and on submit, the submit button shows progress and cannot send twice, and the server's refusal ("Invalid email
 * or password") shows above the button. Values survive a switch between the two modes; errors do not.
 */
export function CredentialsForm({ mode }: { mode: CredentialsMode }) {
  const queryClient = useQueryClient();
  const signIn = useSignInEmail();
  const signUp = useSignUpEmail();
  const isSignIn = mode === 'sign-in';
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const api = useApiForm({
    schema: isSignIn ? signInSchema : signUpSchema,
    defaultValues: EMPTY_VALUES,
    toInput: ({ firstName, lastName, ...credentials }) =>
      isSignIn ? credentials : { firstName, lastName, ...credentials },
    // Signed in: the session is cached and the login page navigates away.
    submit: async (input) => {
      if (!isSignIn) return signUp.mutateAsync(input as SignUpInput);
      // Two-factor sign-in on: the password was right, the authenticator code comes next.
      if ((await signIn.mutateAsync(input)).needsSecondFactor) setNeedsSecondFactor(true);
    },
    onError: (error, form) => {
      form.setError('root.server', { type: 'server', message: error.message });
      return true;
    },
    guard: false,
  });
  const { clearErrors } = api.form;
  useEffect(() => clearErrors(), [mode, clearErrors]);

  if (needsSecondFactor && isSignIn) return <SecondFactorForm onVerified={() => establishSession(queryClient)} />;

  return (
    <Form api={api} className="gap-2">
      {isSignIn ? null : (
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <TextField name="firstName" label="First name" autoComplete="given-name" />
          <TextField name="lastName" label="Last name" autoComplete="family-name" />
        </div>
      )}
      <TextField name="email" label="Email" type="email" autoComplete={isSignIn ? 'username' : 'email'} />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete={isSignIn ? 'current-password' : 'new-password'}
        description={isSignIn ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <FormError />
      <SubmitButton className="w-full" pendingLabel={isSignIn ? 'Signing in...' : 'Creating account...'}>
        {isSignIn ? 'Sign In' : 'Sign Up'}
      </SubmitButton>
    </Form>
  );
}
