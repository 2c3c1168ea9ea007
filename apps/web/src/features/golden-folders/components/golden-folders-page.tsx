import { useId } from 'react';
import { Link } from 'react-router';
import { FolderSearch } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { PageHeader } from '@/components/page-header';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedParam, useUrlParams } from '@/lib/use-url-params';
import { useGoldenSearch, useRootFolders } from '../api/list-folders';
import { FolderCard } from './folder-card';
import { FolderView } from './folder-view';
import { NewFolderDialog } from './new-folder-dialog';
import { SearchInput } from '@/components/search-input';

/** /golden-folders: the kits per engagement type and topics, a folder (`?folder=`), or search results (`?q=`). */
export function GoldenFoldersPage() {
  const id = useId();
  const { params } = useUrlParams();
  const [search, setSearch] = useDebouncedParam('q');
  const q = params.get('q')?.trim() ?? '';
  const folderId = params.get('folder');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Golden Folders"
        description="Curated kits per engagement type and topic: templates, checklists and links."
        actions={<NewFolderDialog />}
      />
      <div role="search" aria-label="Search golden folders" className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`} className="text-xs text-muted-foreground">
          Search names and descriptions
        </Label>
        <SearchInput
          id={`${id}-q`}
          placeholder="e.g. charter, kickoff, security"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          wrapperClassName="max-w-xl"
        />
      </div>
      {q ? <SearchResults q={q} /> : folderId ? <FolderView id={folderId} /> : <RootFolders />}
    </div>
  );
}

function RootFolders() {
  const folders = useRootFolders();
  return (
    <QueryState
      query={folders}
      loading={
        <SkeletonList
          label="Loading golden folders"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="h-36"
        />
      }
      errorTitle="We could not load the golden folders."
      empty={
        <EmptyState
          icon={FolderSearch}
          title="No golden folders yet"
          description="Create the first kit with New Folder."
        />
      }
    >
      {(roots) => (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {roots.map((folder) => (
            <FolderCard key={folder.id} folder={folder} />
          ))}
        </div>
      )}
    </QueryState>
  );
}

const KIND_LABELS = { folder: 'Folder', document: 'Document', link: 'Link' } as const;

function SearchResults({ q }: { q: string }) {
  const search = useGoldenSearch(q);
  return (
    <QueryState
      query={search}
      loading={<Skeleton className="h-40 w-full" />}
      errorTitle="The search failed."
      empty={
        <EmptyState icon={FolderSearch} title={`Nothing matches “${q}”`} description="Try fewer or shorter words." />
      }
    >
      {(hits) => (
        <ul aria-label="Search results" className="divide-y rounded-lg border">
          {hits.map((hit) => (
            <li key={`${hit.kind}-${hit.id}`}>
              <Link
                to={`/golden-folders?folder=${hit.folder_id}`}
                className="flex flex-col gap-0.5 px-3 py-2.5 outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring/50"
              >
                <span className="text-sm font-medium">{hit.name}</span>
                <span className="text-xs text-muted-foreground">
                  {KIND_LABELS[hit.kind]}
                  {hit.kind === 'folder' ? '' : ` in ${hit.folder_name}`}
                  {hit.description ? ` · ${hit.description}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
