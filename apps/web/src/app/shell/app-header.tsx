import { Menu, Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WhatsNewBadge } from '@/features/change-log/components/whats-new-badge';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { BrandLink } from './brand-link';
import { SearchButton } from './search-button';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  onOpenNavigation: () => void;
  /** For admins on the whitelist: the handle the admin toolbar collapses to (absent for everyone else). */
  adminToolbar?: { isOpen: boolean; onToggle: () => void } | undefined;
}

export function AppHeader({ onOpenNavigation, adminToolbar }: AppHeaderProps) {
  return (
    <header
      data-print-hide
      className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4"
    >
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={onOpenNavigation}>
        <Menu aria-hidden />
      </Button>
      <BrandLink to="/home" />
      <div className="ml-auto flex items-center gap-2">
        <SearchButton />
        {adminToolbar ? (
          // Off at phone widths: the toolbar's tools (inspector, screenshot) are for a desktop.
          <Button
            variant={adminToolbar.isOpen ? 'secondary' : 'ghost'}
            size="icon"
            className="hidden md:inline-flex"
            aria-label="Admin toolbar"
            aria-expanded={adminToolbar.isOpen}
            title={adminToolbar.isOpen ? 'Hide the admin toolbar' : 'Show the admin toolbar'}
            onClick={adminToolbar.onToggle}
          >
            <Wrench aria-hidden />
          </Button>
        ) : null}
        <WhatsNewBadge />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
