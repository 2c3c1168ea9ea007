import { useNavigate } from 'react-router';
import type { Client } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteClient } from '../api/delete-client';

interface DeleteClientDialogProps {
  client: Client;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms deleting a client (clients.manage); the server refuses (409) while it still has engagements. */
export function DeleteClientDialog({ client, open, onOpenChange }: DeleteClientDialogProps) {
  const navigate = useNavigate();
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={`Delete client ${client.name}?`}
      description="Its contacts are deleted with it. A client with engagements cannot be deleted."
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete client'}
      pending={remove.isPending}
      waitForResult
      onConfirm={() =>
        remove.mutate(client, {
          onSuccess: () => {
            toast.success('Client deleted');
            void navigate('/clients');
          },
          onError: (error) => {
            toast.error(error.message || 'Could not delete the client.');
            onOpenChange(false);
          },
        })
      }
    />
  );
}
