import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { Client } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteClient } from '../api/delete-client';

/**
 * The Delete client button and its confirmation (clients.manage); the server refuses (409) while the client still
 * has engagements.
 */
export function DeleteClientDialog({ client }: { client: Client }) {
  const navigate = useNavigate();
  const remove = useDeleteClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete client
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
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
              setOpen(false);
            },
          })
        }
      />
    </>
  );
}
