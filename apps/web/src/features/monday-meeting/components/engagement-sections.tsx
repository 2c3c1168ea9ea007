import { Link } from 'react-router';
import {
  ENGAGEMENT_STATUS_LABELS,
  TEMPERATURE_LABELS,
  type EngagementStatus,
  type MeetingAgenda,
  engagementPath,
} from '@praxis/shared';
import { HealthSummary, TemperatureChip } from '@/entities/engagement';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/dates';
import { AgendaItem, agendaLinkClass, ItemGroup } from './agenda-item';

type Change = MeetingAgenda['engagements'][number]['changes'][number];
const valueLabel = (change: Change, value: string | null) =>
  value === null
    ? '—'
    : change.field === 'status'
      ? (ENGAGEMENT_STATUS_LABELS[value as EngagementStatus] ?? value)
      : (TEMPERATURE_LABELS[value as keyof typeof TEMPERATURE_LABELS] ?? value);
const describe = (change: Change) =>
  `${change.field === 'status' ? 'Status' : 'Temperature'} ${valueLabel(change, change.from)} → ${valueLabel(change, change.to)} on ${formatDate(change.at)}`;

/** Running engagements whose forecast ends over budget (or would, with their open proposals), and why. */
function OverBudgetItems({ agenda }: { agenda: MeetingAgenda }) {
  if (agenda.over_budget.length === 0) return null;
  return (
    <section aria-labelledby="meeting-over-budget" className="mb-3 rounded-md border border-destructive/40 p-3">
      <h3 id="meeting-over-budget" className="text-sm font-semibold">
        Will go over budget ({agenda.over_budget.length})
      </h3>
      <ul className="divide-y text-sm">
        {agenda.over_budget.map((row) => (
          <li key={row.engagement_id} className="flex flex-col gap-1 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={engagementPath(row.engagement_type, row.engagement_id)} className={agendaLinkClass}>
                {row.engagement_name}
              </Link>
              <Badge variant={row.only_with_proposals ? 'warning' : 'danger'}>
                {row.only_with_proposals ? `${row.over_by_hours} h over with proposals` : `${row.over_by_hours} h over`}
              </Badge>
            </div>
            <p className="text-muted-foreground">{row.explanation}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Active engagements, critical first, with the computed temperature, its reasons and the week's changes. */
export function EngagementItems({ agenda }: { agenda: MeetingAgenda }) {
  return (
    <>
      <OverBudgetItems agenda={agenda} />
      <EngagementList agenda={agenda} />
    </>
  );
}

function EngagementList({ agenda }: { agenda: MeetingAgenda }) {
  return (
    <ul>
      {agenda.engagements.map((row) => (
        <AgendaItem
          key={row.engagement_id}
          subject={{
            itemKey: `engagement:${row.engagement_id}`,
            label: row.engagement_name,
            engagementId: row.engagement_id,
          }}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={engagementPath(row.engagement_type, row.engagement_id)} className={agendaLinkClass}>
              {row.engagement_name}
            </Link>
            <span className="text-xs text-muted-foreground">{row.client_name}</span>
          </div>
          <HealthSummary health={row} />
          {row.changes.length ? (
            <ul className="text-sm" aria-label={`Changes to ${row.engagement_name} since last week`}>
              {row.changes.map((change) => (
                <li key={`${change.field}-${change.at}`}>{describe(change)}</li>
              ))}
            </ul>
          ) : null}
        </AgendaItem>
      ))}
    </ul>
  );
}

/** Updates sent since last week, and the active engagements whose update is missing. */
export function UpdateItems({ agenda }: { agenda: MeetingAgenda }) {
  return (
    <>
      <ItemGroup title="Missing" count={agenda.updates_missing.length}>
        {agenda.updates_missing.map((row) => (
          <AgendaItem
            key={row.engagement_id}
            subject={{
              itemKey: `update:${row.engagement_id}`,
              label: `${row.engagement_name}: missing update`,
              engagementId: row.engagement_id,
            }}
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{row.engagement_name}</span>
              <Badge variant="danger">
                {row.days_since_update === null ? 'Never sent' : `${row.days_since_update} days since the last`}
              </Badge>
            </p>
          </AgendaItem>
        ))}
      </ItemGroup>
      <ItemGroup title="Sent since last week" count={agenda.updates_sent.length} className="divide-y">
        {agenda.updates_sent.map((update) => (
          <li key={update.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <Link to={`/status-updates/${update.id}`} className={agendaLinkClass}>
              {update.engagement_name}
            </Link>
            <span className="flex items-center gap-2 text-muted-foreground">
              <TemperatureChip temperature={update.overall_status} />
              {formatDateTime(update.sent_at)}
              {update.author ? ` · ${update.author}` : ''}
            </span>
          </li>
        ))}
      </ItemGroup>
    </>
  );
}
