import { CommandPalette } from '@/features/search/components/command-palette';
import { useHasRole } from '@/lib/permissions';
import { useCurrentUser } from '@/lib/session';
import { visibleSidebarEntries } from './sidebar-items';

/** The header's search everywhere: its pages are the sidebar links this user sees. */
export function SearchButton() {
  const isAdmin = useHasRole('admin');
  const me = useCurrentUser();
  const pages = visibleSidebarEntries(isAdmin).flatMap((entry) =>
    entry.kind === 'group'
      ? entry.items.map((item) => ({ path: item.path, label: item.label, description: entry.label }))
      : [{ path: entry.path, label: entry.label, description: 'Page' }],
  );
  return <CommandPalette pages={pages} userId={me.user.id} />;
}
