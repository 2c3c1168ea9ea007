import { Copy } from 'lucide-react';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** A signing secret, shown this once with a copy button: Praxis never shows it again. */
export function SecretDialog({ secret, name, onClose }: { secret: string | null; name: string; onClose: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(secret ?? '').then(
      () => toast.success('Secret copied'),
      () => toast.error('Could not copy; select the secret and copy it by hand.'),
    );
  return (
    <FormDialog
      open={secret !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Signing secret of ${name}`}
      description="Copy it now: it is shown only this once. The receiver checks each delivery's signature with it."
    >
      <div className="grid gap-3">
        <code className="block rounded-md border bg-muted p-3 text-sm break-all" data-testid="webhook-secret">
          {secret}
        </code>
        <p className="text-sm text-muted-foreground">
          Each delivery carries <code>X-Praxis-Timestamp</code> and <code>X-Praxis-Signature: v1=…</code>, the
          HMAC-SHA256 (hex) of <code>timestamp.body</code> under this secret.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            Copy secret
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </FormDialog>
  );
}
