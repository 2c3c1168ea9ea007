import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useDebouncedValue } from '@/components/picker';
import { useSearch } from '../api/search';
import { readRecentResults, rememberResult, type PaletteEntry } from '../lib/recent-results';
import { groupsOf, matchingPages, type PaletteGroup } from '../lib/results';

export interface PaletteDialogProps {
  pages: readonly PaletteEntry[];
  actions: readonly PaletteEntry[];
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The palette itself (cmdk, the dialog): loaded on first open, so no page pays for it before Ctrl/Cmd+K. */
export function PaletteDialog({ pages, actions, userId, open, onOpenChange }: PaletteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-0 overflow-hidden p-0 sm:max-w-xl">
        <DialogTitle className="sr-only">Search everywhere</DialogTitle>
        <DialogDescription className="sr-only">
          Pages, actions, consultants (by skill too), clients, engagements, work items, plans, candidates and golden
          folders. Arrow keys move, Enter opens.
        </DialogDescription>
        {open ? (
          <PaletteBody pages={pages} actions={actions} userId={userId} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({
  pages,
  actions,
  userId,
  onDone,
}: Pick<PaletteDialogProps, 'pages' | 'actions' | 'userId'> & { onDone: () => void }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 200);
  const results = useSearch(settled);
  const [recent] = useState(() => readRecentResults(userId));

  const open = (entry: PaletteEntry) => {
    rememberResult(userId, entry);
    onDone();
    void navigate(entry.path);
  };

  const typed = search.trim().length >= 2;
  const groups: PaletteGroup[] = [];
  if (!search.trim() && recent.length > 0) groups.push({ heading: 'Recent', entries: recent });
  // Pages and actions first: they answer at once, so Enter on what was typed does not change under the user when
  // the server's records arrive below them.
  const pageHits = matchingPages(pages, search).slice(0, typed ? 5 : 8);
  if (pageHits.length > 0) groups.push({ heading: 'Pages', entries: pageHits });
  const actionHits = matchingPages(actions, search).slice(0, 5);
  if (actionHits.length > 0) groups.push({ heading: 'Actions', entries: actionHits });
  if (typed && results.data && settled.length >= 2) groups.push(...groupsOf(results.data));

  return (
    <Command shouldFilter={false} label="Search everywhere" loop>
      <div className="flex items-center gap-2 border-b px-3 pr-10">
        <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          maxLength={100}
          placeholder="Search pages, actions, people, skills, clients, engagements, plans…"
          aria-label="Search everywhere"
          className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
      </div>
      {results.isError && typed ? (
        <p role="alert" className="px-3 pt-2 text-sm text-destructive">
          Could not search. Try again.
        </p>
      ) : null}
      <p aria-live="polite" className="px-3 pt-2 text-sm text-muted-foreground empty:hidden">
        {typed && (results.isFetching || settled !== search.trim()) ? 'Searching…' : ''}
      </p>
      <Command.List className="max-h-[min(24rem,60vh)] overflow-y-auto p-1">
        <Command.Empty className="px-2 py-3 text-sm text-muted-foreground">
          {typed ? `No match for “${search.trim()}”.` : 'Type at least 2 characters to search.'}
        </Command.Empty>
        {groups.map((group) => (
          <Command.Group
            key={group.heading}
            heading={group.heading}
            className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
          >
            {group.entries.map((entry) => (
              <Command.Item
                key={`${group.heading}-${entry.path}`}
                value={`${group.heading}-${entry.path}`}
                onSelect={() => open(entry)}
                className="group flex cursor-default flex-col items-start rounded-sm px-2 py-1.5 text-sm select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
              >
                <span className="w-full truncate">{entry.label}</span>
                {entry.description ? (
                  <span className="w-full truncate text-xs text-muted-foreground group-data-[selected=true]:text-accent-foreground">
                    {entry.description}
                  </span>
                ) : null}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}
