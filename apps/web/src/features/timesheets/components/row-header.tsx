import { Trash2 } from 'lucide-react';
import { formatHoursTotal, type TimesheetLine } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { rowNameOf } from '../lib/row-name';

interface RowHeaderProps {
  line: TimesheetLine;
  canEdit: boolean;
  onBillable: (line: TimesheetLine, billable: boolean) => void;
  onRemove: (line: TimesheetLine) => void;
}

/** A row's name, client, plan ("planned 16.0 h"), billable flag and removal. */
export function RowHeader({ line, canEdit, onBillable, onRemove }: RowHeaderProps) {
  const name = rowNameOf(line);
  const checkboxId = `billable-${line.engagement_id ?? line.category}`;
  return (
    <th scope="row" className="px-3 py-1.5 text-left align-middle font-normal">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="truncate font-medium">{name}</div>
          <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            {line.client_name ? <span>{line.client_name}</span> : null}
            {line.planned_hours !== null ? <span>planned {formatHoursTotal(line.planned_hours)}</span> : null}
            {line.category === 'engagement' && !line.assigned ? <span>not assigned this week</span> : null}
            <label htmlFor={checkboxId} className="inline-flex items-center gap-1">
              <input
                id={checkboxId}
                type="checkbox"
                checked={line.billable}
                disabled={!canEdit}
                onChange={(event) => onBillable(line, event.target.checked)}
              />
              billable
            </label>
          </div>
        </div>
        {canEdit && line.id && line.entries.length === 0 ? (
          <Button variant="ghost" size="icon" aria-label={`Remove row ${name}`} onClick={() => onRemove(line)}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
    </th>
  );
}
