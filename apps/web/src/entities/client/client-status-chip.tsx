import type { ClientStatus } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  prospect: 'Prospect',
  active: 'Active',
  former: 'Former',
};

const CLIENT_STATUS_VARIANTS: Record<ClientStatus, BadgeVariant> = {
  prospect: 'outline',
  active: 'success',
  former: 'secondary',
};

export function ClientStatusChip({ status }: { status: ClientStatus }) {
  return <Badge variant={CLIENT_STATUS_VARIANTS[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
