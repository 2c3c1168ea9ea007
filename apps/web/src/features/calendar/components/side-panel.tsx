import type { ReactNode } from 'react';
import { TitledSection } from '@/components/titled-section';
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
    <TitledSection
      id={id}
      title={title}
      actions={action}
      headingClassName="text-sm"
      className={cn('flex flex-col gap-2 rounded-lg border p-3', className)}
    >
      {children}
    </TitledSection>
  );
}
