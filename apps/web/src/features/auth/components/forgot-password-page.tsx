import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { passwordResetRequestSchema } from '@praxis/shared';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { buttonVariants } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAuthConfig } from '@/lib/auth-config';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard } from './auth-card';

/**
 * /forgot-password (public): asks for the address to send a reset link to. The answer is the same whether or
 * not an account uses the address, so the page never tells who has one.
 */
export function ForgotPasswordPage() {
  const { data: me } = useMe();
  const config = useAuthConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (me) return <Navigate to="/home" replace />;

  return (
    <AuthCard
      documentTitle="Forgot Password · Praxis"
      title="Reset your password"
      description="We e-mail you a link to choose a new password."
    >
      <CardContent className="grid gap-4">
        {config.isPending ? (
          <Skeleton className="h-9" aria-label="Loading" />
        ) : config.data?.passwordReset !== true ? (
          <p role="status" className="text-sm">
            Password reset by e-mail is not available: this Praxis sends no e-mail. Ask an admin of your firm for help.
          </p>
        ) : sentTo ? (
          <p role="status" className="text-sm">
            If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link
            works once, for 30 minutes. Check your spam folder if nothing arrives.
          </p>
        ) : (
          <RequestForm onSent={setSentTo} />
        )}
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link to="/login" className={buttonVariants({ variant: 'link' })}>
          Back to sign in
        </Link>
      </CardFooter>
    </AuthCard>
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const api = useApiForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    submit: async ({ email }) => {
      await request.mutateAsync(email);
      onSent(email);
    },
    onError: (error, form) => {
      form.setError('root.server', { type: 'server', message: error.message });
      return true;
    },
    guard: false,
  });
  return (
    <Form api={api} aria-label="Send a reset link" className="gap-2">
      <TextField name="email" label="Email" type="email" autoComplete="username" />
      <FormError />
      <SubmitButton className="w-full" pendingLabel="Sending...">
        Send Reset Link
      </SubmitButton>
    </Form>
  );
}
