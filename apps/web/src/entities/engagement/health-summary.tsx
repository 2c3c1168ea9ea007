import type { EngagementHealth } from '@praxis/shared';
import { TemperatureChip } from './engagement-chips';
import { Badge } from '@/components/ui/badge';

/** Manual temperature beside the computed one, the reasons in words, and a highlight when they disagree. */
export function HealthSummary({ health }: { health: EngagementHealth }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Manual</span>
        <TemperatureChip temperature={health.manual_temperature} />
        <span className="text-muted-foreground">Computed</span>
        <TemperatureChip temperature={health.computed_temperature} />
        {health.disagree ? <Badge variant="warning">They disagree</Badge> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {health.reasons.length ? health.reasons.map((reason) => reason.text).join('; ') : 'Nothing to flag.'}
      </p>
    </div>
  );
}
