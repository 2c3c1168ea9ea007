import { useParams } from 'react-router';
import { ENGAGEMENT_TYPE_LABELS } from '@praxis/shared';
import { NewLink } from '@/components/new-link';
import { NotFound } from '@/components/not-found';
import { PageHeader } from '@/components/page-header';
import { QueryPagination } from '@/components/query-pagination';
import { ENGAGEMENTS_PAGE_SIZE, useEngagements } from '../api/list-engagements';
import { ENGAGEMENT_TYPE_SINGULAR, engagementPath, engagementTypeOfSlug } from '../lib/engagement-type';
import { useEngagementListParams } from '../lib/list-params';
import { EngagementFilters } from './engagement-filters';
import { EngagementTable } from './engagement-table';

const DESCRIPTIONS = {
  project: 'Fixed-scope delivery work: implementations, migrations, assessments.',
  trust360: 'Ongoing operation of client platforms under a managed-service agreement.',
  retainer: 'Blocks of support hours clients draw on through the year.',
} as const;

/** /engagements/{type}: one type's engagements with search, filters and sorting, all kept in the URL. */
export function EngagementListPage() {
  const type = engagementTypeOfSlug(useParams().type);
  if (!type) return <NotFound />;
  return <EngagementList key={type} type={type} />;
}

function EngagementList({ type }: { type: keyof typeof DESCRIPTIONS }) {
  const list = useEngagementListParams();
  const query = useEngagements({ ...list.query, page: list.page, type });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={ENGAGEMENT_TYPE_LABELS[type]}
        description={DESCRIPTIONS[type]}
        actions={
          <NewLink to={engagementPath(type, 'new')} permission="engagements.create">
            New {ENGAGEMENT_TYPE_SINGULAR[type]}
          </NewLink>
        }
      />
      <EngagementFilters list={list} />
      <EngagementTable
        type={type}
        query={query}
        sort={{ value: list.query.sort, order: list.query.order, onSort: list.setSort }}
        search={list.query}
        hasFilters={list.hasFilters}
        onClearFilters={list.clear}
        footer={
          <QueryPagination
            query={query}
            pageSize={ENGAGEMENTS_PAGE_SIZE}
            onPageChange={list.setPage}
            noun={ENGAGEMENT_TYPE_LABELS[type].toLowerCase()}
          />
        }
      />
    </div>
  );
}
