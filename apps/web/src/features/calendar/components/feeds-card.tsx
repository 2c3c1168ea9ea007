import { useState } from 'react';
import { Copy, Rss, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCreateFeed, useFeeds, useRevokeFeed } from '../api/feeds';
import { SidePanel } from './side-panel';

/** A private iCalendar URL for the user's own calendar app; shown once, revocable. */
export function FeedsCard() {
  const feeds = useFeeds();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('Feed URL copied'),
      () => toast.error('Failed to copy to clipboard'),
    );
  return (
    <SidePanel id="calendar-feeds" title="Calendar feed (ICS)" className="text-sm">
      <p className="text-muted-foreground">Subscribe from Outlook, Google or Apple Calendar. Keep the link private.</p>
      {url ? (
        <div className="flex items-center gap-1">
          <Input
            readOnly
            value={url}
            aria-label="Your new feed URL"
            className="font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
          <Button size="icon" variant="outline" aria-label="Copy feed URL" onClick={() => void copy(url)}>
            <Copy aria-hidden />
          </Button>
        </div>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { scope: 'user' },
            { onSuccess: (feed) => setUrl(feed.url ?? null), onError: (e) => toast.error(e.message) },
          )
        }
      >
        <Rss aria-hidden />
        New feed URL
      </Button>
      {feeds.data?.length ? (
        <ul className="flex flex-col divide-y">
          {feeds.data.map((feed) => (
            <li key={feed.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="text-xs">
                {feed.scope === 'user' ? 'My calendar' : feed.engagement_name} · since {formatDate(feed.created_at)}
              </span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Revoke the feed created ${formatDate(feed.created_at)}`}
                onClick={() => revoke.mutate(feed.id, { onSuccess: () => toast.success('Feed revoked') })}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </SidePanel>
  );
}
