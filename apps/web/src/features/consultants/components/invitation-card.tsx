import { useState } from 'react';
import { useLocation } from 'react-router';
import { Check, Copy, Send } from 'lucide-react';
import type { Consultant, InvitationLink } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitationStatus } from '../api/get-invitation-status';
import { SectionCard } from './section-card';

/** Router state the new-consultant page passes on: the link made with the profile, shown once here. */
export interface InvitationLinkState {
  invitation?: InvitationLink;
}

/**
 * For admins, on a profile no user has claimed yet: the person gets in only through a single-use invitation link
 * (7 days). A link is shown once, right after it is made (only its hash is kept); "Invite" makes a new one.
 */
export function InvitationCard({ consultant }: { consultant: Consultant }) {
  const location = useLocation();
  const fromCreate = (location.state as InvitationLinkState | null)?.invitation;
  const status = useInvitationStatus(consultant.id);
  const create = useCreateInvitation(consultant.id);
  const [made, setMade] = useState<InvitationLink | undefined>(undefined);
  const link = made ?? fromCreate;

  const invite = async () => {
    try {
      const made = await create.mutateAsync();
      setMade(made);
      toast.success(made.emailed_to ? `Invitation e-mailed to ${made.emailed_to}` : 'Invitation link created');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The invitation link could not be created.');
    }
  };

  return (
    <SectionCard
      title="Invitation"
      description={`${consultant.email} has no sign-in yet. They claim this profile through an invitation link.`}
    >
      {link ? <LinkField link={link} email={consultant.email} /> : null}
      <QueryState
        query={status}
        loading={<Skeleton className="h-5 w-64" />}
        errorTitle="We could not load the invitation."
      >
        {({ invitation }) =>
          link ? null : (
            <p className="text-sm text-muted-foreground">
              {invitation
                ? `A link sent on ${formatDate(invitation.created_at)} works until ${formatDate(invitation.expires_at)}. Links are shown only once: make a new one if it was lost.`
                : 'No open invitation. Make a link and send it to them.'}
            </p>
          )
        }
      </QueryState>
      <div>
        <Button type="button" variant="outline" onClick={() => void invite()} disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <Send aria-hidden />}
          {status.data?.invitation || link ? 'New invitation link' : 'Invite'}
        </Button>
      </div>
    </SectionCard>
  );
}

function LinkField({ link, email }: { link: InvitationLink; email: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      toast.success('Link copied');
    } catch {
      toast.error('Copying is not allowed here: select the link and copy it by hand.');
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor="invitation-link" className="text-sm font-medium">
        Invitation link for {email}
      </label>
      <div className="flex gap-2">
        <Input
          id="invitation-link"
          readOnly
          value={link.url}
          className="min-w-0 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()} aria-label="Copy invitation link">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          Copy
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {link.emailed_to
          ? `E-mailed to ${link.emailed_to}. It works once, until ${formatDate(link.expires_at)}; copy it here too if they cannot find the e-mail.`
          : `Works once, until ${formatDate(link.expires_at)}. It is shown only now${link.emailed_to === null ? ', and e-mail is off on this server' : ''}: send it to them yourself.`}
      </p>
    </div>
  );
}
