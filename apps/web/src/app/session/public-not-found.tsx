import { NotFound } from '@/components/not-found';
import { BrandLink } from '../shell/brand-link';
import { SignedOutUserMenu } from '../shell/signed-out-user-menu';

/**
 * Not Found for a visitor without a session: an unknown address is not a reason to ask for a sign-in, so it says
 * the page does not exist, with the signed-out user menu (Sign In, Sign Up) in a plain header.
 */
export function PublicNotFound() {
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex h-14 items-center gap-2 border-b px-3 md:px-4">
        <BrandLink to="/login" />
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
