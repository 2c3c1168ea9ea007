import { useMemo, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, isIsoDate, startOfWeek, today } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useUrlParams } from '@/lib/use-url-params';
import { useAgenda } from '../api/agenda';
import { sectionsOf } from '../lib/sections';
import { MeetingProvider } from './agenda-item';
import { AgendaSectionView } from './agenda-sections';
import { DecisionDialog, type DecisionSubject } from './decision-dialog';
import { MeetingToolbar } from './meeting-toolbar';
import { Presenter } from './presenter';

/**
 * /monday-meeting: the week's agenda built from the data, notes and decisions, presenter mode, a printable summary.
 * Everyone reads it; notes and decisions are written by those who run the meeting (`meeting.run`).
 */
export function MondayMeetingPage() {
  const { params, set: update } = useUrlParams();
  const asked = params.get('week');
  const week = startOfWeek(isIsoDate(asked) ? asked : today());
  const presentParam = params.get('present');
  const presenting = presentParam !== null;
  const agenda = useAgenda(week);
  const [subject, setSubject] = useState<DecisionSubject | null>(null);
  const canRun = useCan('meeting.run');
  const sections = useMemo(() => (agenda.data ? sectionsOf(agenda.data) : []), [agenda.data]);
  const index = Math.min(Math.max(0, Number(presentParam) || 0), Math.max(0, sections.length - 1));

  const goToWeek = (monday: string) => update({ week: monday === startOfWeek(today()) ? undefined : monday });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Monday Meeting"
        description={`Week of ${formatDate(week)}${agenda.data ? ` · data as of ${formatDate(agenda.data.as_of)}` : ''}`}
        actions={
          <MeetingToolbar
            week={week}
            onWeek={goToWeek}
            hasAgenda={agenda.data !== undefined}
            presenting={presenting}
            onTogglePresenting={() => update({ present: presenting ? undefined : '0' })}
          />
        }
      />
      <QueryState
        query={agenda}
        loading={<Skeleton className="h-96 w-full" aria-label="Loading the agenda" />}
        errorTitle="Could not build the agenda"
      >
        {(loaded) => (
          <MeetingProvider value={{ agenda: loaded, onDecide: setSubject }}>
            {presenting ? (
              <Presenter
                agenda={loaded}
                sections={sections}
                index={index}
                onIndex={(next) => update({ present: String(next) })}
                onExit={() => update({ present: undefined })}
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
                  <AgendaSectionView key={section.id} agenda={loaded} section={section} />
                ))}
              </>
            )}
            {canRun ? <DecisionDialog week={week} subject={subject} onClose={() => setSubject(null)} /> : null}
          </MeetingProvider>
        )}
      </QueryState>
    </div>
  );
}
