import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { meQueryKey, useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { totpSecretOf, twoFactor } from '@/lib/two-factor';
import { SectionCard } from './section-card';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'verify'; uri: string; codes: string[] }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-factor sign-in on one's own profile: turn it on (password, then the authenticator app's secret and a code
 * from it; the recovery codes are shown once) or off (password). REQUIRE_ADMIN_2FA makes it a must for admins.
 */
export function TwoFactorCard() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setValue('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (step.kind === 'password' && step.action === 'enable') {
      void run(async () => {
        const { totpURI, backupCodes } = await twoFactor.enable(value);
        setStep({ kind: 'verify', uri: totpURI, codes: backupCodes });
      });
    } else if (step.kind === 'password') {
      void run(async () => {
        await twoFactor.disable(value);
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        setStep({ kind: 'idle' });
        toast.success('Two-factor sign-in turned off');
      });
    } else if (step.kind === 'verify') {
      const codes = step.codes;
      void run(async () => {
        await twoFactor.verifyTotp(value.replace(/\s/g, ''));
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        setStep({ kind: 'codes', codes });
        toast.success('Two-factor sign-in turned on');
      });
    }
  };

  const description = me.twoFactorEnabled
    ? 'On: signing in asks for a code from your authenticator app after the password.'
    : me.mustEnableTwoFactor
      ? 'Administrators must turn this on: until then you use Praxis as an employee.'
      : 'Off: add a code from an authenticator app to your password.';

  return (
    <SectionCard title="Two-factor sign-in" description={description}>
      {step.kind === 'codes' ? (
        <div className="grid gap-2">
          <p className="text-sm">
            Save these recovery codes somewhere safe. Each signs you in once if you lose your phone; they are shown only
            now.
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono text-sm">
            {step.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div>
            <Button type="button" variant="outline" onClick={() => setStep({ kind: 'idle' })}>
              Done
            </Button>
          </div>
        </div>
      ) : step.kind === 'idle' ? (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => setStep({ kind: 'password', action: me.twoFactorEnabled ? 'disable' : 'enable' })}
          >
            <ShieldCheck aria-hidden />
            {me.twoFactorEnabled ? 'Turn off two-factor sign-in' : 'Turn on two-factor sign-in'}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-3">
          {step.kind === 'verify' ? (
            <div className="grid gap-1 text-sm">
              <p>Add Praxis to your authenticator app with this key, then enter the code it shows.</p>
              <p>
                Key: <code className="font-mono break-all">{totpSecretOf(step.uri)}</code>
              </p>
              <a href={step.uri} className="underline underline-offset-4">
                Open in an authenticator app on this device
              </a>
            </div>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-value`}>{step.kind === 'verify' ? 'Authentication code' : 'Your password'}</Label>
            <Input
              id={`${id}-value`}
              type={step.kind === 'verify' ? 'text' : 'password'}
              inputMode={step.kind === 'verify' ? 'numeric' : undefined}
              autoComplete={step.kind === 'verify' ? 'one-time-code' : 'current-password'}
              value={value}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || !value}>
              {busy ? <Spinner /> : null}
              {step.kind === 'verify' ? 'Verify and turn on' : 'Continue'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
