import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Briefcase } from 'lucide-react';
import { ENGAGEMENT_TYPE_LABELS, TEMPERATURES, type Client, type Engagement, engagementPath } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { EngagementStatusChip, TemperatureChip } from '@/entities/engagement';
import { ErrorState } from '@/components/error-state';
import { NewLink } from '@/components/new-link';
import { NotFound } from '@/components/not-found';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { RevealWhenLoaded } from '@/components/reveal-when-loaded';
import { TitledCard } from '@/components/titled-card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useClient } from '../api/get-client';
import { useClientEngagements } from '../api/list-client-engagements';
import { ClientActivityCard } from './client-activity-card';
import { ClientLogo } from './client-logo';
import { ClientStatusChip } from '@/entities/client';
import { ContactsCard } from './contacts-card';
import { DeleteClientDialog } from './delete-client-dialog';
import { EditClientDialog } from './edit-client-dialog';

/** /clients/{id}: details, logo, contacts, engagements and their recent status. */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  if (client.isError) {
    if (isApiError(client.error) && (client.error.status === 404 || client.error.status === 422)) return <NotFound />;
    return (
      <ErrorState title="We could not load this client." error={client.error} onRetry={() => void client.refetch()} />
    );
  }
  if (!client.data) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-6" aria-busy="true" aria-label="Loading the client">
        <Skeleton className="h-10 w-80" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return <ClientDetail client={client.data} />;
}

function ClientDetail({ client }: { client: Client }) {
  const canManage = useCan('clients.manage');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <Breadcrumbs items={[{ label: 'Clients', to: '/clients' }, { label: client.name }]} />
      <div className="flex items-start gap-4">
        <ClientLogo name={client.name} url={client.logo_url} className="size-14" />
        <div className="min-w-0 flex-1">
          <PageHeader
            title={client.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <ClientStatusChip status={client.status} />
                <span>{client.industry ?? 'Industry not set'}</span>
              </span>
            }
            actions={
              <>
                {canManage ? (
                  <>
                    <EditClientDialog client={client} />
                    <DeleteClientDialog client={client} />
                  </>
                ) : null}
                <NewLink
                  to={`${engagementPath('project', 'new')}?client_id=${client.id}`}
                  permission="engagements.create"
                >
                  New Engagement
                </NewLink>
              </>
            }
          />
        </div>
      </div>
      <RevealWhenLoaded
        className="grid gap-4 lg:grid-cols-3"
        skeleton={
          <Skeleton className="h-96 lg:col-span-3" aria-label="Loading the client's engagements and contacts" />
        }
      >
        <div className="flex flex-col gap-4 lg:col-span-2">
          <EngagementsCard client={client} />
          <ContactsCard clientId={client.id} clientName={client.name} />
          {canManage ? <ClientActivityCard clientId={client.id} /> : null}
        </div>
        <TitledCard title="Details">
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Account owner</dt>
              <dd>
                {client.account_owner_id ? (
                  <Link to={`/consultants/${client.account_owner_id}`} className="hover:underline">
                    {client.account_owner_name}
                  </Link>
                ) : (
                  'Unassigned'
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Website</dt>
              <dd>
                {client.website ? (
                  <a href={client.website} target="_blank" rel="noreferrer" className="break-all hover:underline">
                    {client.website}
                  </a>
                ) : (
                  'Not set'
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Client since</dt>
              <dd>{formatDate(client.created_at)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-line">{client.notes || 'No notes.'}</dd>
            </div>
          </dl>
        </TitledCard>
      </RevealWhenLoaded>
    </div>
  );
}

const OPEN = new Set<Engagement['status']>(['pipeline', 'active', 'on_hold']);

function EngagementsCard({ client }: { client: Client }) {
  const engagements = useClientEngagements(client.id);
  const open = (engagements.data?.items ?? []).filter((engagement) => OPEN.has(engagement.status));
  return (
    <TitledCard
      title="Engagements"
      description={
        open.length ? (
          <span className="flex flex-wrap items-center gap-2">
            Recent status of open engagements:
            {TEMPERATURES.map((temperature) => {
              const count = open.filter((engagement) => engagement.project_temperature === temperature).length;
              return count ? (
                <span key={temperature} className="inline-flex items-center gap-1">
                  <TemperatureChip temperature={temperature} />
                  <span className="tabular-nums">{count}</span>
                </span>
              ) : null;
            })}
          </span>
        ) : null
      }
    >
      <QueryState
        query={engagements}
        loading={<Skeleton className="h-24" />}
        errorTitle="We could not load the engagements."
        empty={<EmptyState icon={Briefcase} title="No engagements with this client yet" />}
      >
        {({ items }) => (
          <ul className="divide-y">
            {items.map((engagement) => (
              <li key={engagement.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div className="min-w-0">
                  <Link to={engagementPath(engagement.type, engagement.id)} className="font-medium hover:underline">
                    {engagement.name}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {ENGAGEMENT_TYPE_LABELS[engagement.type]}
                    {engagement.start_date ? ` · from ${formatDate(engagement.start_date)}` : ''}
                  </p>
                </div>
                <span className="flex items-center gap-2">
                  <EngagementStatusChip status={engagement.status} />
                  <TemperatureChip temperature={engagement.project_temperature} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </TitledCard>
  );
}
