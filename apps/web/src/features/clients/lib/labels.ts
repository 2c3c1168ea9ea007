import type { ClientStatus } from '@praxis/shared';
import type { BadgeVariant } from '@/components/ui/badge';

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  prospect: 'Prospect',
  active: 'Active',
  former: 'Former',
};

export const CLIENT_STATUS_VARIANTS: Record<ClientStatus, BadgeVariant> = {
  prospect: 'outline',
  active: 'success',
  former: 'secondary',
};
