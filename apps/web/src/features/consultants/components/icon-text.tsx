import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const SIZES = {
  sm: { gap: 'gap-1', icon: 'size-3.5' },
  md: { gap: 'gap-1.5', icon: 'size-4' },
};

interface IconTextProps {
  /** Decorative: the text says it all. */
  icon: LucideIcon;
  /** `li` in a list of facts. */
  as?: 'span' | 'li';
  /** `sm` on the directory cards, `md` on the profile. */
  size?: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}

/** A fact about a consultant with a muted icon in front (location, time zone, phone, email). */
export function IconText({ icon: Icon, as: Tag = 'span', size = 'md', className, children }: IconTextProps) {
  return (
    <Tag className={cn('inline-flex items-center', SIZES[size].gap, className)}>
      <Icon aria-hidden className={cn('shrink-0 text-muted-foreground', SIZES[size].icon)} />
      {children}
    </Tag>
  );
}
