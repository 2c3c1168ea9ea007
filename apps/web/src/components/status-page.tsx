import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';

interface StatusPageProps {
  icon: LucideIcon;
  title: string;
  message: ReactNode;
  /** Links or buttons offering the next step. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A centred message that takes the place of a page: access denied, not found, errors. */
export function StatusPage({ icon: Icon, title, message, actions, children }: StatusPageProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{`${title} · Praxis`}</title>
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden className="size-6 text-muted-foreground" />
      </div>
      <div className="space-y-2">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      {actions ? <div className="flex flex-wrap items-center justify-center gap-2">{actions}</div> : null}
      {children}
    </section>
  );
}

/** A status page's way out: back to the home page. */
export function GoHomeLink() {
  return (
    <ButtonLink to="/home" variant="outline">
      Go Home
    </ButtonLink>
  );
}
