import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useHasRole } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import {
  activeGroupLabel,
  isSidebarLinkActive,
  visibleSidebarEntries,
  type SidebarGroup,
  type SidebarLink,
} from './sidebar-items';

interface AppSidebarProps {
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

export function AppSidebar({ onNavigate, className }: AppSidebarProps) {
  const { pathname } = useLocation();
  const isAdmin = useHasRole('admin');
  const activeGroup = activeGroupLabel(pathname);

  // Groups the user opened or closed; the group holding the active item opens whenever it becomes active.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  const [lastActiveGroup, setLastActiveGroup] = useState(activeGroup);
  if (activeGroup !== lastActiveGroup) {
    setLastActiveGroup(activeGroup);
    if (activeGroup && !openGroups.has(activeGroup)) setOpenGroups(new Set(openGroups).add(activeGroup));
  }

  const toggleGroup = (label: string) => {
    const next = new Set(openGroups);
    if (!next.delete(label)) next.add(label);
    setOpenGroups(next);
  };

  return (
    <nav aria-label="Main" className={cn('flex flex-col gap-1 overflow-y-auto p-3', className)}>
      <ul className="flex flex-col gap-0.5">
        {visibleSidebarEntries(isAdmin).map((entry) =>
          entry.kind === 'group' ? (
            <SidebarGroupItem
              key={entry.label}
              group={entry}
              pathname={pathname}
              isOpen={openGroups.has(entry.label)}
              onToggle={() => toggleGroup(entry.label)}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.path}>
              <SidebarLinkItem item={entry} pathname={pathname} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
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
}

function SidebarLinkItem({ item, pathname, onNavigate, nested = false }: SidebarLinkItemProps) {
  const isActive = isSidebarLinkActive(item, pathname);
  const Icon = item.icon;
  return (
    <Link
      to={item.path}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        itemClass,
        nested && 'pl-8',
        isActive && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 leading-snug">{item.label}</span>
    </Link>
  );
}

interface SidebarGroupItemProps {
  group: SidebarGroup;
  pathname: string;
  isOpen: boolean;
  onToggle: () => void;
  onNavigate?: (() => void) | undefined;
}

function SidebarGroupItem({ group, pathname, isOpen, onToggle, onNavigate }: SidebarGroupItemProps) {
  const listId = useId();
  const Icon = group.icon;
  return (
    <li>
      <button type="button" className={itemClass} aria-expanded={isOpen} aria-controls={listId} onClick={onToggle}>
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className="flex-1 truncate">{group.label}</span>
        <ChevronRight aria-hidden className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-90')} />
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
