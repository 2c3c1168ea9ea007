import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** A refusal announced at once (role="alert") in a form or card: a red box with an alert icon and the message. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
