import { useState } from 'react';
import { Copy, Send, Wand2 } from 'lucide-react';
import { formatHoursTotal, type TimesheetLine, type TimesheetWeek } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useIsDesktop } from '@/app/shell/use-admin-toolbar';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWeekAction } from '../api/week-actions';
import { cellKeyOf } from '../lib/cells';
import { useAutosave } from '../lib/use-autosave';
import { AddRow } from './add-row';
import { AnomalyList } from './anomaly-list';
import { CalendarEventsPanel } from './calendar-events-panel';
import { SaveIndicator } from './save-indicator';
import { StatusBanner } from './status-banner';
import { SubmitDialog } from './submit-dialog';
import { DayView } from './day-view';
import { WeekGrid } from './week-grid';

/** The actions that fill the week's empty cells, with the toast each says when done. */
const QUICK_FILLS = [
  { kind: 'copy-last-week', icon: Copy, label: 'Copy last week', done: 'Copied last week into the empty cells' },
  { kind: 'fill-from-plan', icon: Wand2, label: 'Fill from plan', done: 'Filled from your plan' },
] as const;

interface WeekEditorProps {
  week: TimesheetWeek;
  onSubmitted: () => void;
  /** The day a phone shows (its day view), a date of the week, and today (marked there). */
  day: string;
  today: string;
  /** Shows another day on a phone, in this week or the one before or after. */
  onDay: (date: string) => void;
}

/**
 * One week: the grid with autosave (on a phone, one day at a time), the whole-week actions, the anomalies and
 * submission.
 */
export function WeekEditor({ week, onSubmitted, day, today, onDay }: WeekEditorProps) {
  const isDesktop = useIsDesktop();
  const autosave = useAutosave(week.week_start);
  const action = useWeekAction(week.week_start);
  const [isReviewing, setReviewing] = useState(false);
  const canEdit = week.can_edit;
  const total = week.lines.reduce(
    (sum, line) =>
      sum +
      week.days.reduce((daySum, day) => {
        const waiting = autosave.pending.get(cellKeyOf(line, day.date));
        const saved = line.entries.find((entry) => entry.date === day.date)?.hours ?? 0;
        return daySum + (waiting ? (waiting.hours ?? 0) : saved);
      }, 0),
    0,
  );

  const run = (input: Parameters<typeof action.mutate>[0], success?: string) =>
    action.mutate(input, {
      onSuccess: () => (success ? toast.success(success) : undefined),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'That did not work. Please try again.'),
    });

  const submit = async () => {
    if (!(await autosave.saveNow())) throw new Error('Some hours are not saved yet; retry saving first.');
    const version = Math.max(week.version, autosave.version ?? 0);
    await action.mutateAsync({ kind: 'submit', version });
    onSubmitted();
  };

  const gridProps = {
    week,
    lines: week.lines,
    pending: autosave.pending,
    canEdit,
    onEdit: autosave.edit,
    onBillable: (line: TimesheetLine, billable: boolean) =>
      run({ kind: 'save-line', line: { engagement_id: line.engagement_id, category: line.category, billable } }),
    onRemove: (line: TimesheetLine) => (line.id ? run({ kind: 'delete-line', lineId: line.id }) : undefined),
  };

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <StatusBanner week={week} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SaveIndicator state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              {QUICK_FILLS.map(({ kind, icon: Icon, label, done }) => (
                <Button key={kind} variant="outline" disabled={action.isPending} onClick={() => run({ kind }, done)}>
                  <Icon aria-hidden /> {label}
                </Button>
              ))}
              <Button onClick={() => setReviewing(true)} disabled={total <= 0}>
                <Send aria-hidden /> Submit week
              </Button>
            </div>
          ) : null}
        </div>
        {week.lines.length === 0 ? (
          <p className="rounded-lg border p-4 text-sm text-muted-foreground">
            No assignments this week. Add a row (admin, training, sales or time off) to log hours.
          </p>
        ) : isDesktop ? (
          <WeekGrid {...gridProps} />
        ) : (
          <DayView {...gridProps} day={day} today={today} onDay={onDay} />
        )}
        {canEdit ? (
          <AddRow
            present={new Set(week.lines.map((line) => line.category))}
            onAdd={(category) => run({ kind: 'save-line', line: { engagement_id: null, category } })}
          />
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Anomalies ({week.anomalies.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <AnomalyList anomalies={week.anomalies} />
          </CardContent>
        </Card>
        <p className="text-sm text-muted-foreground">
          Week total {formatHoursTotal(total)} of {week.capacity_hours} h capacity.
        </p>
        {isReviewing ? (
          <SubmitDialog week={week} total={total} open={isReviewing} onOpenChange={setReviewing} onSubmit={submit} />
        ) : null}
      </div>
      <CalendarEventsPanel
        weekStart={week.week_start}
        lines={week.lines}
        canEdit={canEdit}
        beforeLog={autosave.saveNow}
      />
    </div>
  );
}
