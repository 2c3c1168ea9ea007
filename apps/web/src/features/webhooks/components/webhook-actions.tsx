import { useState } from 'react';
import { KeyRound, List, Pencil, Power, PowerOff } from 'lucide-react';
import type { Webhook, WebhookWithSecret } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRotateSecret } from '../api/rotate-secret';
import { useUpdateWebhook } from '../api/update-webhook';
import { DeleteWebhookButton } from './delete-webhook-button';
import { WebhookDialog } from './webhook-dialog';

interface WebhookActionsProps {
  webhook: Webhook;
  onShowDeliveries: (webhook: Webhook) => void;
  onSecret: (created: WebhookWithSecret) => void;
}

/** A row's actions: deliveries, edit, switch on or off, a new secret (asked first), delete (asked first). */
export function WebhookActions({ webhook, onShowDeliveries, onSecret }: WebhookActionsProps) {
  const update = useUpdateWebhook();
  const rotate = useRotateSecret();
  const [asking, setAsking] = useState(false);
  const toggle = () =>
    update.mutate(
      { webhook, input: { enabled: !webhook.enabled } },
      {
        onSuccess: () => toast.success(webhook.enabled ? 'Webhook disabled' : 'Webhook enabled'),
        onError: (error) => toast.error(error.message || 'Could not change the webhook.'),
      },
    );
  return (
    <span className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Deliveries of ${webhook.name}`}
        onClick={() => onShowDeliveries(webhook)}
      >
        <List aria-hidden />
      </Button>
      <WebhookDialog
        webhook={webhook}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Edit ${webhook.name}`}>
            <Pencil aria-hidden />
          </Button>
        }
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${webhook.enabled ? 'Disable' : 'Enable'} ${webhook.name}`}
        disabled={update.isPending}
        onClick={toggle}
      >
        {webhook.enabled ? <PowerOff aria-hidden /> : <Power aria-hidden />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Rotate the secret of ${webhook.name}`}
        onClick={() => setAsking(true)}
      >
        <KeyRound aria-hidden />
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Make a new secret for ${webhook.name}?`}
        description="The current secret stops signing at once: update the receiver with the new one."
        confirmLabel="Make new secret"
        pending={rotate.isPending}
        waitForResult
        onConfirm={() =>
          rotate.mutate(webhook, {
            onSuccess: (rotated) => {
              setAsking(false);
              onSecret(rotated);
            },
            onError: (error) => {
              setAsking(false);
              toast.error(error.message || 'Could not make a new secret.');
            },
          })
        }
      />
      <DeleteWebhookButton webhook={webhook} />
    </span>
  );
}
