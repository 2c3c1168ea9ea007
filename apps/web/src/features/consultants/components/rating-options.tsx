import { RATING_LABELS } from '../lib/labels';

const RATINGS = [1, 2, 3, 4, 5];

/** A select's `<option>`s for the 1–5 ratings with their labels; `atLeast` reads them as minimums ("3+ · …"). */
export function RatingOptions({ atLeast = false }: { atLeast?: boolean }) {
  return RATINGS.map((rating) => (
    <option key={rating} value={rating}>
      {atLeast ? `${rating}+` : rating} · {RATING_LABELS[rating]}
    </option>
  ));
}
