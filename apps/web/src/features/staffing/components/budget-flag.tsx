import { TriangleAlert } from 'lucide-react';
import type { BudgetRisk } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';

/** The queue's flag: staffing this request as asked ends its engagement over budget (the reason beside it). */
export function BudgetFlag({ risk, withReason = false }: { risk: BudgetRisk | null; withReason?: boolean }) {
  if (!risk) return null;
  const label = risk.tips_over ? 'Would tip the budget' : 'Over budget if staffed';
  return (
    <span className="mt-1 flex flex-col gap-1">
      <Badge variant="warning" title={risk.reason}>
        <TriangleAlert aria-hidden className="size-3" />
        {label}
      </Badge>
      {withReason ? <span className="text-sm">{risk.reason}</span> : null}
    </span>
  );
}
