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

/** /admin-settings (admin): the catalogues, the admin whitelist and users' roles, one tab each (tab in the URL). */
export function AdminSettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((entry) => entry.value === params.get('tab'))?.value ?? 'job-titles';
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title="Admin Settings" description="Catalogues, the admin whitelist and who holds which role." />
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next })} className="flex flex-col gap-6">
        <TabsList aria-label="Settings" className="h-auto flex-wrap">
          {TABS.map((entry) => (
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
      </Tabs>
    </div>
  );
}
