import type { CertificationStatus, ConsultantProfile } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { CERTIFICATION_STATUS_BADGES } from '../lib/labels';
import { AddCertificationForm } from './add-certification-form';
import { EntryText, ProfileListSection } from './profile-list-section';

/** Certifications with issue and expiry dates; expired and expiring-within-90-days ones are flagged. */
export function CertificationsSection({ profile }: { profile: ConsultantProfile }) {
  return (
    <ProfileListSection
      profile={profile}
      list="certifications"
      description="Expired and soon-to-expire (within 90 days) certifications are flagged."
      emptyText={{ editor: 'No certifications yet — add one below.', viewer: 'No certifications listed yet.' }}
      nameOf={(cert) => cert.name}
      renderEntry={(cert) => (
        <EntryText
          name={cert.name}
          detail={
            <>
              {cert.issued_on ? `Issued ${formatDate(cert.issued_on)}` : 'Issue date not given'}
              {cert.expires_on ? ` · Expires ${formatDate(cert.expires_on)}` : ' · No expiry'}
            </>
          }
        />
      )}
      renderDetails={(cert) => (cert.status !== 'valid' ? <StatusBadge status={cert.status} /> : null)}
      removed="Certification removed"
      addForm={<AddCertificationForm profile={profile} />}
    />
  );
}

/** A certification's status as its badge. */
function StatusBadge({ status }: { status: CertificationStatus }) {
  const { label, variant } = CERTIFICATION_STATUS_BADGES[status];
  return <Badge variant={variant}>{label}</Badge>;
}
