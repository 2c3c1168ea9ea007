import { useState } from 'react';
import { initialsOf } from '@/lib/people';
import { cn } from '@/lib/utils';

/** The client's logo, or its initials when there is none (or it fails to load). */
export function ClientLogo({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn(
    'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted',
    className,
  );
  if (url && !failed) {
    return (
      <span className={base}>
        <img src={url} alt={`${name} logo`} className="size-full object-contain" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(base, 'text-sm font-semibold text-muted-foreground')}>
      {initialsOf(name)}
    </span>
  );
}
