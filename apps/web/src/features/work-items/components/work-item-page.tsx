import { Breadcrumbs } from '@/components/breadcrumbs';
import { Link, useNavigate, useParams } from 'react-router';
import { SearchX, Trash2, Undo2 } from 'lucide-react';
import type { WorkItemDetail } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { StatusPage } from '@/components/status-page';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDeleteWorkItem } from '../api/delete-work-item';
import { useWorkItem } from '../api/get-work-item';
import { canEditWorkItem, canWithdrawWorkItem } from '../lib/can-edit';
import { WorkItemStatusControl } from './work-item-status-control';
import { formatDate } from '@/lib/dates';
import { PRIORITY_LABELS } from '../lib/labels';
import { WorkItemActivityList } from './work-item-activity';
import { PriorityChip, WorkItemStatusChip as StatusChip } from '@/entities/work-item';
import { WorkItemComments } from './work-item-comments';
import { WorkItemDetailsForm } from './work-item-details-form';

/** /work-management/{id}: every field (editable by the requester or an admin), comments and history. */
export function WorkItemPage() {
  const { id = '' } = useParams();
  const item = useWorkItem(id);
  if (item.isPending) return <PageSkeleton />;
  if (item.isError) {
    if (isApiError(item.error) && (item.error.status === 404 || item.error.status === 422)) {
      return (
        <StatusPage
          icon={SearchX}
          title="Request not found"
          message="This work item does not exist or has been deleted."
          actions={
            <Link to="/my-internal-requests" className={buttonVariants({ variant: 'outline' })}>
              My Internal Requests
            </Link>
          }
        />
      );
    }
    return (
      <ErrorState title="We could not load this request." error={item.error} onRetry={() => void item.refetch()} />
    );
  }
  return <WorkItemView item={item.data} />;
}

function boardOf(item: WorkItemDetail, isAdmin: boolean) {
  if (item.kind === 'engagement')
    return isAdmin
      ? { to: '/admin-engagement-work-management', label: 'Engagement board' }
      : { to: '/engagement-requests', label: 'My Engagement Requests' };
  return isAdmin
    ? { to: '/admin-internal-work-management', label: 'Internal board' }
    : { to: '/internal-work-management', label: 'Internal board' };
}

function WorkItemView({ item }: { item: WorkItemDetail }) {
  const me = useCurrentUser();
  const canEdit = canEditWorkItem(me, item);
  const canDelete = useCan('work_items.delete');
  const back = boardOf(item, canDelete);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumbs items={[{ label: back.label, to: back.to }, { label: item.name }]} />
      <PageHeader
        title={item.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusChip status={item.status} />
            <PriorityChip priority={item.priority} />
            <span>
              {item.kind === 'engagement' ? `Engagement request · ${item.engagement_name ?? ''}` : 'Internal request'}
              {' · '}Requested by {item.requester_name ?? 'a former user'} on {formatDate(item.created_at)}
            </span>
          </span>
        }
        actions={
          canDelete ? (
            <DeleteButton item={item} withdraw={false} />
          ) : canWithdrawWorkItem(me, item) ? (
            <DeleteButton item={item} withdraw />
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent>{canEdit ? <WorkItemDetailsForm item={item} /> : <ReadOnlyDetails item={item} />}</CardContent>
          </Card>
          {item.error_details ? <ErrorDetails details={item.error_details} /> : null}
          <WorkItemComments itemId={item.id} />
        </div>
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent>
              <WorkItemStatusControl item={item} />
            </CardContent>
          </Card>
          <WorkItemActivityList itemId={item.id} />
        </div>
      </div>
    </div>
  );
}

function ReadOnlyDetails({ item }: { item: WorkItemDetail }) {
  const rows: [string, string][] = [
    ['Category', item.category ?? '—'],
    ['Priority', PRIORITY_LABELS[item.priority]],
    ['Assignee', item.assignee_name ?? 'Unassigned'],
    ['Due date', formatDate(item.due_date) || '—'],
  ];
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="font-medium">Problem statement</h2>
        <p className="whitespace-pre-wrap text-muted-foreground">{item.problem_statement || '—'}</p>
      </div>
      <div>
        <h2 className="font-medium">Proposed solution</h2>
        <p className="whitespace-pre-wrap text-muted-foreground">{item.proposed_solution || '—'}</p>
      </div>
      <p className="text-xs text-muted-foreground">Only the requester or an admin can edit this request.</p>
    </div>
  );
}

function ErrorDetails({ details }: { details: NonNullable<WorkItemDetail['error_details']> }) {
  return (
    <section aria-labelledby="error-details-heading" className="space-y-2 rounded-lg border p-4">
      <h2 id="error-details-heading" className="text-lg font-semibold">
        Error details
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Message</dt>
        <dd className="break-words">{details.message ?? '—'}</dd>
        <dt className="text-muted-foreground">Page</dt>
        <dd className="break-all">{details.path ?? '—'}</dd>
        <dt className="text-muted-foreground">Browser</dt>
        <dd className="break-words">{details.userAgent ?? '—'}</dd>
      </dl>
      {details.details ? (
        <pre className="max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">
          {details.details}
        </pre>
      ) : null}
    </section>
  );
}

/** An admin deletes any item; the requester withdraws their own while it is Requested (the same delete). */
function DeleteButton({ item, withdraw }: { item: WorkItemDetail; withdraw: boolean }) {
  const remove = useDeleteWorkItem(item.id);
  const navigate = useNavigate();
  const verb = withdraw ? 'Withdraw' : 'Delete';
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          {withdraw ? <Undo2 aria-hidden /> : <Trash2 aria-hidden />}
          {verb}
        </Button>
      }
      title={withdraw ? `Withdraw your request ${item.name}?` : `Delete work item ${item.name}?`}
      description={
        <>
          {withdraw ? 'It leaves the board with its comments. ' : 'Its comments go with it. '}
          The history stays in the audit log. This cannot be undone.
        </>
      }
      confirmLabel={verb}
      onConfirm={() =>
        remove.mutate(item.version, {
          onSuccess: () => {
            toast.success(withdraw ? 'Request withdrawn' : 'Work item deleted');
            void navigate(boardOf(item, !withdraw).to, { replace: true });
          },
          onError: (error) =>
            toast.error(error instanceof Error ? error.message : `Could not ${verb.toLowerCase()} it.`),
        })
      }
    />
  );
}

function PageSkeleton() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6" aria-label="Loading the request">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-8 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-96" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
