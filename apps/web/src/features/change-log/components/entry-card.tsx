import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { CHANGE_LOG_CATEGORY_LABELS, type ChangeLogEntry } from '@praxis/shared';
import { buttonVariants } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/dates';
import { Can } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { CATEGORY_STYLES, STATE_LABELS } from '../lib/labels';
import { MarkdownBody } from '@/components/markdown-body';

export function EntryCard({ entry, isNew }: { entry: ChangeLogEntry; isNew: boolean }) {
  const headingId = `entry-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border p-4">
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="font-mono text-muted-foreground">v{entry.release_version}</span>
            <span className={cn('rounded-full px-2 py-0.5 font-medium', CATEGORY_STYLES[entry.category])}>
              {CHANGE_LOG_CATEGORY_LABELS[entry.category]}
            </span>
            {entry.state !== 'published' ? (
              <span className="rounded-full border px-2 py-0.5 font-medium">{STATE_LABELS[entry.state]}</span>
            ) : null}
            {isNew ? (
              <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground">New</span>
            ) : null}
          </div>
          <h2 id={headingId} className="text-base font-semibold">
            {entry.title}
          </h2>
          <p className="text-xs text-muted-foreground">
            {entry.published_at
              ? `${entry.state === 'scheduled' ? 'Scheduled for' : 'Published'} ${
                  entry.state === 'scheduled' ? formatDateTime(entry.published_at) : formatDate(entry.published_at)
                }`
              : 'Not published'}
            {entry.author_name ? ` · ${entry.author_name}` : ''}
          </p>
        </div>
        <Can permission="change_log.manage">
          <Link
            to={`/change-log/${entry.id}/edit`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Edit ${entry.title}`}
          >
            <Pencil aria-hidden />
            Edit
          </Link>
        </Can>
      </header>
      <MarkdownBody html={entry.body_html} />
    </article>
  );
}
