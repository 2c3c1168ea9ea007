import type { PlanStatus } from '@praxis/shared';
import { PercentBar } from '@/components/percent-bar';
import { cn } from '@/lib/utils';

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = { draft: 'Draft', published: 'Published' };

export function PlanStatusChip({ status }: { status: PlanStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        status === 'published'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
          : 'border-slate-300 bg-slate-50 text-slate-700',
      )}
    >
      {PLAN_STATUS_LABELS[status]}
    </span>
  );
}

/** A whole-percent bar with its number (colour is never the only signal). */
export function ProgressBar({ value, label = 'complete' }: { value: number; label?: string }) {
  return (
    <span className="flex items-center gap-2">
      <PercentBar value={value} label={`${value} % ${label}`} className="w-24" />
      <span className="tabular-nums">{value} %</span>
    </span>
  );
}
