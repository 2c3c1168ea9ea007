import { Link } from 'react-router';
import { formatDate } from '@/lib/dates';
import { TitledSection } from '@/components/titled-section';
import { useRetention } from '../api/candidate';

/** Rejected candidates older than the retention period (docs/product.md §11.12): each opens the record to erase it. */
export function RetentionPanel() {
  const retention = useRetention();
  if (!retention.data) return null;
  const { months, items } = retention.data;
  return (
    <TitledSection id="retention-heading" title="Due for erasure" className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        Candidates rejected more than {months} months ago. Open one to erase their personal data.
      </p>
      {items.length === 0 ? (
        <p className="text-sm">None: every rejected candidate is within the retention period.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border text-sm">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <Link to={`/recruiting/candidates/${item.id}`} className="font-medium underline-offset-4 hover:underline">
                {item.candidate_name}
              </Link>
              <span className="text-muted-foreground">
                {item.position_title} · rejected {formatDate(item.rejected_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
