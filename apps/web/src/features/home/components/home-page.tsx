import { Link } from 'react-router';
import { DEFAULT_JOB_TITLE } from '@praxis/shared';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { displayName, firstNameOf } from '@/lib/people';
import { ROLE_LABELS } from '@/lib/roles';
import { useCurrentUser } from '@/lib/session';

/** /home: greets the signed-in user with their role. The dashboard widgets (PRODUCT.md §3) come in their own issue. */
export function HomePage() {
  const me = useCurrentUser();
  const roleLabel = ROLE_LABELS[me.primaryRole];
  const additionalRoles = me.additionalRoles.filter((role) => role !== me.primaryRole);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={`Hello, ${firstNameOf(me)}`}
        documentTitle="Home"
        description={`Signed in as ${roleLabel}${me.consultant ? ` · ${me.consultant.jobTitle || DEFAULT_JOB_TITLE}` : ''}`}
      />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Your account</CardTitle>
          <CardDescription>What Praxis knows about you and what you can do.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Name</dt>
            <dd>{displayName(me)}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{me.user.email}</dd>
            <dt className="text-muted-foreground">Role</dt>
            <dd className="flex flex-wrap gap-1.5">
              <RoleChip label={roleLabel} />
              {additionalRoles.map((role) => (
                <RoleChip key={role} label={ROLE_LABELS[role]} additional />
              ))}
            </dd>
            <dt className="text-muted-foreground">Job title</dt>
            <dd>{me.consultant?.jobTitle || DEFAULT_JOB_TITLE}</dd>
          </dl>
          {me.consultant ? (
            <Link
              to={`/consultants/${me.consultant.id}`}
              className="mt-4 inline-block text-sm font-medium underline-offset-4 hover:underline"
            >
              Open my profile
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

function RoleChip({ label, additional = false }: { label: string; additional?: boolean }) {
  return (
    <span className="inline-flex items-center rounded-md border bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
      {label}
      {additional ? <span className="sr-only"> (additional role)</span> : null}
    </span>
  );
}
