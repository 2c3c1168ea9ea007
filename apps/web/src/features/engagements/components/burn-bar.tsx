import { cn } from '@/lib/utils';
import { hours } from '../lib/format';

/** Hours used against hours allocated, as a bar with the numbers in text (colour is never the only signal). */
export function BurnBar({
  used,
  allocated,
  label,
  caption,
}: {
  used: number;
  allocated: number | null;
  label: string;
  /** A visible name above the bar, where several bars stand together. */
  caption?: string;
}) {
  const ratio = allocated ? used / allocated : 0;
  const percent = Math.round(ratio * 100);
  return (
    <div className="flex min-w-40 flex-col gap-1">
      {caption ? (
        <span aria-hidden className="text-xs font-medium">
          {caption}
        </span>
      ) : null}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={allocated ?? 0}
        aria-valuenow={used}
        aria-valuetext={allocated ? `${hours(used)} of ${hours(allocated)} (${percent} %)` : `${hours(used)} used`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            ratio > 1 ? 'bg-red-500' : ratio > 0.85 ? 'bg-amber-500' : 'bg-emerald-500',
          )}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
      <span className="text-xs text-muted-foreground tabular-nums">
        {hours(used)} of {allocated === null ? 'no allocation' : hours(allocated)}
        {allocated ? ` · ${percent} %` : ''}
        {ratio > 1 ? ' · over' : ''}
      </span>
    </div>
  );
}
