import { Link } from 'react-router';

/** The Praxis logo and name at the start of a header, linking to `to` (home, or the sign-in for a visitor). */
export function BrandLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md px-1 font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
    >
      <img src="/favicon.svg" alt="" className="size-6" />
      Praxis
    </Link>
  );
}
