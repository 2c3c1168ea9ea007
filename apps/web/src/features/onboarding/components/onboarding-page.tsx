import type { ReactNode } from 'react';
import { UserRoundPlus } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { CsvExportButton } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/permissions';
import { useOnboardings } from '../api/onboardings';
import { AdminOnboardings } from './admin-onboardings';
import { MyOnboarding } from './my-onboarding';

/**
 * /onboarding: a new hire completes theirs; an admin sees and manages all (docs/product.md §11.12). `profileEditors` are the
 * consultant profile's own editors (photo, skills, certifications, languages, education), passed in by app/.
 */
export function OnboardingPage({ profileEditors }: { profileEditors?: (consultantId: string) => ReactNode } = {}) {
  const managesAll = useCan('onboarding.manage');
  const onboardings = useOnboardings();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Onboarding"
        description={
          managesAll
            ? 'Every new hire’s checklist, progress and overdue tasks.'
            : 'Your first days: complete your profile and your checklist.'
        }
        actions={
          managesAll && onboardings.data?.length ? (
            <CsvExportButton csv={{ path: '/api/onboardings', search: {}, filename: 'onboardings.csv' }} />
          ) : null
        }
      />
      <QueryState
        query={onboardings}
        loading={<Skeleton className="h-64 w-full" aria-label="Loading onboarding" />}
        errorTitle="Could not load onboarding"
      >
        {(all) => {
          if (managesAll) return <AdminOnboardings onboardings={all} />;
          const own = all[0];
          return own ? (
            <MyOnboarding onboarding={own} editors={profileEditors?.(own.consultant_id)} />
          ) : (
            <EmptyState
              icon={UserRoundPlus}
              title="No onboarding for you"
              description="Onboarding starts when you are hired; yours is complete or was never needed."
            />
          );
        }}
      </QueryState>
    </div>
  );
}
