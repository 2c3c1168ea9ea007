import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, passwordResetSchema } from '@praxis/shared';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { buttonVariants } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { useMe } from '@/lib/session';
import { INVALID_RESET_LINK, useResetPassword } from '../api/password-reset';
import { AuthCard } from './auth-card';

/** /reset-password?token=… (public): the page the reset e-mail links to, to choose the new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { data: me } = useMe();
  const [done, setDone] = useState(false);
  if (me && !done) return <Navigate to="/home" replace />;

  return (
    <AuthCard
      documentTitle="Choose a New Password · Praxis"
      title="Choose a new password"
      description="Choosing it signs you out everywhere: sign in again with the new password."
    >
      <CardContent className="grid gap-4">
        {done ? (
          <p role="status" className="text-sm">
            Your password is changed and every session was signed out.
          </p>
        ) : token ? (
          <NewPasswordForm token={token} onDone={() => setDone(true)} />
        ) : (
          <p role="alert" className="text-sm">
            {INVALID_RESET_LINK}
          </p>
        )}
      </CardContent>
      <CardFooter className="justify-center gap-2 text-sm">
        {done ? (
          <Link to="/login" className={buttonVariants()}>
            Sign In
          </Link>
        ) : (
          <Link to="/forgot-password" className={buttonVariants({ variant: 'link' })}>
            Ask for a new link
          </Link>
        )}
      </CardFooter>
    </AuthCard>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword(token);
  const api = useApiForm({
    schema: passwordResetSchema,
    defaultValues: { password: '', confirm: '' },
    submit: async ({ password }) => {
      await reset.mutateAsync(password);
      onDone();
    },
    onError: (error, form) => {
      form.setError('root.server', { type: 'server', message: error.message });
      return true;
    },
    guard: false,
  });
  return (
    <Form api={api} aria-label="Choose a new password" className="gap-2">
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField name="confirm" label="Confirm password" type="password" autoComplete="new-password" />
      <FormError />
      <SubmitButton className="w-full" pendingLabel="Saving...">
        Set New Password
      </SubmitButton>
    </Form>
  );
}
