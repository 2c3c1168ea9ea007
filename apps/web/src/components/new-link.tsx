import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Permission } from '@praxis/shared';
import { buttonVariants } from '@/components/ui/button';
import { Can } from '@/lib/permissions';

interface NewLinkProps {
  /** The creation page ("/clients/new"). */
  to: string;
  /** Shown only to users who hold it; without one, to everyone who sees the page. */
  permission?: Permission;
  variant?: 'default' | 'outline';
  /** What is created, as the action reads: "New Client". */
  children: ReactNode;
}

/** A "New …" action that opens a creation page: a button-styled link with a plus icon. */
export function NewLink({ to, permission, variant = 'default', children }: NewLinkProps) {
  const link = (
    <Link to={to} className={buttonVariants({ variant })}>
      <Plus aria-hidden />
      {children}
    </Link>
  );
  return permission ? <Can permission={permission}>{link}</Can> : link;
}
