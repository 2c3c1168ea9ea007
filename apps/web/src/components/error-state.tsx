import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/state-message';

interface ErrorStateProps {
  /** What failed, in words: "We could not load your notifications." */
  title: string;
  error?: unknown;
  onRetry: () => void;
}

/** A data view that failed to load (docs/product.md §13 "Error"): what failed, why if known, and Retry. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const reason = error instanceof Error && error.message ? error.message : null;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 p-4 text-sm">
      <div className="flex items-start gap-2">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        <StateMessage title={title} detail={reason} />
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Retry
      </Button>
    </div>
  );
}
