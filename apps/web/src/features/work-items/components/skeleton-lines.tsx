import { Skeleton } from '@/components/ui/skeleton';

/** A list's loading placeholder: `count` stacked skeleton lines of one height (`className`, "h-5"). */
export function SkeletonLines({ count, className }: { count: number; className: string }) {
  return (
    <div className="space-y-2">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}
