import { cn } from '@/lib/utils';

/** Whole percent of `done` in `total` (0 when there is no total yet). */
export const percentOf = (done: number, total: number) => (total > 0 ? Math.round((done / total) * 100) : 0);

interface PercentBarProps {
  /** 0–100. */
  value: number;
  /** What the bar measures, for screen readers ("Import of big.csv"); the figures beside it are the caller's. */
  label: string;
  /** Its width in the row ("w-24", "w-full", "flex-1"). */
  className?: string;
}

/**
 * The one progress bar: a `progressbar` named for screen readers, filled to `value`. Spans, so it sits in a table
 * cell or a line of text as well as in a block.
 */
export function PercentBar({ value, label, className }: PercentBarProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('block h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <span className="block h-full bg-primary transition-all" style={{ width: `${value}%` }} />
    </span>
  );
}
