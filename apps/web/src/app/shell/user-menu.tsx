import { lazy, Suspense, useState } from 'react';
import { DEFAULT_JOB_TITLE, type Me } from '@praxis/shared';
import { displayName } from '@/lib/people';
import { useCurrentUser } from '@/lib/session';
import { useSignOut } from '../session/require-session';
import { UserMenuTrigger } from './user-menu-trigger';

// The menu itself (Radix, with its positioning engine) is most of the shell's weight and is not needed to paint
// the page: it loads right after, while the same-looking trigger is already on screen.
const UserMenuDropdown = lazy(() =>
  import('./user-menu-dropdown').then((module) => ({ default: module.UserMenuDropdown })),
);

/** The signed-in user's menu (original §2): email, job title (default Consultant), My Profile and Sign Out. */
export function UserMenu() {
  const me = useCurrentUser();
  const signOut = useSignOut();
  const name = displayName(me);
  // A click that lands before the menu's code has arrived opens the menu as soon as it has.
  const [isOpenRequested, setIsOpenRequested] = useState(false);
  return (
    <Suspense fallback={<UserMenuTrigger name={name} onClick={() => setIsOpenRequested(true)} />}>
      <UserMenuDropdown
        defaultOpen={isOpenRequested}
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
