import type { AvailabilityStatus } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  partially_available: 'Partially available',
  busy: 'Busy',
  on_leave: 'On leave',
};

const AVAILABILITY_VARIANTS: Record<AvailabilityStatus, BadgeVariant> = {
  available: 'success',
  partially_available: 'warning',
  busy: 'danger',
  on_leave: 'outline',
};

export function AvailabilityChip({ status }: { status: AvailabilityStatus }) {
  return <Badge variant={AVAILABILITY_VARIANTS[status]}>{AVAILABILITY_LABELS[status]}</Badge>;
}
