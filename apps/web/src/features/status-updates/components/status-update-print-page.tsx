import { Link, useParams } from 'react-router';
import { Printer } from 'lucide-react';
import { ErrorState } from '@/components/error-state';
import { NotFound } from '@/components/not-found';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useStatusUpdate } from '../api/get-status-update';
import { StatusUpdateView } from './status-update-view';

/** /status-updates/:id — one update as the client gets it; Print (or save as PDF) without the app around it. */
export function StatusUpdatePrintPage() {
  const { id = '' } = useParams();
  const update = useStatusUpdate(id);
  if (update.isPending) return <Skeleton className="mx-auto h-96 w-full max-w-3xl" aria-label="Loading the update" />;
  if (update.isError) {
    if (isApiError(update.error) && (update.error.status === 404 || update.error.status === 422)) return <NotFound />;
    return <ErrorState title="Could not load the update" error={update.error} onRetry={update.refetch} />;
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader
        title={`Status update: ${update.data.engagement_name}`}
        description={<Link to="/status-updates">Back to status updates</Link>}
        actions={
          <Button variant="outline" onClick={() => window.print()} data-print-hide>
            <Printer aria-hidden /> Print or save as PDF
          </Button>
        }
      />
      <StatusUpdateView update={update.data} headingLevel={2} />
    </div>
  );
}
