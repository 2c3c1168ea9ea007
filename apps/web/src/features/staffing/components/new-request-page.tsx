import { AccessDenied, ACCESS_DENIED_MESSAGES } from '@/components/access-denied';
import { useCan } from '@/lib/permissions';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResourceRequest, ResourceRequestUpdate } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useResourceRequest } from '../api/get-resource-request';
import { runRequestAction } from '../api/request-actions';
import { useCreateResourceRequest, useUpdateResourceRequest } from '../api/save-resource-request';
import { emptyRequest, valuesOf } from '../lib/request-form';
import { RequestForm } from './request-form';

/**
 * /resource-request/new (admin and Project Manager): file a request, as a draft or submitted. `?engagement=` sets
 * the engagement (from its team tab); `?edit=` edits one of the caller's drafts.
 */
export function NewRequestPage() {
  if (!useCan('resource_requests.create')) return <AccessDenied message={ACCESS_DENIED_MESSAGES.noPermission} />;
  return <NewRequestPageContent />;
}

function NewRequestPageContent() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editId = params.get('edit') ?? undefined;
  const existing = useResourceRequest(editId);
  const create = useCreateResourceRequest();
  const update = useUpdateResourceRequest(editId ?? '');
  const done = (request: ResourceRequest) => {
    toast.success(request.status === 'Draft' ? 'Draft saved' : 'Resource request submitted');
    void navigate('/my-resource-requests');
  };

  if (editId && existing.isPending) return <Skeleton className="h-96 w-full" />;
  if (editId && existing.isError) {
    return (
      <ErrorState
        title="We could not load this request."
        error={existing.error}
        onRetry={() => void existing.refetch()}
      />
    );
  }
  const request = existing.data;
  const isDraft = !request || request.status === 'Draft';

  const send = async (input: Parameters<typeof create.mutateAsync>[0]) => {
    if (!request) return create.mutateAsync(input);
    // Only a new request is checked for duplicates; the flag is no field of a saved one.
    const { submit, confirm_duplicate: _confirmed, ...patch } = input;
    const saved = await update.mutateAsync({ version: request.version, patch: patch as ResourceRequestUpdate });
    return submit && saved.status === 'Draft' ? runRequestAction(saved.id, 'submit', saved.version) : saved;
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={request ? 'Edit resource request' : 'New Resource Request'}
        description="Who you need, for how long and with which skills. Admins staff it from the queue."
      />
      <RequestForm
        key={request?.id ?? 'new'}
        defaultValues={request ? valuesOf(request) : emptyRequest(params.get('engagement') ?? '')}
        canSaveDraft={isDraft}
        send={send}
        onSaved={done}
        onCancel={() => void navigate(-1)}
      />
    </div>
  );
}
