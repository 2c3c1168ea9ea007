import { Link } from 'react-router';
import { Folder, TriangleAlert } from 'lucide-react';
import type { GoldenFolder } from '@praxis/shared';
import { formatDate } from '@/lib/dates';
import { folderKind } from '../lib/format';

export function StaleWarning({ folder }: { folder: Pick<GoldenFolder, 'is_stale' | 'last_reviewed_on'> }) {
  if (!folder.is_stale) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      <TriangleAlert aria-hidden className="size-3" />
      {folder.last_reviewed_on ? `Not reviewed since ${formatDate(folder.last_reviewed_on)}` : 'Never reviewed'}
    </span>
  );
}

export function FolderCard({ folder }: { folder: GoldenFolder }) {
  const kind = folderKind(folder);
  return (
    <Link
      to={`/golden-folders?folder=${folder.id}`}
      className="flex flex-col gap-2 rounded-lg border p-4 outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring/50"
    >
      <div className="flex items-start gap-2">
        <Folder aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{folder.name}</p>
          {kind ? <p className="text-xs text-muted-foreground">{kind}</p> : null}
        </div>
      </div>
      {folder.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{folder.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>
          {folder.item_count} {folder.item_count === 1 ? 'item' : 'items'} · {folder.child_count}{' '}
          {folder.child_count === 1 ? 'folder' : 'folders'}
        </span>
        {folder.owner_name ? <span>· Owner {folder.owner_name}</span> : null}
        <StaleWarning folder={folder} />
      </div>
    </Link>
  );
}
