import { useId, useState, type FormEvent } from 'react';
import type { CertificationStatus, ConsultantProfile } from '@praxis/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useAddCertification } from '../api/add-certification';
import { useDeleteCertification } from '../api/delete-certification';
import { useCatalogue } from '../api/list-catalogue';
import { toastFailure } from '../lib/errors';
import { CERTIFICATION_STATUS_LABELS } from '../lib/labels';
import { ConfirmRemove } from './confirm-remove';
import { EmptyLine, SectionCard } from './section-card';

const STATUS_VARIANTS: Record<CertificationStatus, BadgeVariant> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
};

/** Certifications with issue and expiry dates; expired and expiring-within-90-days ones are flagged. */
export function CertificationsSection({ profile }: { profile: ConsultantProfile }) {
  const id = useId();
  const consultantId = profile.consultant.id;
  const catalogue = useCatalogue('certifications');
  const [certificationId, setCertificationId] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const add = useAddCertification();
  const remove = useDeleteCertification();
  const held = new Set(profile.certifications.map((cert) => cert.certification_id));
  const datesInvalid = Boolean(issuedOn && expiresOn && expiresOn < issuedOn);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!certificationId || datesInvalid) return;
    add.mutate(
      { consultantId, certification_id: certificationId, issued_on: issuedOn || null, expires_on: expiresOn || null },
      {
        onSuccess: () => {
          toast.success('Certification added');
          setCertificationId('');
          setIssuedOn('');
          setExpiresOn('');
        },
        onError: toastFailure('Could not add the certification.'),
      },
    );
  };

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
                    onConfirm={() =>
                      remove.mutate(
                        { consultantId, id: cert.id },
                        {
                          onSuccess: () => toast.success('Certification removed'),
                          onError: toastFailure('Could not remove it.'),
                        },
                      )
                    }
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {profile.can_edit ? (
        <form
          onSubmit={submit}
          aria-label="Add a certification"
          className="flex flex-wrap items-end gap-3 border-t pt-4"
        >
          <div className="flex min-w-56 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-cert`}>Certification</Label>
            <NativeSelect
              id={`${id}-cert`}
              required
              value={certificationId}
              onChange={(event) => setCertificationId(event.target.value)}
            >
              <option value="">Choose a certification</option>
              {(catalogue.data ?? [])
                .filter((cert) => !held.has(cert.id))
                .map((cert) => (
                  <option key={cert.id} value={cert.id}>
                    {cert.name}
                  </option>
                ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-issued`}>Issued on</Label>
            <Input
              id={`${id}-issued`}
              type="date"
              value={issuedOn}
              onChange={(event) => setIssuedOn(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-expires`}>Expires on</Label>
            <Input
              id={`${id}-expires`}
              type="date"
              value={expiresOn}
              aria-invalid={datesInvalid || undefined}
              aria-describedby={datesInvalid ? `${id}-dates-error` : undefined}
              onChange={(event) => setExpiresOn(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!certificationId || datesInvalid || add.isPending}>
            {add.isPending ? 'Adding…' : 'Add certification'}
          </Button>
          {datesInvalid ? (
            <p id={`${id}-dates-error`} className="w-full text-sm text-destructive">
              The expiry date cannot be before the issue date.
            </p>
          ) : null}
        </form>
      ) : null}
    </SectionCard>
  );
}
