import { ENGAGEMENT_STATUS_LABELS, TEMPERATURE_LABELS, type EngagementStatus, type Temperature } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const TEMPERATURE_VARIANTS: Record<Temperature, BadgeVariant> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

const TEMPERATURE_DOTS: Record<Temperature, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-red-500',
};

/**
 * An engagement's project_temperature as a chip with text (docs/product.md §13 green Healthy, yellow Watch, red Critical;
 * colour is never the only signal). Shared so every screen that shows an engagement shows it the same way.
 */
export function TemperatureChip({ temperature }: { temperature: Temperature }) {
  return (
    <Badge variant={TEMPERATURE_VARIANTS[temperature]} data-temperature={temperature}>
      <span aria-hidden className={`size-2 rounded-full ${TEMPERATURE_DOTS[temperature]}`} />
      {TEMPERATURE_LABELS[temperature]}
    </Badge>
  );
}

const STATUS_VARIANTS: Record<EngagementStatus, BadgeVariant> = {
  pipeline: 'outline',
  active: 'default',
  on_hold: 'warning',
  completed: 'secondary',
  cancelled: 'outline',
};

export function EngagementStatusChip({ status }: { status: EngagementStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{ENGAGEMENT_STATUS_LABELS[status]}</Badge>;
}
