import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Presentation, Printer } from 'lucide-react';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { addWeeks, formatDate, isIsoDate, startOfWeek, today } from '@/lib/dates';
import { useAgenda } from '../api/agenda';
import { sectionsOf } from '../lib/sections';
import { MeetingProvider } from './agenda-item';
import { AgendaSectionView } from './agenda-sections';
import { DecisionDialog, type DecisionSubject } from './decision-dialog';
import { Presenter } from './presenter';

/** /monday-meeting: the week's agenda built from the data, notes and decisions, presenter mode, a printable summary. */
export function MondayMeetingPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const week = startOfWeek(isIsoDate(asked) ? asked : today());
  const presentParam = params.get('present');
  const presenting = presentParam !== null;
  const agenda = useAgenda(week);
  const [subject, setSubject] = useState<DecisionSubject | null>(null);
  const sections = useMemo(() => (agenda.data ? sectionsOf(agenda.data) : []), [agenda.data]);
  const index = Math.min(Math.max(0, Number(presentParam) || 0), Math.max(0, sections.length - 1));

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const goToWeek = (monday: string) => update({ week: monday === startOfWeek(today()) ? null : monday });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Monday Meeting"
        description={`Week of ${formatDate(week)}${agenda.data ? ` · data as of ${formatDate(agenda.data.as_of)}` : ''}`}
        actions={
          <div className="flex flex-wrap items-center gap-2" data-print-hide>
            <nav aria-label="Choose the week" className="flex flex-wrap items-center gap-1">
              <Button variant="outline" size="sm" onClick={() => goToWeek(addWeeks(week, -1))}>
                <ChevronLeft aria-hidden className="size-4" /> Previous week
              </Button>
              <label className="sr-only" htmlFor="meeting-week">
                Week of
              </label>
              <input
                id="meeting-week"
                type="date"
                value={week}
                onChange={(event) => (isIsoDate(event.target.value) ? goToWeek(startOfWeek(event.target.value)) : null)}
                className="h-8 rounded-md border bg-background px-2 text-sm"
              />
              <Button variant="outline" size="sm" onClick={() => goToWeek(addWeeks(week, 1))}>
                Next week <ChevronRight aria-hidden className="size-4" />
              </Button>
            </nav>
            <Button variant="outline" size="sm" onClick={() => window.print()} disabled={!agenda.data}>
              <Printer aria-hidden className="size-4" /> Print summary
            </Button>
            <Button size="sm" onClick={() => update({ present: presenting ? null : '0' })} disabled={!agenda.data}>
              <Presentation aria-hidden className="size-4" /> {presenting ? 'Leave presenter mode' : 'Present'}
            </Button>
          </div>
        }
      />
      {agenda.isPending ? <Skeleton className="h-96 w-full" aria-label="Loading the agenda" /> : null}
      {agenda.isError ? (
        <ErrorState title="Could not build the agenda" error={agenda.error} onRetry={() => void agenda.refetch()} />
      ) : null}
      {agenda.data ? (
        <MeetingProvider value={{ agenda: agenda.data, onDecide: setSubject }}>
          {presenting ? (
            <Presenter
              agenda={agenda.data}
              sections={sections}
              index={index}
              onIndex={(next) => update({ present: String(next) })}
              onExit={() => update({ present: null })}
            />
          ) : (
            <>
              <nav aria-label="Agenda" data-print-hide>
                <ol className="flex flex-wrap gap-2 text-sm">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#section-${section.id}`} className="rounded-md border px-2 py-1 hover:bg-muted">
                        {section.title} ({section.count})
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
              {sections.map((section) => (
                <AgendaSectionView key={section.id} agenda={agenda.data} section={section} />
              ))}
            </>
          )}
          <DecisionDialog week={week} subject={subject} onClose={() => setSubject(null)} />
        </MeetingProvider>
      ) : null}
    </div>
  );
}
