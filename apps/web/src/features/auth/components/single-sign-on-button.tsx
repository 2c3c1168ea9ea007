import { useState } from 'react';
import { CircleAlert, KeyRound } from 'lucide-react';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signInSocial } from '../api/sign-in-social';

interface SingleSignOnButtonProps {
  provider: { id: string; label: string };
  returnTo: string;
}

/**
 * "Continue with {label}" for the configured OpenID Connect provider. Plain component state rather than a query
 * mutation: the light sign-in page shows it without TanStack Query.
 */
export function SingleSignOnButton({ provider, returnTo }: SingleSignOnButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setIsBusy(true);
    setError(null);
    try {
      // On success the browser is already on its way to the provider: stay busy rather than invite a second click.
      await signInSocial({ provider: provider.id, returnTo });
    } catch (cause) {
      setIsBusy(false);
      setError(cause instanceof Error ? cause.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <div className="grid gap-2">
      <Button variant="outline" className="w-full" disabled={isBusy} onClick={() => void start()}>
        {isBusy ? <Spinner /> : <KeyRound aria-hidden />}
        Continue with {provider.label}
      </Button>
      {error ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SingleSignOnSectionProps {
  /** Why the last single sign-on failed (the `?error=` code explained), shown above the button. */
  providerError: string | null;
  /** The configured provider; none, no button. */
  provider: { id: string; label: string } | null | undefined;
  returnTo: string;
}

/** The top of the sign-in card: a failed single sign-on explained, then the provider's button and "or". */
export function SingleSignOnSection({ providerError, provider, returnTo }: SingleSignOnSectionProps) {
  return (
    <>
      {providerError ? <ErrorAlert>{providerError}</ErrorAlert> : null}
      {provider ? (
        <>
          <SingleSignOnButton provider={provider} returnTo={returnTo} />
          <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
        </>
      ) : null}
    </>
  );
}
