import { RATING_LABELS } from '../lib/labels';

/** A 1–5 rating as five dots plus its number, so it reads without colour. */
export function RatingDots({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1" title={`${rating} of 5 · ${RATING_LABELS[rating] ?? ''}`}>
      <span aria-hidden className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={step <= rating ? 'size-1.5 rounded-full bg-primary' : 'size-1.5 rounded-full bg-muted'}
          />
        ))}
      </span>
      <span className="text-xs text-muted-foreground tabular-nums">
        {rating}
        <span className="sr-only"> of 5</span>
      </span>
    </span>
  );
}
