import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { CONTROL_CLASSES } from './control-classes';

/**
 * The browser's own select, styled like an input: fully keyboard- and screen-reader-accessible, and light enough
 * for toolbars with several filters.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn('flex h-9 min-w-0 bg-background px-3 py-1', CONTROL_CLASSES, className)} {...props} />;
}
