import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SidePanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** An action at the right of the title (an export). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled box beside the calendar (the user's calendar, feeds, time off to approve). */
export function SidePanel({ id, title, action, className, children }: SidePanelProps) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-2 rounded-lg border p-3', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
