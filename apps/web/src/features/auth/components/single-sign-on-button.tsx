import { CircleAlert, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignInSocial } from '../api/sign-in-social';

interface SingleSignOnButtonProps {
  provider: { id: string; label: string };
  returnTo: string;
}

/** "Continue with {label}" for the configured OpenID Connect provider. */
export function SingleSignOnButton({ provider, returnTo }: SingleSignOnButtonProps) {
  const signIn = useSignInSocial();
  // On success the browser is already on its way to the provider: stay busy rather than invite a second click.
  const isBusy = signIn.isPending || signIn.isSuccess;

  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="w-full"
        disabled={isBusy}
        onClick={() => signIn.mutate({ provider: provider.id, returnTo })}
      >
        {isBusy ? <Spinner /> : <KeyRound aria-hidden />}
        Continue with {provider.label}
      </Button>
      {signIn.error ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {signIn.error.message}
        </p>
      ) : null}
    </div>
  );
}
