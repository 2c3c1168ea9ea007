import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { initialsOf } from '@/lib/people';

interface UserMenuTriggerProps extends ComponentProps<'button'> {
  name: string;
}

/** The avatar button that opens the user menu. Spreads its props so Radix can drive it as the menu trigger. */
export function UserMenuTrigger({ name, ...props }: UserMenuTriggerProps) {
  return (
    <Button variant="ghost" className="h-9 gap-2 px-2" aria-label={`Account menu for ${name}`} {...props}>
      <span
        aria-hidden
        className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-medium text-primary-foreground"
      >
        {initialsOf(name)}
      </span>
      <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{name}</span>
      <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
    </Button>
  );
}
