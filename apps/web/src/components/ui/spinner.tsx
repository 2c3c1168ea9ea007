import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator. Decorative by default; pass `aria-label` when it is the only sign of progress. */
export function Spinner({ className, 'aria-label': ariaLabel, ...props }: ComponentProps<'svg'>) {
  return (
    <LoaderCircle
      role={ariaLabel ? 'status' : undefined}
      aria-label={ariaLabel}
      aria-hidden={ariaLabel ? undefined : true}
      className={cn('size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
      {...props}
    />
  );
}
