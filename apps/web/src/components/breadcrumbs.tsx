import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/** The one breadcrumb trail (docs/product.md §13): links separated by a chevron, the current page last. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 ? (
              <li aria-hidden className="flex items-center">
                <ChevronRight className="size-3.5" />
              </li>
            ) : null}
            {crumb.to ? (
              <li>
                <Link to={crumb.to} className="hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="min-w-0 truncate text-foreground">
                {crumb.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
