import { useSearchParams } from 'react-router';
import { ListPage } from '@/components/list-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ConsultantDirectory } from './consultant-directory';
import { SkillsMatrix } from './skills-matrix';

/** /consultants: the directory of cards, and the skills inventory matrix (the view is in the URL). */
export function ConsultantsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'skills' ? 'skills' : 'directory';
  // Switching views starts from a clean toolbar: the two views' filters mean different things.
  const setView = (next: string) => setParams(next === 'skills' ? { view: 'skills' } : {});

  return (
    <ListPage
      title="Consultants"
      description="Who is in the firm, what they know and when they are free."
      create={{ to: '/consultants/new', permission: 'consultants.manage', label: 'New Consultant' }}
    >
      <Tabs value={view} onValueChange={setView} className="flex flex-col gap-4">
        <TabsList aria-label="View">
          <TabsTrigger value="directory">Directory</TabsTrigger>
          <TabsTrigger value="skills">Skills inventory</TabsTrigger>
        </TabsList>
        <TabsContent value="directory">{view === 'directory' ? <ConsultantDirectory /> : null}</TabsContent>
        <TabsContent value="skills">{view === 'skills' ? <SkillsMatrix /> : null}</TabsContent>
      </Tabs>
    </ListPage>
  );
}
