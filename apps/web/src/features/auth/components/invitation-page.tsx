import { Link, Navigate, useParams } from 'react-router';
import { z } from 'zod';
import { newPasswordSchema, PERSON_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type InvitationPreview } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { buttonVariants } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useMe } from '@/lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { AuthCard } from './auth-card';

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(PERSON_NAME_MAX_LENGTH, `At most ${PERSON_NAME_MAX_LENGTH} characters.`);
const acceptFormSchema = z.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  password: newPasswordSchema,
});

/** /invite/{token} (public): the sign-up form for an invited profile, prefilled with what the admin entered. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { data: me } = useMe();
  const invitation = useInvitation(token);
  if (me) return <Navigate to="/home" replace />;

  return (
    <AuthCard
      documentTitle="Accept invitation · Praxis"
      title="Join Praxis"
      description={
        invitation.data
          ? `You were invited to claim your profile. This link works once, until ${formatDate(invitation.data.expires_at)}.`
          : 'Create your account from your invitation.'
      }
    >
      <CardContent className="grid gap-4">
        {invitation.data ? (
          <AcceptForm token={token} invitation={invitation.data} />
        ) : invitation.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading invitation">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : isApiError(invitation.error) && invitation.error.status === 404 ? (
          <div role="alert" className="grid gap-3 text-sm">
            <p>{invitation.error.message}</p>
            <Link to="/login" className={buttonVariants({ variant: 'outline' })}>
              Go to sign in
            </Link>
          </div>
        ) : (
          <ErrorState
            title="We could not load the invitation."
            error={invitation.error}
            onRetry={() => void invitation.refetch()}
          />
        )}
      </CardContent>
    </AuthCard>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const accept = useAcceptInvitation(token);
  const api = useApiForm({
    schema: acceptFormSchema,
    defaultValues: { first_name: invitation.first_name, last_name: invitation.last_name, password: '' },
    submit: (input) => accept.mutateAsync({ name: `${input.first_name} ${input.last_name}`, password: input.password }),
    errorMessage: 'Your account could not be created. Please try again.',
    guard: false,
  });
  // Signed in once it succeeds: the session query updates and the page moves on by itself.
  return (
    <Form api={api} aria-label="Accept invitation">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="first_name" label="First name" required autoComplete="given-name" />
        <TextField name="last_name" label="Last name" required autoComplete="family-name" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invitation-email">Email</Label>
        <Input id="invitation-email" type="email" value={invitation.email} readOnly autoComplete="username" />
      </div>
      <TextField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <SubmitButton className="w-full" pendingLabel="Creating account...">
        Create account
      </SubmitButton>
    </Form>
  );
}
