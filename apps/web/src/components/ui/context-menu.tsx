import type { ComponentProps } from 'react';
import * as ContextMenuPrimitive from '@radix-ui/react-context-menu';
import { cn } from '@/lib/utils';
import { MENU_CLASSES } from './menu-classes';

export const ContextMenu = ContextMenuPrimitive.Root;
export const ContextMenuTrigger = ContextMenuPrimitive.Trigger;

export function ContextMenuContent({ className, ...props }: ComponentProps<typeof ContextMenuPrimitive.Content>) {
  return (
    <ContextMenuPrimitive.Portal>
      <ContextMenuPrimitive.Content
        className={cn(
          MENU_CLASSES.content,
          'max-h-(--radix-context-menu-content-available-height) min-w-[10rem]',
          'origin-(--radix-context-menu-content-transform-origin)',
          className,
        )}
        {...props}
      />
    </ContextMenuPrimitive.Portal>
  );
}

interface ContextMenuItemProps extends ComponentProps<typeof ContextMenuPrimitive.Item> {
  variant?: 'default' | 'destructive';
}

export function ContextMenuItem({ className, variant = 'default', ...props }: ContextMenuItemProps) {
  return <ContextMenuPrimitive.Item data-variant={variant} className={cn(MENU_CLASSES.item, className)} {...props} />;
}

export function ContextMenuLabel({ className, ...props }: ComponentProps<typeof ContextMenuPrimitive.Label>) {
  return (
    <ContextMenuPrimitive.Label className={cn('truncate px-2 py-1.5 text-sm font-medium', className)} {...props} />
  );
}

export function ContextMenuSeparator({ className, ...props }: ComponentProps<typeof ContextMenuPrimitive.Separator>) {
  return <ContextMenuPrimitive.Separator className={cn(MENU_CLASSES.separator, className)} {...props} />;
}
