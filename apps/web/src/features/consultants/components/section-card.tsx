import type { ReactNode } from 'react';
import { TitledCard } from '@/components/titled-card';

/** One profile section: a titled card with its list and, for editors, an add form under it. */
export function SectionCard(props: { title: string; description?: string; children: ReactNode }) {
  return <TitledCard className="gap-4" contentClassName="flex flex-col gap-4" {...props} />;
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
