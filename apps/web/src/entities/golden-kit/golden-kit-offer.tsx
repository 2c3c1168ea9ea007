import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import type { EngagementType } from '@praxis/shared';
import { useCan } from '@/lib/permissions';
import type { goldenFoldersRouter } from '@praxis/api/golden-folders/golden-folders.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const goldenFoldersApi = moduleClient<typeof goldenFoldersRouter>()['golden-folders'];

/**
 * Creating an engagement offers its type's golden-folder kit (docs/product.md §11.14), for those who may open golden
 * folders; nothing shows when there is no kit for the type.
 */
export function GoldenKitOffer({ type }: { type: EngagementType }) {
  const canOpen = useCan('golden_folders');
  const kits = useQuery({
    queryKey: ['golden-folders', 'roots', type],
    queryFn: ({ signal }) => ok(goldenFoldersApi.$get({ query: { engagement_type: type } }, { init: { signal } })),
    enabled: canOpen,
  });
  const kit = kits.data?.[0];
  if (!canOpen || !kit) return null;
  return (
    <aside
      aria-label="Golden folder kit"
      className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 p-3 text-sm"
    >
      <FolderOpen aria-hidden className="size-5 text-muted-foreground" />
      <p className="min-w-0 flex-1">
        Start from the <span className="font-medium">{kit.name}</span>: {kit.item_count} documents and links
        {kit.is_stale ? ' (due for a review)' : ''}.
      </p>
      <Link to={`/golden-folders?folder=${kit.id}`} target="_blank" className="font-medium text-primary underline">
        Open the kit
      </Link>
    </aside>
  );
}
