import { Link } from 'react-router';
import { LogOut, Settings, User } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCan } from '@/lib/permissions';
import { useCurrentUser } from '@/lib/session';
import { permitted, screensIn } from './screens';
import { UserMenuTrigger } from './user-menu-trigger';

interface UserMenuDropdownProps {
  /** Open on first render (the user clicked the placeholder trigger while this was loading). */
  defaultOpen?: boolean;
  /** Take focus on first render (the placeholder it replaces had it). */
  autoFocus?: boolean;
  name: string;
  email: string;
  jobTitle: string;
  /** The user's own consultant page; null when the account has no consultant profile. */
  profilePath: string | null;
  onSignOut: () => void;
}

export function UserMenuDropdown({
  defaultOpen = false,
  autoFocus = false,
  name,
  email,
  jobTitle,
  profilePath,
  onSignOut,
}: UserMenuDropdownProps) {
  const canManageSettings = useCan('settings.manage');
  const adminScreens = permitted(useCurrentUser().roles, screensIn('admin'));
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger name={name} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{jobTitle}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {profilePath ? (
          <DropdownMenuItem asChild>
            <Link to={profilePath}>
              <User aria-hidden />
              My Profile
            </Link>
          </DropdownMenuItem>
        ) : null}
        {canManageSettings ? (
          <DropdownMenuItem asChild>
            <Link to="/admin-settings">
              <Settings aria-hidden />
              Admin Settings
            </Link>
          </DropdownMenuItem>
        ) : null}
        {adminScreens.map(({ label, path, icon: Icon }) => (
          <DropdownMenuItem key={path} asChild>
            <Link to={path}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
