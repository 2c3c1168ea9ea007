import { Spinner } from '@/components/ui/spinner';

interface LoadingScreenProps {
  /** What is happening; the session loader uses the original's exact "Loading...". */
  label?: string;
}

/** Full-screen spinner shown while the session loads (docs/product.md §2), and for the few other whole-app waits. */
export function LoadingScreen({ label = 'Loading...' }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background"
    >
      <Spinner className="size-8 text-muted-foreground" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
