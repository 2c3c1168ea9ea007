import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Webhook } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';

/** A row's Delete button and its confirmation (webhooks.manage). */
export function DeleteWebhookButton({ webhook }: { webhook: Webhook }) {
  const remove = useDeleteWebhook();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Delete ${webhook.name}`} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete ${webhook.name}?`}
        description="Its delivery log goes with it. This cannot be undone."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete webhook'}
        pending={remove.isPending}
        waitForResult
        onConfirm={() =>
          remove.mutate(webhook, {
            onSuccess: () => {
              toast.success('Webhook deleted');
              setOpen(false);
            },
            onError: (error) => {
              toast.error(error.message || 'Could not delete the webhook.');
              setOpen(false);
            },
          })
        }
      />
    </>
  );
}
