import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface TitledCardProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The card's own classes (its span in a grid). */
  className?: string;
  /** The content's layout ("flex flex-col gap-2 text-sm"). */
  contentClassName?: string;
  children: ReactNode;
}

/** A card with a title, and optionally a line under it, over its content. */
export function TitledCard({ title, description, className, contentClassName, children }: TitledCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
