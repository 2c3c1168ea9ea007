import { useNavigate } from 'react-router';
import type { Client } from '@praxis/shared';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete client {client.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its contacts are deleted with it. A client with engagements cannot be deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              remove.mutate(client, {
                onSuccess: () => {
                  toast.success('Client deleted');
                  void navigate('/clients');
                },
                onError: (error) => {
                  toast.error(error.message || 'Could not delete the client.');
                  onOpenChange(false);
                },
              });
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete client'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
