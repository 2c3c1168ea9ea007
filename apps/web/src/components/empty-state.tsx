import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { StateMessage } from '@/components/state-message';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** The next step: a link or a button. */
  action?: ReactNode;
}

/** A list with nothing in it says what is missing and offers the next step (docs/product.md §13 "Empty"). */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <Icon aria-hidden className="size-8 text-muted-foreground" />
      <StateMessage title={title} detail={description} />
      {action}
    </div>
  );
}
