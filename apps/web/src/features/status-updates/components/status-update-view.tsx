import { TEMPERATURE_LABELS, type StatusUpdate } from '@praxis/shared';
import { TemperatureChip } from '@/entities/engagement';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/dates';

function Block({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </div>
  );
}

/** One update as the client reads it (also the printable view). */
export function StatusUpdateView({ update, headingLevel = 3 }: { update: StatusUpdate; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="space-y-3 rounded-lg border p-4"
      aria-label={`Update of the week of ${formatDate(update.week_start)}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Heading className="font-semibold">
          {update.engagement_name} · week of {formatDate(update.week_start)}
        </Heading>
        <TemperatureChip temperature={update.overall_status} />
        {update.state === 'draft' ? <Badge variant="outline">Draft</Badge> : null}
      </header>
      <p className="text-xs text-muted-foreground">
        {update.client_name}
        {update.author_name ? ` · by ${update.author_name}` : ''}
        {update.sent_at ? ` · sent ${formatDateTime(update.sent_at)}` : ' · not sent yet'}
        <span className="sr-only"> · overall status {TEMPERATURE_LABELS[update.overall_status]}</span>
      </p>
      <Block title="Summary" text={update.summary} />
      <Block title="Accomplishments" text={update.accomplishments} />
      <Block title="Next steps" text={update.next_steps} />
      {update.risks.length ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold">Risks and issues</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {update.risks.map((risk, index) => (
              <li key={index}>
                <span className="font-medium">{risk.kind === 'issue' ? 'Issue' : 'Risk'}:</span> {risk.title}
                {risk.owner_name ? ` — ${risk.owner_name}` : ''}
                {risk.due_date ? `, due ${formatDate(risk.due_date)}` : ''}
                {risk.resolved ? ' (resolved)' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
