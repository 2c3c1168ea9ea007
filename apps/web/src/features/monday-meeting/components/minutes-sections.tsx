import { Link } from 'react-router';
import type { MeetingAgenda, MeetingDecision } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { AgendaItem, ItemLine } from './agenda-item';
import { DecisionLink } from './decision-dialog';

/** Unresolved risks and issues past their due date, from each engagement's latest update. */
export function RiskItems({ agenda }: { agenda: MeetingAgenda }) {
  return (
    <ul>
      {agenda.overdue_risks.map((risk) => (
        <AgendaItem key={risk.key} subject={{ itemKey: risk.key, label: risk.title, engagementId: risk.engagement_id }}>
          <ItemLine>
            <span>
              <Badge variant="outline">{risk.kind === 'risk' ? 'Risk' : 'Issue'}</Badge>{' '}
              <span className="font-medium">{risk.title}</span>{' '}
              <Link
                to={`/status-updates/${risk.update_id}`}
                className="text-muted-foreground underline-offset-4 hover:underline"
              >
                {risk.engagement_name}
              </Link>
            </span>
            <span className="flex items-center gap-2 text-muted-foreground">
              {risk.owner ?? 'No owner'} · due {formatDate(risk.due_date)}
              <Badge variant="danger">{risk.days_overdue} days overdue</Badge>
            </span>
          </ItemLine>
        </AgendaItem>
      ))}
    </ul>
  );
}

function DecisionList({ title, decisions }: { title: string; decisions: MeetingDecision[] }) {
  if (!decisions.length) return null;
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold">{title}</h3>
      <ul className="divide-y">
        {decisions.map((decision) => (
          <li key={decision.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              {decision.target_id ? (
                <DecisionLink kind={decision.kind} id={decision.target_id}>
                  {decision.title}
                </DecisionLink>
              ) : (
                <span className="font-medium">{decision.title}</span>
              )}
              <span className="text-muted-foreground"> · on {decision.item_label}</span>
            </span>
            <span className="flex items-center gap-2 text-muted-foreground">
              {decision.kind === 'work_item' ? 'Work item' : 'Resource request'}
              <Badge variant="secondary">{decision.target_status ?? 'Deleted'}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** This week's decisions, and last week's with where they stand now. */
export function DecisionItems({ agenda }: { agenda: MeetingAgenda }) {
  return (
    <>
      <DecisionList title="This week" decisions={agenda.decisions} />
      <DecisionList title="Last week, and where they stand" decisions={agenda.last_week_decisions} />
    </>
  );
}
