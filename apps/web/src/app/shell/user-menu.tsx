import { lazy, Suspense } from 'react';
import { DEFAULT_JOB_TITLE, type Me } from '@praxis/shared';
import { displayName } from '@/lib/people';
import { useCurrentUser } from '@/lib/session';
import { useSignOut } from '../session/require-session';
import { UserMenuTrigger } from './user-menu-trigger';
import { useLoadOnIntent } from './use-load-on-intent';

// The menu itself (Radix, with its positioning engine) is most of the shell's weight and is not needed to paint
// the page: it loads when the user reaches for it (pointer over, focus or click on the same-looking trigger).
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })));

/** The signed-in user's menu (docs/product.md §2): email, job title (default Consultant), My Profile and Sign Out. */
export function UserMenu() {
  const me = useCurrentUser();
  const signOut = useSignOut();
  const name = displayName(me);
  const intent = useLoadOnIntent(loadDropdown);
  // A placeholder trigger with the real one's name and role: a click on it opens the menu as soon as it has loaded.
  const placeholder = <UserMenuTrigger name={name} aria-haspopup="menu" aria-expanded={false} {...intent.handlers} />;
  if (!intent.isOpenRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown
        defaultOpen
        autoFocus
        name={name}
        email={me.user.email}
        jobTitle={jobTitleOf(me)}
        profilePath={me.consultant ? `/consultants/${me.consultant.id}` : null}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}

function jobTitleOf(me: Me): string {
  return me.consultant?.jobTitle.trim() || DEFAULT_JOB_TITLE;
}
