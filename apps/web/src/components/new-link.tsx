import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { Permission } from '@praxis/shared';
import { ButtonLink } from '@/components/button-link';
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
    <ButtonLink to={to} variant={variant}>
      <Plus aria-hidden />
      {children}
    </ButtonLink>
  );
  return permission ? <Can permission={permission}>{link}</Can> : link;
}
