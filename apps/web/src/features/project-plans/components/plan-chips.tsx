import type { PlanStatus } from '@praxis/shared';
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
      <span
        className="h-2 w-24 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={`${value} % ${label}`}
      >
        <span className="block h-full bg-primary" style={{ width: `${value}%` }} />
      </span>
      <span className="tabular-nums">{value} %</span>
    </span>
  );
}
