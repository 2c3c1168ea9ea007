import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/get-unread-count';
import { formatUnreadCount } from '../lib/format-unread-count';
import { useLiveUnreadCount } from '../lib/use-live-unread-count';

/** The header's bell: the live unread count (99+ above 99), opening /notifications. */
export function NotificationBell() {
  useLiveUnreadCount();
  const { data: unread = 0 } = useUnreadCount();
  const badge = unread > 0 ? formatUnreadCount(unread) : null;
  return (
    <Link
      to="/notifications"
      aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <Bell aria-hidden />
      {badge ? (
        <span
          aria-hidden
          data-slot="unread-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
