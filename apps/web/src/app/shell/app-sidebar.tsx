import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronRight, History, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import type { RecentPage } from './recent-pages';
import {
  activeGroupLabel,
  isSidebarLinkActive,
  visibleSidebarEntries,
  type SidebarGroup,
  type SidebarLink,
} from './sidebar-items';
import { useLoadOnIntent } from './use-load-on-intent';

// The popup (Radix, with its positioning engine) is not needed to paint the shell: it loads when reached for.
const loadHistoryPopover = () => import('./history-popover');
const HistoryPopover = lazy(() => loadHistoryPopover().then((module) => ({ default: module.HistoryPopover })));

interface AppSidebarProps {
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
  className?: string;
  recentPages: readonly RecentPage[];
  /** Icon-only width (desktop); the mobile drawer is never collapsed. */
  isCollapsed?: boolean;
  /** Collapse or expand; absent where collapsing makes no sense (the drawer). */
  onCollapsedChange?: (collapsed: boolean) => void;
}

export function AppSidebar({
  onNavigate,
  className,
  recentPages,
  isCollapsed = false,
  onCollapsedChange,
}: AppSidebarProps) {
  const { pathname } = useLocation();
  const { roles } = useCurrentUser();
  const activeGroup = activeGroupLabel(pathname);

  // Groups the user opened or closed; the group holding the active item opens whenever it becomes active.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  const [lastActiveGroup, setLastActiveGroup] = useState(activeGroup);
  if (activeGroup !== lastActiveGroup) {
    setLastActiveGroup(activeGroup);
    if (activeGroup && !openGroups.has(activeGroup)) setOpenGroups(new Set(openGroups).add(activeGroup));
  }

  const toggleGroup = (label: string) => {
    // An icon-only sidebar has no room for sub-items: choosing a group widens it with the group open.
    if (isCollapsed) {
      onCollapsedChange?.(false);
      setOpenGroups(new Set(openGroups).add(label));
      return;
    }
    const next = new Set(openGroups);
    if (!next.delete(label)) next.add(label);
    setOpenGroups(next);
  };

  const historyIntent = useLoadOnIntent(loadHistoryPopover);
  const historyPlaceholder = (
    <button
      type="button"
      className={cn(itemClass, isCollapsed && 'justify-center')}
      aria-label={isCollapsed ? 'History' : undefined}
      title={isCollapsed ? 'History' : undefined}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...historyIntent.handlers}
    >
      <History aria-hidden className="size-4 shrink-0" />
      {isCollapsed ? null : <span className="flex-1 truncate">History</span>}
    </button>
  );

  return (
    <nav aria-label="Main" className={cn('flex flex-col gap-1 p-3', className)}>
      <ul className="flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto">
        {visibleSidebarEntries(roles).map((entry) =>
          entry.kind === 'group' ? (
            <SidebarGroupItem
              key={entry.label}
              group={entry}
              pathname={pathname}
              isOpen={!isCollapsed && openGroups.has(entry.label)}
              isCollapsed={isCollapsed}
              onToggle={() => toggleGroup(entry.label)}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.path}>
              <SidebarLinkItem item={entry} pathname={pathname} onNavigate={onNavigate} isCollapsed={isCollapsed} />
            </li>
          ),
        )}
      </ul>
      <div className="flex flex-col gap-0.5 border-t border-sidebar-border pt-2">
        {historyIntent.isOpenRequested ? (
          <Suspense fallback={historyPlaceholder}>
            <HistoryPopover
              defaultOpen
              autoFocus
              entries={recentPages}
              isCollapsed={isCollapsed}
              itemClass={itemClass}
              onNavigate={onNavigate}
            />
          </Suspense>
        ) : (
          historyPlaceholder
        )}
        {onCollapsedChange ? (
          <button
            type="button"
            className={cn(itemClass, isCollapsed && 'justify-center')}
            aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={() => onCollapsedChange(!isCollapsed)}
          >
            {isCollapsed ? (
              <PanelLeftOpen aria-hidden className="size-4 shrink-0" />
            ) : (
              <PanelLeftClose aria-hidden className="size-4 shrink-0" />
            )}
            {isCollapsed ? null : <span className="flex-1 truncate">Collapse sidebar</span>}
          </button>
        ) : null}
      </div>
    </nav>
  );
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-sidebar-foreground/80 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring/50';

interface SidebarLinkItemProps {
  item: SidebarLink;
  pathname: string;
  onNavigate?: (() => void) | undefined;
  nested?: boolean;
  isCollapsed?: boolean;
}

function SidebarLinkItem({ item, pathname, onNavigate, nested = false, isCollapsed = false }: SidebarLinkItemProps) {
  const isActive = isSidebarLinkActive(item, pathname);
  const Icon = item.icon;
  return (
    <Link
      to={item.path}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      aria-label={isCollapsed ? item.label : undefined}
      title={isCollapsed ? item.label : undefined}
      className={cn(
        itemClass,
        nested && 'pl-8',
        isCollapsed && 'justify-center px-0',
        isActive && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {isCollapsed ? null : <span className="min-w-0 leading-snug">{item.label}</span>}
    </Link>
  );
}

interface SidebarGroupItemProps {
  group: SidebarGroup;
  pathname: string;
  isOpen: boolean;
  isCollapsed: boolean;
  onToggle: () => void;
  onNavigate?: (() => void) | undefined;
}

function SidebarGroupItem({ group, pathname, isOpen, isCollapsed, onToggle, onNavigate }: SidebarGroupItemProps) {
  const listId = useId();
  const Icon = group.icon;
  const holdsActive = group.items.some((item) => isSidebarLinkActive(item, pathname));
  return (
    <li>
      <button
        type="button"
        className={cn(
          itemClass,
          isCollapsed && 'justify-center px-0',
          isCollapsed && holdsActive && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
        )}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={isCollapsed ? group.label : undefined}
        title={isCollapsed ? group.label : undefined}
        onClick={onToggle}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {isCollapsed ? null : (
          <>
            <span className="flex-1 truncate">{group.label}</span>
            <ChevronRight aria-hidden className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-90')} />
          </>
        )}
      </button>
      <ul id={listId} hidden={!isOpen} className="mt-0.5 flex flex-col gap-0.5">
        {group.items.map((item) => (
          <li key={item.path}>
            <SidebarLinkItem item={item} pathname={pathname} onNavigate={onNavigate} nested />
          </li>
        ))}
      </ul>
    </li>
  );
}
