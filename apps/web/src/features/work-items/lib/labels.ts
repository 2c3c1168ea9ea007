import type { Priority, WorkItemStatus } from '@praxis/shared';
import type { BadgeVariant } from '@/components/ui/badge';

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

export const STATUS_VARIANTS: Record<WorkItemStatus, BadgeVariant> = {
  Requested: 'outline',
  'Under Review': 'secondary',
  Approved: 'default',
  'In Progress': 'warning',
  Done: 'success',
  Rejected: 'danger',
};
