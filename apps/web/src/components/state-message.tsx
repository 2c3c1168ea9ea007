import type { ReactNode } from 'react';

/** A state's title and, under it, its muted detail: an empty list's hint, a failed load's reason. */
export function StateMessage({ title, detail }: { title: string; detail?: ReactNode }) {
  return (
    <div className="space-y-1">
      <p className="font-medium">{title}</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
    </div>
  );
}
