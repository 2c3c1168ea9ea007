import { useState } from 'react';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  apiTokenInputSchema,
  type ApiToken,
  type ApiTokenInput,
  type CreatedApiToken,
} from '@praxis/shared';
import { millisecondsBetween } from '@praxis/shared/dates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { SelectField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDate, formatRelativeTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { EmptyLine, SectionCard } from './section-card';

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === 365 ? '1 year' : `${days} days`,
}));
const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: API_TOKEN_SCOPE_LABELS[scope] }));

/**
 * Personal API tokens on one's own profile: create one (its secret shown once, with a copy button), see the
 * others (never their secrets) and revoke them after a confirmation.
 */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // The moment the card opened: what "expired" is measured against (render stays pure).
  const [now] = useState(() => Date.now());
  return (
    <SectionCard
      title="API tokens"
      description="Let a script or another tool call the Praxis API as you, with your rights or fewer."
    >
      <p className="text-sm text-muted-foreground">
        Send a token as <code>Authorization: Bearer …</code>; the{' '}
        <a href="/api/docs#authentication" className="underline underline-offset-4">
          API reference
        </a>{' '}
        explains how.
      </p>
      {created ? <NewTokenSecret token={created} onDone={() => setCreated(null)} /> : null}
      <div>
        <FormDialog
          title="Create an API token"
          description="Name it after what will use it. It works until it expires or you revoke it."
          trigger={
            <Button variant="outline" size="sm">
              <KeyRound aria-hidden />
              Create token
            </Button>
          }
        >
          {(close) => (
            <NewTokenForm
              onCancel={close}
              onCreated={(token) => {
                setCreated(token);
                close();
              }}
            />
          )}
        </FormDialog>
      </div>
      <QueryState
        query={tokens}
        loading={
          <SkeletonList label="Loading API tokens" className="flex flex-col gap-2" itemClassName="h-10" count={2} />
        }
        errorTitle="We could not load your API tokens."
        empty={<EmptyLine>No API tokens yet. Create one to call the API from a script.</EmptyLine>}
      >
        {(list) => (
          <ul className="flex flex-col divide-y" aria-label="Your API tokens">
            {list.map((token) => (
              <TokenRow key={token.id} token={token} now={now} />
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

function NewTokenForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const api = useApiForm({
    schema: apiTokenInputSchema,
    defaultValues: { name: '', expires_in_days: '90', scope: 'read' },
    toInput: (values): ApiTokenInput => ({
      name: values.name,
      expires_in_days: Number(values.expires_in_days) as ApiTokenInput['expires_in_days'],
      scope: values.scope as ApiTokenInput['scope'],
    }),
    submit: (input) => create.mutateAsync(input),
    errorMessage: 'Could not create the token.',
    onSuccess: onCreated,
  });
  return (
    <Form api={api}>
      <TextField name="name" label="Name" required placeholder="e.g. Weekly hours report" maxLength={80} />
      <SelectField name="expires_in_days" label="Expires after" options={EXPIRY_OPTIONS} />
      <SelectField
        name="scope"
        label="Access"
        options={SCOPE_OPTIONS}
        description="Read only answers GET requests; read and write can change what you can change."
      />
      <CancelSubmitActions onCancel={onCancel} pendingLabel="Creating…">
        Create token
      </CancelSubmitActions>
    </Form>
  );
}

/** The secret of the token just created: shown here once, never again. */
function NewTokenSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(token.token).then(
      () => toast.success('Token copied'),
      () => toast.error('Failed to copy to clipboard'),
    );
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
      <p className="font-medium">Copy your new token “{token.name}” now: it will not be shown again.</p>
      <div className="flex items-center gap-1">
        <Input
          readOnly
          value={token.token}
          aria-label="Your new API token"
          className="font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button size="icon" variant="outline" aria-label="Copy the token" onClick={() => void copy()}>
          <Copy aria-hidden />
        </Button>
      </div>
      <div>
        <Button size="sm" variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token, now }: { token: ApiToken; now: number }) {
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  const isExpired = millisecondsBetween(now, token.expires_at) <= 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <div className="flex min-w-0 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{token.name}</span>
          <Badge>{API_TOKEN_SCOPE_LABELS[token.scope]}</Badge>
          {isExpired ? <Badge variant="outline">Expired</Badge> : null}
        </div>
        <span className="text-xs text-muted-foreground">
          <code>{token.hint}…</code> · created {formatDate(token.created_at)} · {isExpired ? 'expired' : 'expires'}{' '}
          {formatDate(token.expires_at)} ·{' '}
          {token.last_used_at ? `last used ${formatRelativeTime(token.last_used_at, now)}` : 'never used'}
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Revoke the token “${token.name}”?`}
        description="Anything using it stops working at once. This cannot be undone."
        confirmLabel="Revoke token"
        pending={revoke.isPending}
        waitForResult
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Token revoked');
            },
            onError: (error) => toast.error(error.message),
          })
        }
        trigger={
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Revoke<span className="sr-only"> {token.name}</span>
          </Button>
        }
      />
    </li>
  );
}
