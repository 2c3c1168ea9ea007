import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { CONTROL_CLASSES } from './control-classes';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 bg-transparent px-3 py-2 placeholder:text-muted-foreground',
        CONTROL_CLASSES,
        className,
      )}
      {...props}
    />
  );
}
