import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder shaped like the content that is loading (docs/product.md §13 "Loading"). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
