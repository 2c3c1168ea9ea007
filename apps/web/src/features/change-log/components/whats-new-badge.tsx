import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { UNREAD_BADGE_MAX } from '@praxis/shared';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useChangeLogUnread } from '../api/unread';

/** The shell's "what's new": entries published since the user last opened the change log. */
export function WhatsNewBadge() {
  const { data } = useChangeLogUnread();
  const count = data?.count ?? 0;
  if (count === 0) return null;
  const label = count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
  return (
    <Link
      to="/change-log"
      aria-label={`What's new: ${label} new in the change log`}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'relative gap-1.5')}
    >
      <Sparkles aria-hidden />
      <span className="hidden sm:inline">What&apos;s new</span>
      <span
        aria-hidden
        data-slot="whats-new-badge"
        className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-semibold text-primary-foreground tabular-nums"
      >
        {label}
      </span>
    </Link>
  );
}
