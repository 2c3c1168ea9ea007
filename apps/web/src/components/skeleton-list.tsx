import { Skeleton } from '@/components/ui/skeleton';

interface SkeletonListProps {
  /** What is loading, for screen readers ("Loading the change log"). */
  label: string;
  /** How the placeholders are laid out: like the content they stand for ("flex flex-col gap-4", a grid). */
  className: string;
  /** Each placeholder's size ("h-32"). */
  itemClassName: string;
  count?: number;
}

/**
 * A list's loading placeholder: `count` skeleton blocks laid out like the list, busy until it arrives. A status
 * named by `label`, so screen readers hear what is loading (a bare `div` may not carry a name).
 */
export function SkeletonList({ label, className, itemClassName, count = 3 }: SkeletonListProps) {
  return (
    <div role="status" className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}
