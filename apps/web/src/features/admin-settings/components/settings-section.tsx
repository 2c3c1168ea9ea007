import type { ReactNode } from 'react';
import { TitledSection } from '@/components/titled-section';

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
export function SettingsSection(props: SettingsSectionProps) {
  return <TitledSection className="flex flex-col gap-4" {...props} />;
}
