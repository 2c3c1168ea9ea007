import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CataloguePanel } from './catalogue-panel';
import { JobTitlesPanel } from './job-titles-panel';
import { PlatformsPanel } from './platforms-panel';
import { UserRolesPanel } from './user-roles-panel';
import { WhitelistPanel } from './whitelist-panel';

const TABS = [
  { value: 'job-titles', label: 'Job titles' },
  { value: 'certifications', label: 'Certifications' },
  { value: 'languages', label: 'Languages' },
  { value: 'platforms', label: 'Platforms' },
  { value: 'project-categories', label: 'Project categories' },
  { value: 'engagement-roles', label: 'Engagement roles' },
  { value: 'whitelist', label: 'Admin whitelist' },
  { value: 'users', label: 'User roles' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function panelOf(tab: Tab) {
  switch (tab) {
    case 'job-titles':
      return <JobTitlesPanel />;
    case 'platforms':
      return <PlatformsPanel />;
    case 'whitelist':
      return <WhitelistPanel />;
    case 'users':
      return <UserRolesPanel />;
    default:
      return <CataloguePanel kind={tab} />;
  }
}

export interface ExtraSettingsTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * /admin-settings (admin): the catalogues, the admin whitelist and users' roles, one tab each (tab in the URL).
 * `extraTabs` are settings of other areas that app/ adds (staffing weights), so this feature imports no other.
 */
export function AdminSettingsPage({ extraTabs = [] }: { extraTabs?: ExtraSettingsTab[] } = {}) {
  const [params, setParams] = useSearchParams();
  const extra = extraTabs.find((entry) => entry.value === params.get('tab'));
  const tab: Tab | string =
    extra?.value ?? TABS.find((entry) => entry.value === params.get('tab'))?.value ?? 'job-titles';
  const all = [...TABS, ...extraTabs];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title="Admin Settings" description="Catalogues, the admin whitelist and who holds which role." />
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next })} className="flex flex-col gap-6">
        <TabsList aria-label="Settings" className="h-auto flex-wrap">
          {all.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            {entry.value === tab ? panelOf(entry.value) : null}
          </TabsContent>
        ))}
        {extraTabs.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            {entry.value === tab ? entry.panel : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
