import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { CONTROL_CLASSES } from './control-classes';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-9 min-w-0 bg-transparent px-3 py-1 placeholder:text-muted-foreground',
        CONTROL_CLASSES,
        className,
      )}
      {...props}
    />
  );
}
