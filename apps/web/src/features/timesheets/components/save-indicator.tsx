import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SaveState } from '../lib/use-autosave';

/** Saved / saving / failed, always visible next to the grid; a failure keeps the hours and offers Retry. */
export function SaveIndicator({
  state,
  error,
  onRetry,
}: {
  state: SaveState;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
      {state === 'saving' ? (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin" /> Saving…
        </>
      ) : null}
      {state === 'saved' ? (
        <>
          <Check aria-hidden className="size-4 text-emerald-600" /> All changes saved
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <AlertCircle aria-hidden className="size-4 text-destructive" />
          <span className="text-destructive">
            Not saved: {error ?? 'the server did not answer'}. Your hours are kept; retrying.
          </span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry now
          </Button>
        </>
      ) : null}
    </div>
  );
}
