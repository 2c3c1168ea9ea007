import type { ReactNode } from 'react';
import { PAGE_ACTIONS_ATTRIBUTE } from '@/lib/page-actions-clearance';

interface PageHeaderProps {
  title: string;
  /** The browser tab title when it should differ from the heading (for a greeting, say). */
  documentTitle?: string;
  description?: ReactNode;
  /** The page's actions, primary action last (rightmost). */
  actions?: ReactNode;
}

/** The title block every screen starts with (docs/product.md §13 "Page anatomy"); also sets the browser tab title. */
export function PageHeader({ title, documentTitle = title, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <title>{`${documentTitle} · Praxis`}</title>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2" {...{ [PAGE_ACTIONS_ATTRIBUTE]: '' }}>
          {actions}
        </div>
      ) : null}
    </header>
  );
}
