import { ExternalLink, FileText, Link2 } from 'lucide-react';
import type { GoldenItem } from '@praxis/shared';
import { buttonVariants } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { ConfirmAction } from '@/components/confirm-action';
import { useDeleteItem, useUploadDocument } from '../api/mutations';
import { formatBytes } from '../lib/format';
import { FilePicker } from './file-picker';

export function ItemRow({ item }: { item: GoldenItem }) {
  const remove = useDeleteItem();
  const upload = useUploadDocument({ itemId: item.id });
  const onDelete = () => {
    remove.mutate(item, {
      onSuccess: () => toast.success(`${item.name} deleted`),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2.5">
      {item.kind === 'document' ? (
        <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      ) : (
        <Link2 aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      )}
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-sm font-medium">{item.name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {item.kind === 'document' && item.latest
            ? `${item.latest.file_name} · ${formatBytes(item.latest.size_bytes)} · version ${item.latest.number} of ${item.version_count} · ${formatDate(item.latest.uploaded_at)}`
            : (item.url ?? '')}
        </p>
        {item.description ? <p className="text-xs text-muted-foreground">{item.description}</p> : null}
      </div>
      <div className="flex items-center gap-1">
        {item.kind === 'document' ? (
          <>
            <a
              href={`/api/golden-items/${item.id}/download`}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-label={`Download ${item.name}`}
            >
              Download
            </a>
            <FilePicker
              label="New version"
              ariaLabel={`Upload a new version of ${item.name}`}
              isPending={upload.isPending}
              onFile={(file) =>
                upload.mutate(file, {
                  onSuccess: () => toast.success(`New version of ${item.name} uploaded`),
                  onError: (error) => toast.error(error.message),
                })
              }
            />
          </>
        ) : (
          <a
            href={item.url ?? '#'}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Open ${item.name} (new tab)`}
          >
            <ExternalLink aria-hidden />
            Open
          </a>
        )}
        <ConfirmAction
          what={item.name}
          consequence={
            item.kind === 'document' ? 'The document and all its versions are removed.' : 'The link is removed.'
          }
          onConfirm={onDelete}
          disabled={remove.isPending}
        />
      </div>
    </li>
  );
}
