import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { twoFactor } from '@/lib/two-factor';

/**
 * The second step of signing in when two-factor sign-in is on: the 6-digit code of the authenticator app, or one
 * of the recovery codes (each works once). `onVerified` takes it from there (loads the session and moves on); a
 * refusal it throws shows like the server's.
 */
export function SecondFactorForm({ onVerified }: { onVerified: () => Promise<void> }) {
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const value = code.trim();
    if (!value) {
      setError(useRecovery ? 'Enter a recovery code.' : 'Enter the 6-digit code from your authenticator app.');
      return;
    }
    setIsSubmitting(true);
    setError(null);
    try {
      if (useRecovery) await twoFactor.verifyRecoveryCode(value);
      else await twoFactor.verifyTotp(value.replace(/\s/g, ''));
      await onVerified();
    } catch (cause) {
      setIsSubmitting(false);
      setError(cause instanceof Error ? cause.message : 'The code was not accepted. Please try again.');
    }
  };

  const label = useRecovery ? 'Recovery code' : 'Authentication code';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Two-factor sign-in">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>{label}</Label>
        <Input
          id={`${id}-code`}
          name="code"
          value={code}
          autoFocus
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {useRecovery
            ? 'One of the recovery codes you saved when you turned on two-factor sign-in.'
            : 'The 6-digit code your authenticator app shows for Praxis.'}
        </p>
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="ghost"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setCode('');
          setError(null);
        }}
      >
        {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
      </Button>
    </form>
  );
}
