import type { Priority, ResourceRequestStatus } from '@praxis/shared';
import { cn } from '@/lib/utils';
import { PRIORITY_LABELS, PRIORITY_TONE, STATUS_TONE } from '../lib/labels';

const chip = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export function RequestStatusChip({ status, closed = false }: { status: ResourceRequestStatus; closed?: boolean }) {
  return (
    <span className={cn(chip, STATUS_TONE[status])}>
      {status}
      {closed ? ' · closed' : ''}
    </span>
  );
}

export function PriorityChip({ priority }: { priority: Priority }) {
  return <span className={cn(chip, PRIORITY_TONE[priority])}>{PRIORITY_LABELS[priority]}</span>;
}
