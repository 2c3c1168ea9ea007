import type { ReactNode } from 'react';
import type { Permission } from '@praxis/shared';
import { NewLink } from '@/components/new-link';
import { PageHeader } from '@/components/page-header';
import { cn } from '@/lib/utils';

const WIDTHS = { '3xl': 'max-w-3xl', '7xl': 'max-w-7xl' } as const;

interface ListPageProps {
  title: string;
  description?: ReactNode;
  /** The page's "New …" action: the creation page, who may create, and how the action reads ("New Client"). */
  create?: { to: string; permission: Permission; label: string };
  /** The page's other actions, before New. */
  actions?: ReactNode;
  /** A column of entries reads at "3xl"; tables and grids of cards take "7xl". */
  width?: keyof typeof WIDTHS;
  /** The filters and the list. */
  children: ReactNode;
}

/** A list page's frame (docs/product.md §13 "Page anatomy"): centred at its width, its header with the New action, then the list. */
export function ListPage({ title, description, create, actions, width = '7xl', children }: ListPageProps) {
  const newLink = create ? (
    <NewLink to={create.to} permission={create.permission}>
      {create.label}
    </NewLink>
  ) : null;
  return (
    <div className={cn('mx-auto flex flex-col gap-6', WIDTHS[width])}>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || newLink ? (
            <>
              {actions}
              {newLink}
            </>
          ) : undefined
        }
      />
      {children}
    </div>
  );
}
