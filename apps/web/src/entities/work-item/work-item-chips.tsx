import type { Priority, WorkItemStatus } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const PRIORITY_VARIANTS: Record<Priority, BadgeVariant> = {
  low: 'outline',
  medium: 'secondary',
  high: 'warning',
  critical: 'danger',
};

export const WORK_ITEM_STATUS_VARIANTS: Record<WorkItemStatus, BadgeVariant> = {
  Requested: 'outline',
  'Under Review': 'secondary',
  Approved: 'default',
  'In Progress': 'warning',
  Done: 'success',
  Rejected: 'danger',
};

export function WorkItemStatusChip({ status }: { status: WorkItemStatus }) {
  return <Badge variant={WORK_ITEM_STATUS_VARIANTS[status]}>{status}</Badge>;
}

export function PriorityChip({ priority }: { priority: Priority }) {
  return (
    <Badge variant={PRIORITY_VARIANTS[priority]}>
      <span className="sr-only">Priority: </span>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
