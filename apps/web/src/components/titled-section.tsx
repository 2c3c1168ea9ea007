import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface TitledSectionProps {
  /** The heading's id, which names the section; a generated one when not given. */
  id?: string;
  title: ReactNode;
  /** A line under the title (the heading and it then sit in one block). */
  description?: ReactNode;
  /** Buttons at the end of the heading's row (Export CSV). */
  actions?: ReactNode;
  /** The section's layout ("flex flex-col gap-3 rounded-lg border p-4"). */
  className?: string;
  /** Extra classes of the heading ("sm:col-span-2" in a grid). */
  headingClassName?: string;
  children: ReactNode;
}

/** A region of a page named by its own `<h2>` (`aria-labelledby`), optionally with a line under it. */
export function TitledSection({
  id,
  title,
  description,
  actions,
  className,
  headingClassName,
  children,
}: TitledSectionProps) {
  const generated = useId();
  const headingId = id ?? generated;
  const heading = (
    <h2 id={headingId} className={cn('text-lg font-semibold', headingClassName)}>
      {title}
    </h2>
  );
  const titleBlock = description ? (
    <div>
      {heading}
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  ) : (
    heading
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {actions ? (
        <div className="flex items-center justify-between gap-2">
          {titleBlock}
          {actions}
        </div>
      ) : (
        titleBlock
      )}
      {children}
    </section>
  );
}
