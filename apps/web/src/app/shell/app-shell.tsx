import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { useRecentPages } from './recent-pages';
import { useAdminToolbarOpen, useIsDesktop } from './use-admin-toolbar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

// Only whitelisted admins get the toolbar; nobody else downloads its code (inspector, screenshot library).
const AdminToolbar = lazy(() =>
  import('@/features/admin-toolbar/components/admin-toolbar').then((module) => ({ default: module.AdminToolbar })),
);

/**
 * The authenticated shell: header, sidebar and the page. The desktop sidebar collapses to icons (remembered);
 * below the md breakpoint it becomes a drawer opened from the header (docs/product.md §13 "Responsive").
 */
export function AppShell() {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const recentPages = useRecentPages(me.user.id, pathname);
  const [isCollapsed, setIsCollapsed] = useSidebarCollapsed();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isToolbarOpen, setIsToolbarOpen] = useAdminToolbarOpen();
  const isDesktop = useIsDesktop();
  // The toolbar is off at phone widths; elsewhere it shows only once opened from its handle in the header.
  const showToolbar = me.isWhitelisted && isToolbarOpen && isDesktop;
  const closeDrawer = () => setIsDrawerOpen(false);

  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <AppHeader
        onOpenNavigation={() => setIsDrawerOpen(true)}
        adminToolbar={
          me.isWhitelisted ? { isOpen: isToolbarOpen, onToggle: () => setIsToolbarOpen(!isToolbarOpen) } : undefined
        }
      />
      <div className="flex flex-1">
        <aside
          data-collapsed={isCollapsed}
          className={cn(
            'sticky top-14 hidden h-[calc(100svh-3.5rem)] shrink-0 border-r border-sidebar-border bg-sidebar transition-[width] md:block',
            isCollapsed ? 'w-16' : 'w-64',
          )}
        >
          <AppSidebar
            className="h-full"
            recentPages={recentPages}
            isCollapsed={isCollapsed}
            onCollapsedChange={setIsCollapsed}
          />
        </aside>
        {isDrawerOpen ? (
          <div
            className="fixed inset-0 z-40 md:hidden"
            role="dialog"
            aria-modal="true"
            aria-label="Navigation"
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeDrawer();
            }}
          >
            <div aria-hidden className="absolute inset-0 bg-black/40" onClick={closeDrawer} />
            <div className="relative flex h-full w-72 max-w-[85vw] flex-col border-r border-sidebar-border bg-sidebar shadow-lg">
              <div className="flex h-14 items-center justify-end px-3">
                <Button variant="ghost" size="icon" aria-label="Close navigation" onClick={closeDrawer} autoFocus>
                  <X aria-hidden />
                </Button>
              </div>
              <AppSidebar className="min-h-0 flex-1" recentPages={recentPages} onNavigate={closeDrawer} />
            </div>
          </div>
        ) : null}
        <main
          id="main"
          tabIndex={-1}
          // An open toolbar floats over the bottom of the window: the page keeps room below its last action.
          className={cn('min-w-0 flex-1 p-4 outline-none md:p-6', showToolbar && 'md:pb-32')}
        >
          <Outlet />
        </main>
      </div>
      {showToolbar ? (
        <Suspense fallback={null}>
          <AdminToolbar onCollapse={() => setIsToolbarOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
