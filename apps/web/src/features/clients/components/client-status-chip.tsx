import type { ClientStatus } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { CLIENT_STATUS_LABELS, CLIENT_STATUS_VARIANTS } from '../lib/labels';

export function ClientStatusChip({ status }: { status: ClientStatus }) {
  return <Badge variant={CLIENT_STATUS_VARIANTS[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
