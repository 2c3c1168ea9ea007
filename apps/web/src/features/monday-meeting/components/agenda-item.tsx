import { createContext, useContext, type ReactNode } from 'react';
import type { MeetingAgenda } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import type { SectionSummary } from '../lib/sections';
import { noteFor } from '../lib/sections';
import type { DecisionSubject } from './decision-dialog';
import { ItemActions } from './item-notes';

interface MeetingContextValue {
  agenda: MeetingAgenda;
  onDecide: (subject: DecisionSubject) => void;
}

const MeetingContext = createContext<MeetingContextValue | null>(null);
export const MeetingProvider = MeetingContext.Provider;

function useMeeting(): MeetingContextValue {
  const value = useContext(MeetingContext);
  if (!value) throw new Error('An agenda item needs a <MeetingProvider>.');
  return value;
}

/** The agenda's links to a record: bold, underlined on hover. */
export const agendaLinkClass = 'font-medium underline-offset-4 hover:underline';

/** An item's first line: what it is on the left, its figures on the right (wrapping on a phone). */
export function ItemLine({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-between gap-2 text-sm">{children}</div>;
}

/** A titled group of items inside a section (the items' `<li>`s as children); nothing when it has none. */
export function ItemGroup({
  title,
  count,
  className,
  children,
}: {
  title: string;
  count: number;
  className?: string;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold">{title}</h3>
      <ul className={className}>{children}</ul>
    </>
  );
}

/** One thing to discuss: what it is, then its note and "Capture decision". */
export function AgendaItem({ subject, children }: { subject: DecisionSubject; children: ReactNode }) {
  const { agenda, onDecide } = useMeeting();
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0">
      {children}
      <ItemActions week={agenda.week} subject={subject} note={noteFor(agenda, subject.itemKey)} onDecide={onDecide} />
    </li>
  );
}

/** A section of the agenda: heading with its count, a note for the section as a whole, its items or its empty text. */
export function AgendaSection({ section, children }: { section: SectionSummary; children: ReactNode }) {
  const { agenda, onDecide } = useMeeting();
  const headingId = `section-${section.id}`;
  const subject = { itemKey: `section:${section.id}`, label: section.title };
  return (
    <section aria-labelledby={headingId} className="break-inside-avoid rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {section.title}{' '}
          <Badge variant={section.count ? 'warning' : 'secondary'} aria-label={`${section.count} to discuss`}>
            {section.count}
          </Badge>
        </h2>
        <p className="text-sm text-muted-foreground">{section.hint}</p>
      </div>
      {section.isEmpty ? <p className="py-3 text-sm text-muted-foreground">{section.emptyText}</p> : children}
      <div className="mt-2 border-t pt-2">
        <ItemActions week={agenda.week} subject={subject} note={noteFor(agenda, subject.itemKey)} onDecide={onDecide} />
      </div>
    </section>
  );
}
