import type { CertificationStatus, ConsultantProfile } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { useDeleteCertification } from '../api/delete-certification';
import { CERTIFICATION_STATUS_LABELS } from '../lib/labels';
import { AddCertificationForm } from './add-certification-form';
import { ConfirmRemove } from './confirm-remove';
import { EmptyLine, SectionCard } from './section-card';

const STATUS_VARIANTS: Record<CertificationStatus, BadgeVariant> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
};

/** Certifications with issue and expiry dates; expired and expiring-within-90-days ones are flagged. */
export function CertificationsSection({ profile }: { profile: ConsultantProfile }) {
  const consultantId = profile.consultant.id;
  const remove = useDeleteCertification();

  return (
    <SectionCard
      title="Certifications"
      description="Expired and soon-to-expire (within 90 days) certifications are flagged."
    >
      {profile.certifications.length === 0 ? (
        <EmptyLine>
          {profile.can_edit ? 'No certifications yet — add one below.' : 'No certifications listed yet.'}
        </EmptyLine>
      ) : (
        <ul aria-label="Certifications" className="divide-y">
          {profile.certifications.map((cert) => (
            <li key={cert.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 text-sm">
                <span className="font-medium">{cert.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {cert.issued_on ? `Issued ${formatDate(cert.issued_on)}` : 'Issue date not given'}
                  {cert.expires_on ? ` · Expires ${formatDate(cert.expires_on)}` : ' · No expiry'}
                </span>
              </span>
              <span className="flex items-center gap-2">
                {cert.status !== 'valid' ? (
                  <Badge variant={STATUS_VARIANTS[cert.status]}>{CERTIFICATION_STATUS_LABELS[cert.status]}</Badge>
                ) : null}
                {profile.can_edit ? (
                  <ConfirmRemove
                    what={cert.name}
                    removed="Certification removed"
                    mutation={remove}
                    variables={{ consultantId, id: cert.id }}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {profile.can_edit ? <AddCertificationForm profile={profile} /> : null}
    </SectionCard>
  );
}
