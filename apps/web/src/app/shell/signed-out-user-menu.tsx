import { Link } from 'react-router';
import { LogIn, UserPlus, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { LoginState } from '@/lib/redirect';

/** The user menu for a visitor who is not signed in (docs/product.md §2): Sign In and Sign Up, both to /login. */
export function SignedOutUserMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-9 gap-2 px-2" aria-label="Account menu">
          <UserRound aria-hidden />
          <span className="hidden sm:inline">Account</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem asChild>
          <Link to="/login" state={{ isLogin: true } satisfies LoginState}>
            <LogIn aria-hidden />
            Sign In
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/login" state={{ isLogin: false } satisfies LoginState}>
            <UserPlus aria-hidden />
            Sign Up
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
