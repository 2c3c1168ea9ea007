import { useId } from 'react';
import type { WorkItemDetail, WorkItemStatus } from '@praxis/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { WorkItemStatusChip } from '@/entities/work-item';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useChangeWorkItemStatus } from '../api/move-work-item';
import { statusesFor } from '../lib/can-edit';

/** docs/product.md §4 workflow: offers only the statuses this user may move the item to. */
export function WorkItemStatusControl({ item }: { item: WorkItemDetail }) {
  const me = useCurrentUser();
  const change = useChangeWorkItemStatus(item.id);
  const id = useId();
  const statuses = statusesFor(me, item);
  if (statuses.length <= 1) {
    return (
      <div className="space-y-1.5 text-sm">
        <p className="font-medium">Status</p>
        <WorkItemStatusChip status={item.status} />
        <p className="text-xs text-muted-foreground">
          Admins review, approve and reject requests; the assignee moves them to In Progress and Done.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Status</Label>
      <NativeSelect
        id={id}
        value={item.status}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(
            { version: item.version, status: event.target.value as WorkItemStatus },
            {
              onSuccess: (saved) => toast.success(`Status changed to ${saved.status}`),
              onError: (error) =>
                toast.error(
                  isApiError(error) && error.status === 409
                    ? 'Someone else changed this request. Reload the page and try again.'
                    : error instanceof Error
                      ? error.message
                      : 'Could not change the status.',
                ),
            },
          )
        }
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
