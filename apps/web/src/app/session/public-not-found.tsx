import { Link } from 'react-router';
import { NotFound } from '@/components/not-found';
import { SignedOutUserMenu } from '../shell/signed-out-user-menu';

/**
 * Not Found for a visitor without a session: an unknown address is not a reason to ask for a sign-in, so it says
 * the page does not exist, with the signed-out user menu (Sign In, Sign Up) in a plain header.
 */
export function PublicNotFound() {
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex h-14 items-center gap-2 border-b px-3 md:px-4">
        <Link
          to="/login"
          className="flex items-center gap-2 rounded-md px-1 font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
        >
          <img src="/favicon.svg" alt="" className="size-6" />
          Praxis
        </Link>
        <div className="ml-auto">
          <SignedOutUserMenu />
        </div>
      </header>
      <main id="main" className="flex-1 p-4 md:p-6">
        <NotFound />
      </main>
    </div>
  );
}
