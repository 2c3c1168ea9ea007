import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

interface NoMatchesStateProps {
  icon: LucideIcon;
  /** "No clients match these filters". */
  title: string;
  description?: string;
  /** Clears the filters (the state's one action). */
  onClear: () => void;
}

/** A filtered list with nothing left: says so and offers to clear the filters (docs/product.md §13 "Empty"). */
export function NoMatchesState({ icon, title, description, onClear }: NoMatchesStateProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
