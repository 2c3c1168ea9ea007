import { Link } from 'react-router';
import { Clock, MapPin } from 'lucide-react';
import type { ConsultantCard as Card } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { PROFICIENCY_LABELS, fullName } from '../lib/labels';
import { AvailabilityChip } from '@/entities/consultant';
import { ConsultantAvatar } from './consultant-avatar';
import { IconText } from './icon-text';
import { RatingDots } from './rating-dots';

const MAX_CHIPS = 3;

/** A directory card: who, where, availability, top skills, certifications and languages. */
export function ConsultantCard({ consultant }: { consultant: Card }) {
  const name = fullName(consultant);
  const moreCerts = consultant.certifications.length - MAX_CHIPS;
  return (
    <article
      aria-label={name}
      className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 hover:bg-muted/40 focus-within:ring-[3px] focus-within:ring-ring/50"
    >
      <div className="flex items-start gap-3">
        <ConsultantAvatar name={name} photoUrl={consultant.photo_url} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            <Link
              to={`/consultants/${consultant.id}`}
              className="outline-none after:absolute after:inset-0 hover:underline"
            >
              {name}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">{consultant.job_title ?? 'No job title'}</p>
        </div>
        <AvailabilityChip status={consultant.availability_status} />
      </div>
      {consultant.matched_skill ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Matched skill: </span>
          <mark className="rounded bg-primary/10 px-1 font-medium text-foreground">{consultant.matched_skill}</mark>
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <IconText icon={MapPin} size="sm">
          {consultant.location ?? 'Location not set'}
        </IconText>
        {consultant.time_zone ? (
          <IconText icon={Clock} size="sm">
            {consultant.time_zone}
          </IconText>
        ) : null}
      </p>
      {consultant.top_skills.length > 0 ? (
        <ul aria-label="Top skills" className="flex flex-col gap-1 text-sm">
          {consultant.top_skills.map((skill) => (
            <li key={`${skill.category}-${skill.product ?? ''}`} className="flex items-center justify-between gap-2">
              <span className="truncate">{skill.product ?? skill.category}</span>
              <RatingDots rating={skill.rating} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No skills listed yet</p>
      )}
      <div className="mt-auto flex flex-wrap gap-1.5">
        {consultant.certifications.slice(0, MAX_CHIPS).map((cert) => (
          <Badge key={cert.name} variant="outline" className="max-w-full truncate" title={cert.name}>
            {cert.name}
          </Badge>
        ))}
        {moreCerts > 0 ? <Badge variant="outline">+{moreCerts} more</Badge> : null}
        {consultant.languages.map((language) => (
          <Badge key={language.name} variant="secondary">
            {language.name} · {PROFICIENCY_LABELS[language.proficiency]}
          </Badge>
        ))}
      </div>
    </article>
  );
}
