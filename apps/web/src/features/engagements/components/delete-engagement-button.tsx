import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { Engagement } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useDeleteEngagement } from '../api/delete-engagement';
import { engagementPath } from '../lib/engagement-type';

/** engagements.delete (admin), after a confirmation that names the engagement and what goes with it. */
export function DeleteEngagementButton({ engagement }: { engagement: Engagement }) {
  const canDelete = useCan('engagements.delete');
  const navigate = useNavigate();
  const remove = useDeleteEngagement();
  if (!canDelete) return null;
  const team = engagement.team_size === 1 ? '1 team assignment' : `${engagement.team_size} team assignments`;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title={`Delete engagement ${engagement.name}?`}
      description={`This also deletes its ${team} and all of its work items (engagement requests). This cannot be undone.`}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete engagement'}
      pending={remove.isPending}
      waitForResult
      onConfirm={() =>
        remove.mutate(
          { id: engagement.id, version: engagement.version },
          {
            onSuccess: () => {
              toast.success('Engagement deleted');
              void navigate(engagementPath(engagement.type), { replace: true });
            },
            onError: (error) => toast.error(error.message || 'Could not delete the engagement.'),
          },
        )
      }
    />
  );
}
