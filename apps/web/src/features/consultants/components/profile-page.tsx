import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ButtonLink } from '@/components/button-link';
import { CalendarDays, Clock, ExternalLink, Mail, MapPin, Phone, UserX } from 'lucide-react';
import { DEFAULT_JOB_TITLE } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useCurrentUser } from '@/lib/session';
import { useConsultantProfile } from '../api/get-consultant-profile';
import { fullName } from '../lib/labels';
import { AvailabilityChip } from '@/entities/consultant';
import { ActivitySection } from './activity-section';
import { ConsultantAvatar } from './consultant-avatar';
import { IconText } from './icon-text';
import { EditProfileDialog } from './edit-profile-dialog';
import { EngagementsSection } from './engagements-section';
import { InvitationCard } from './invitation-card';
import { ArchiveDialog, RestoreBanner } from './leaver-card';
import { TwoFactorCard } from './two-factor-card';
import { ApiTokensCard } from './api-tokens-card';
import { EmailPreferencesCard } from './email-preferences-card';
import { MyTimeOffCard } from '@/entities/time-off/my-time-off-card';
import { CalendarConnectionCard } from '@/entities/calendar-connection/calendar-connection-card';
import { PhotoUpload } from './photo-upload';
import { ProfileListSections } from './profile-editors';

/** /consultants/{id}: titled My Profile for the user's own; the owner and `consultants.manage` edit. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const isOwn = me.consultant?.id === id;
  const canManage = useCan('consultants.manage');
  const profile = useConsultantProfile(id);
  const loadedName = profile.data ? fullName(profile.data.consultant) : null;
  const title = isOwn ? 'My Profile' : (loadedName ?? 'Consultant Profile');

  const breadcrumb = (
    <Breadcrumbs items={[{ label: 'Consultants', to: '/consultants' }, { label: loadedName ?? title }]} />
  );

  if (!profile.data) {
    const missing = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 422);
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        {breadcrumb}
        <PageHeader title={title} />
        {missing ? (
          <EmptyState
            icon={UserX}
            title="We could not find this consultant"
            description="The link may be wrong, or the profile was removed."
            action={
              <ButtonLink to="/consultants" variant="outline">
                Back to the directory
              </ButtonLink>
            }
          />
        ) : profile.isError ? (
          <ErrorState
            title="We could not load this profile."
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading profile">
            <Skeleton className="h-28" />
            <div className="grid gap-6 lg:grid-cols-2">
              <Skeleton className="h-64" />
              <Skeleton className="h-64" />
            </div>
          </div>
        )}
      </div>
    );
  }

  const { consultant, can_edit: canEdit } = profile.data;
  const name = fullName(consultant);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {breadcrumb}
      <PageHeader
        title={title}
        actions={
          <>
            {canEdit ? <EditProfileDialog consultant={consultant} /> : null}
            {canManage && !isOwn && !consultant.left_on ? <ArchiveDialog consultant={consultant} /> : null}
          </>
        }
      />
      {consultant.left_on ? <RestoreBanner consultant={consultant} canRestore={canManage} /> : null}
      <section aria-label="About" className="flex flex-wrap items-start gap-5 rounded-xl border p-5">
        <div className="flex flex-col items-center gap-2">
          <ConsultantAvatar name={name} photoUrl={consultant.photo_url} size="lg" />
          {canEdit ? <PhotoUpload consultant={consultant} /> : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {isOwn ? <p className="text-lg font-semibold">{name}</p> : null}
            <AvailabilityChip status={consultant.availability_status} />
          </div>
          <p className="text-muted-foreground">{consultant.job_title ?? DEFAULT_JOB_TITLE}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <IconText as="li" icon={Mail} className="max-w-full min-w-0">
              <a href={`mailto:${consultant.email}`} className="min-w-0 break-all hover:underline">
                {consultant.email}
              </a>
            </IconText>
            {consultant.phone ? (
              <IconText as="li" icon={Phone}>
                {consultant.phone}
              </IconText>
            ) : null}
            <IconText as="li" icon={MapPin}>
              {consultant.location ?? 'Location not set'}
            </IconText>
            {consultant.time_zone ? (
              <IconText as="li" icon={Clock}>
                {consultant.time_zone}
              </IconText>
            ) : null}
            {consultant.start_date ? (
              <IconText as="li" icon={CalendarDays}>
                Since {formatDate(consultant.start_date)}
              </IconText>
            ) : null}
            {consultant.linkedin_url ? (
              <li>
                <a
                  href={consultant.linkedin_url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1.5 hover:underline"
                >
                  <ExternalLink aria-hidden className="size-4 text-muted-foreground" />
                  LinkedIn
                </a>
              </li>
            ) : null}
            {consultant.hourly_rate !== null ? (
              <li>
                <span className="text-muted-foreground">Hourly rate </span>
                {consultant.hourly_rate.toFixed(2)}
              </li>
            ) : null}
          </ul>
          {consultant.bio ? <p className="max-w-prose text-sm whitespace-pre-line">{consultant.bio}</p> : null}
        </div>
      </section>
      {canManage && !consultant.user_id && !consultant.left_on ? <InvitationCard consultant={consultant} /> : null}
      {isOwn ? <TwoFactorCard /> : null}
      {isOwn ? <EmailPreferencesCard /> : null}
      {isOwn ? <ApiTokensCard /> : null}
      {isOwn ? <CalendarConnectionCard /> : null}
      <ProfileListSections profile={profile.data} />
      <EngagementsSection profile={profile.data} />
      {isOwn ? <MyTimeOffCard /> : null}
      {canManage ? <ActivitySection consultantId={consultant.id} /> : null}
    </div>
  );
}
