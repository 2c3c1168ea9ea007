import type { AvailabilityStatus } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { AVAILABILITY_LABELS, AVAILABILITY_VARIANTS } from '../lib/labels';

export function AvailabilityChip({ status }: { status: AvailabilityStatus }) {
  return <Badge variant={AVAILABILITY_VARIANTS[status]}>{AVAILABILITY_LABELS[status]}</Badge>;
}
