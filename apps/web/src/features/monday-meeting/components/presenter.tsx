import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { MeetingAgenda } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import type { SectionSummary } from '../lib/sections';
import { AgendaSectionView } from './agenda-sections';

interface PresenterProps {
  agenda: MeetingAgenda;
  sections: SectionSummary[];
  index: number;
  onIndex: (index: number) => void;
  onExit: () => void;
}

/** Presenter mode: one section at a time, full width; ← and → (or Page Up/Down) move, Esc leaves. */
export function Presenter({ agenda, sections, index, onIndex, onExit }: PresenterProps) {
  const region = useRef<HTMLDivElement>(null);
  const last = sections.length - 1;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, [role="dialog"]')) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') onIndex(Math.min(last, index + 1));
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') onIndex(Math.max(0, index - 1));
      else if (event.key === 'Escape') onExit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, last, onIndex, onExit]);
  useEffect(() => region.current?.focus(), [index]);
  const section = sections[index];
  if (!section) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="presenter">
      <div className="flex flex-wrap items-center justify-between gap-2" data-print-hide>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Section {index + 1} of {sections.length}: {section.title}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => onIndex(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden className="size-4" /> Previous
          </Button>
          <Button variant="outline" size="sm" onClick={() => onIndex(index + 1)} disabled={index === last}>
            Next <ChevronRight aria-hidden className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" onClick={onExit}>
            <X aria-hidden className="size-4" /> Leave presenter mode
          </Button>
        </div>
      </div>
      <div ref={region} tabIndex={-1} className="text-base outline-none md:text-lg">
        <AgendaSectionView agenda={agenda} section={section} />
      </div>
    </div>
  );
}
