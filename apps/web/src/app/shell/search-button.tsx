import { hasPermission } from '@praxis/shared';
import { CommandPalette } from '@/features/search/components/command-palette';
import { useCurrentUser } from '@/lib/session';
import { ACTIONS, permitted, SCREENS, screensIn } from './screens';
import { visibleSidebarEntries } from './sidebar-items';

const entry = (path: string, label: string, description: string) => ({
  path,
  label,
  description,
  keywords: SCREENS.find((screen) => screen.path === path)?.keywords,
});

/**
 * The header's search everywhere: its pages are every screen this user may open from the shell (the sidebar's and
 * the user menu's), its actions the main things they may start.
 */
export function SearchButton() {
  const me = useCurrentUser();
  const pages = [
    ...visibleSidebarEntries(me.roles).flatMap((item) =>
      item.kind === 'group'
        ? item.items.map((link) => entry(link.path, link.label, item.label))
        : [entry(item.path, item.label, 'Page')],
    ),
    ...(me.consultant ? [entry(`/consultants/${me.consultant.id}`, 'My Profile', 'Page')] : []),
    ...(hasPermission(me.roles, 'settings.manage')
      ? [entry('/admin-settings', 'Admin Settings', 'Administration')]
      : []),
    ...permitted(me.roles, screensIn('admin')).map((screen) => entry(screen.path, screen.label, 'Administration')),
  ];
  const actions = permitted(me.roles, ACTIONS).map((action) => ({
    ...entry(action.path, action.label, 'Action'),
    keywords: action.keywords,
  }));
  return <CommandPalette pages={pages} actions={actions} userId={me.user.id} />;
}
