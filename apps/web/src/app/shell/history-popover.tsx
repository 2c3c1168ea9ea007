import { useState } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatRelativeTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { RecentPage } from './recent-pages';
import { useIsDesktop } from './use-admin-toolbar';

export const HISTORY_LABEL = 'History';

interface HistoryPopoverProps {
  /** Open on first render (the user clicked the placeholder button while this was loading). */
  defaultOpen?: boolean;
  /** Take focus on first render (the placeholder it replaces had it). */
  autoFocus?: boolean;
  entries: readonly RecentPage[];
  isCollapsed: boolean;
  itemClass: string;
  onNavigate?: (() => void) | undefined;
}

/** The History popup (docs/product.md §2): the last 10 sidebar pages visited, with how long ago. */
export function HistoryPopover({
  defaultOpen = false,
  autoFocus = false,
  entries,
  isCollapsed,
  itemClass,
  onNavigate,
}: HistoryPopoverProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const isDesktop = useIsDesktop();
  // Relative times are worked out when the popup opens, not frozen at the last visit.
  const [now, setNow] = useState(() => Date.now());
  return (
    <Popover
      open={isOpen}
      onOpenChange={(open) => {
        if (open) setNow(Date.now());
        setIsOpen(open);
      }}
    >
      <PopoverTrigger
        autoFocus={autoFocus}
        className={cn(itemClass, isCollapsed && 'justify-center')}
        aria-label={isCollapsed ? HISTORY_LABEL : undefined}
        title={isCollapsed ? HISTORY_LABEL : undefined}
      >
        <History aria-hidden className="size-4 shrink-0" />
        {isCollapsed ? null : <span className="flex-1 truncate">History</span>}
      </PopoverTrigger>
      <PopoverContent
        // Beside the sidebar on a desktop; above the button in the phone drawer, where there is no room beside it.
        side={isDesktop ? 'right' : 'top'}
        align="end"
        collisionPadding={8}
        className="w-72 max-w-[calc(100vw-1rem)] p-2"
        aria-label="Recent pages"
      >
        <h2 className="px-2 py-1.5 text-sm font-semibold">Recent pages</h2>
        {entries.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">No recent pages</p>
        ) : (
          <ul className="flex flex-col">
            {entries.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  onClick={() => {
                    setIsOpen(false);
                    onNavigate?.();
                  }}
                  className="flex items-center justify-between gap-3 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                >
                  <span className="truncate">{entry.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {formatRelativeTime(entry.timestamp, now)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
