import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WhatsNewBadge } from '@/features/change-log/components/whats-new-badge';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  onOpenNavigation: () => void;
}

export function AppHeader({ onOpenNavigation }: AppHeaderProps) {
  return (
    <header
      data-print-hide
      className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4"
    >
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={onOpenNavigation}>
        <Menu aria-hidden />
      </Button>
      <Link
        to="/home"
        className="flex items-center gap-2 rounded-md px-1 font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
      >
        <img src="/favicon.svg" alt="" className="size-6" />
        Praxis
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <WhatsNewBadge />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
