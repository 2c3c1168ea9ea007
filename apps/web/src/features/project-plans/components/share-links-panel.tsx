import { useState } from 'react';
import { Copy, Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useShareLinkCommand, useShareLinks } from '../api/share-links';

/** Read-only links for client contacts: create (the URL is shown once), list and revoke. */
export function ShareLinksPanel({ planId }: { planId: string }) {
  const links = useShareLinks(planId, true);
  const command = useShareLinkCommand(planId);
  const [hidePeople, setHidePeople] = useState(true);
  const [days, setDays] = useState('14');
  const [created, setCreated] = useState<string | null>(null);
  const now = new Date().toISOString();

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => toast.success('Link copied'),
      () => toast.error('Failed to copy to clipboard'),
    );

  return (
    <section aria-labelledby="share-links" className="flex flex-col gap-3 rounded-lg border p-4" data-print-hide>
      <h2 id="share-links" className="flex items-center gap-2 font-semibold">
        <Link2 aria-hidden className="size-4" /> Share with the client
      </h2>
      <p className="text-sm text-muted-foreground">
        A share link opens this plan read-only without signing in. It expires, and you can revoke it at any time.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={hidePeople} onChange={(e) => setHidePeople(e.target.checked)} />
          Hide people&apos;s names
        </label>
        <label className="flex items-center gap-2 text-sm">
          Expires after
          <NativeSelect value={days} onChange={(e) => setDays(e.target.value)}>
            {['7', '14', '30', '90'].map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button
          size="sm"
          disabled={command.isPending}
          onClick={() =>
            command.mutate(
              { create: { hide_people: hidePeople, expires_in_days: Number(days) } },
              {
                onSuccess: (link) => {
                  if (link?.url) setCreated(link.url);
                },
                onError: () => toast.error('We could not create the link.'),
              },
            )
          }
        >
          Create link
        </Button>
      </div>
      {created ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-2 text-sm">
          <code className="min-w-0 flex-1 truncate" data-testid="share-url">
            {created}
          </code>
          <Button size="sm" variant="outline" onClick={() => void copy(created)}>
            <Copy aria-hidden /> Copy
          </Button>
          <span className="w-full text-xs text-muted-foreground">Copy it now: it is not shown again.</span>
        </div>
      ) : null}
      {links.data && links.data.length > 0 ? (
        <ul className="divide-y rounded-md border text-sm">
          {links.data.map((link) => {
            const active = !link.revoked_at && link.expires_at > now;
            return (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  Created {formatDate(link.created_at)} · {link.hide_people ? 'names hidden' : 'names shown'} ·{' '}
                  {link.revoked_at ? 'revoked' : active ? `expires ${formatDate(link.expires_at)}` : 'expired'}
                </span>
                {active ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      command.mutate({ revoke: link.id }, { onSuccess: () => toast.success('Link revoked') })
                    }
                  >
                    Revoke
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
