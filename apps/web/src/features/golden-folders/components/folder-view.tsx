import { Link, useNavigate } from 'react-router';
import { CheckCheck, Files } from 'lucide-react';
import { CsvExportButton } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, today } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { ConfirmAction } from '@/components/confirm-action';
import { useFolder } from '../api/list-folders';
import { useDeleteFolder, useUpdateFolder, useUploadDocument } from '../api/mutations';
import { folderKind } from '../lib/format';
import { AddLinkDialog } from './add-link-dialog';
import { FilePicker } from './file-picker';
import { FolderCard, StaleWarning } from './folder-card';
import { ItemRow } from './item-row';
import { NewFolderDialog } from './new-folder-dialog';
import { useHasRole } from '@/lib/permissions';
import { useMe } from '@/lib/session';

export function FolderView({ id }: { id: string }) {
  const detail = useFolder(id);
  const upload = useUploadDocument({ folderId: id });
  const review = useUpdateFolder();
  const remove = useDeleteFolder();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const isAdmin = useHasRole('admin');
  if (detail.isPending) return <Skeleton className="h-80 w-full" />;
  if (detail.isError) {
    return (
      <ErrorState title="We could not open this folder." error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const { folder, path, children, items } = detail.data;
  const kind = folderKind(folder);
  // A top-level kit is its owner's to delete (or an admin's); a sub-folder any kit editor's. The API says the same.
  const mayDelete = folder.parent_id !== null || isAdmin || (!!me?.consultant && folder.owner_id === me.consultant.id);
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Folder path" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/golden-folders" className="underline-offset-2 hover:underline">
              Golden folders
            </Link>
          </li>
          {path.map((step) => (
            <li key={step.id} className="flex items-center gap-1">
              <span aria-hidden>/</span>
              <Link to={`/golden-folders?folder=${step.id}`} className="underline-offset-2 hover:underline">
                {step.name}
              </Link>
            </li>
          ))}
          <li className="flex items-center gap-1" aria-current="page">
            <span aria-hidden>/</span>
            <span className="font-medium text-foreground">{folder.name}</span>
          </li>
        </ol>
      </nav>
      <section aria-labelledby="folder-title" className="flex flex-col gap-3 rounded-lg border p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 id="folder-title" className="text-lg font-semibold">
              {folder.name}
            </h2>
            {kind ? <p className="text-xs text-muted-foreground">{kind}</p> : null}
            {folder.description ? <p className="text-sm text-muted-foreground">{folder.description}</p> : null}
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <span>Owner: {folder.owner_name ?? 'nobody'}</span>
              <span>· Last reviewed: {folder.last_reviewed_on ? formatDate(folder.last_reviewed_on) : 'never'}</span>
              <StaleWarning folder={folder} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={review.isPending}
              onClick={() =>
                review.mutate(
                  { folder, input: { last_reviewed_on: today() } },
                  { onSuccess: () => toast.success('Marked as reviewed'), onError: (e) => toast.error(e.message) },
                )
              }
            >
              <CheckCheck aria-hidden />
              Mark reviewed
            </Button>
            {mayDelete ? (
              <ConfirmAction
                label="Delete folder"
                what={folder.name}
                consequence="Its sub-folders, documents (with every version) and links are deleted too."
                disabled={remove.isPending}
                onConfirm={() =>
                  remove.mutate(folder, {
                    onSuccess: () => {
                      toast.success(`${folder.name} deleted`);
                      const parent = path.at(-1);
                      void navigate(parent ? `/golden-folders?folder=${parent.id}` : '/golden-folders');
                    },
                    onError: (e) => toast.error(e.message),
                  })
                }
              />
            ) : null}
            <NewFolderDialog parentId={folder.id} />
            <AddLinkDialog folderId={folder.id} folderName={folder.name} />
            <FilePicker
              label="Upload document"
              variant="default"
              isPending={upload.isPending}
              onFile={(file) =>
                upload.mutate(file, {
                  onSuccess: (item) => toast.success(`${item.name} uploaded`),
                  onError: (error) => toast.error(error.message),
                })
              }
            />
          </div>
        </div>
      </section>
      {children.length ? (
        <section aria-label="Sub-folders" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {children.map((child) => (
            <FolderCard key={child.id} folder={child} />
          ))}
        </section>
      ) : null}
      {items.length ? (
        <section aria-labelledby="folder-items" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id="folder-items" className="text-sm font-semibold">
              {items.length} {items.length === 1 ? 'item' : 'items'}
            </h3>
            <CsvExportButton
              csv={{ path: `/api/golden-folders/${folder.id}/items`, search: {}, filename: 'golden-folder-items.csv' }}
            />
          </div>
          <ul aria-label="Documents and links" className="divide-y rounded-lg border">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : (
        <EmptyState
          icon={Files}
          title="No documents or links here yet"
          description="Upload a document (PDF, Office, image, text; up to 10 MB) or add a link."
        />
      )}
    </div>
  );
}
