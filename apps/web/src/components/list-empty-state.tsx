import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { NoMatchesState } from '@/components/no-matches-state';

interface ListEmptyStateProps {
  icon: LucideIcon;
  /** Whether any filter is set: then nothing matched them, rather than there being nothing at all. */
  filtered: boolean;
  /** Clears the filters. */
  onClear: () => void;
  /** "No clients match these filters", and a hint under it. */
  noMatches: { title: string; description?: string };
  /** "No clients yet", what fills the list, and the next step. */
  empty: { title: string; description?: ReactNode; action?: ReactNode };
}

/** A filterable list with no rows: "no matches" with Clear filters while filtered, else its empty state. */
export function ListEmptyState({ icon, filtered, onClear, noMatches, empty }: ListEmptyStateProps) {
  return filtered ? (
    <NoMatchesState icon={icon} title={noMatches.title} description={noMatches.description} onClear={onClear} />
  ) : (
    <EmptyState icon={icon} title={empty.title} description={empty.description} action={empty.action} />
  );
}
