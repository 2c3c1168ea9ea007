import { TIMESHEET_STATUS_LABELS, type TimesheetViewStatus } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANT: Record<TimesheetViewStatus, BadgeVariant> = {
  draft: 'secondary',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
  missing: 'outline',
};

/** A week's status as a chip with text (colour is never the only signal). */
export function TimesheetStatusChip({ status }: { status: TimesheetViewStatus }) {
  return <Badge variant={VARIANT[status]}>{TIMESHEET_STATUS_LABELS[status]}</Badge>;
}
