import type { Priority, WorkItemStatus } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { PRIORITY_LABELS, PRIORITY_VARIANTS, STATUS_VARIANTS } from '../lib/labels';

export function StatusChip({ status }: { status: WorkItemStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{status}</Badge>;
}

export function PriorityChip({ priority }: { priority: Priority }) {
  return (
    <Badge variant={PRIORITY_VARIANTS[priority]}>
      <span className="sr-only">Priority: </span>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
