import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  /** The section's heading, which also names it. */
  title: string;
  /** A line under the heading, when what the settings do is not obvious. */
  description?: string;
  /** Beside the heading (Export CSV). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One panel of admin settings: a section named by its heading, with its list and forms under it. */
export function SettingsSection({ title, description, actions, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
