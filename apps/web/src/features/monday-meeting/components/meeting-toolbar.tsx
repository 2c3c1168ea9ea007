import { ChevronLeft, ChevronRight, Presentation, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { addWeeks, isIsoDate, startOfWeek } from '@/lib/dates';

interface MeetingToolbarProps {
  /** The Monday of the week shown. */
  week: string;
  onWeek: (monday: string) => void;
  /** Whether the agenda is on screen (Print summary and Present need it). */
  hasAgenda: boolean;
  presenting: boolean;
  onTogglePresenting: () => void;
}

/** The meeting page's tools: the week (previous, a date, next), Print summary, and presenter mode on or off. */
export function MeetingToolbar({ week, onWeek, hasAgenda, presenting, onTogglePresenting }: MeetingToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-print-hide>
      <nav aria-label="Choose the week" className="flex flex-wrap items-center gap-1">
        <Button variant="outline" size="sm" onClick={() => onWeek(addWeeks(week, -1))}>
          <ChevronLeft aria-hidden className="size-4" /> Previous week
        </Button>
        <label className="sr-only" htmlFor="meeting-week">
          Week of
        </label>
        <input
          id="meeting-week"
          type="date"
          value={week}
          onChange={(event) => (isIsoDate(event.target.value) ? onWeek(startOfWeek(event.target.value)) : null)}
          className="h-8 rounded-md border bg-background px-2 text-sm"
        />
        <Button variant="outline" size="sm" onClick={() => onWeek(addWeeks(week, 1))}>
          Next week <ChevronRight aria-hidden className="size-4" />
        </Button>
      </nav>
      <Button variant="outline" size="sm" onClick={() => window.print()} disabled={!hasAgenda}>
        <Printer aria-hidden className="size-4" /> Print summary
      </Button>
      <Button size="sm" onClick={onTogglePresenting} disabled={!hasAgenda}>
        <Presentation aria-hidden className="size-4" /> {presenting ? 'Leave presenter mode' : 'Present'}
      </Button>
    </div>
  );
}
