import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
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

/**
 * Full screen while presenting, where the browser allows it: the whole document, so that the decision dialog
 * (portalled beside the app) still shows. The browser's own Escape leaves full screen, and with it presenter mode.
 */
function useFullscreen(onExit: () => void) {
  const exit = useRef(onExit);
  useEffect(() => {
    exit.current = onExit;
  }, [onExit]);
  useEffect(() => {
    const root = document.documentElement;
    if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) exit.current();
    };
    document.addEventListener('fullscreenchange', onChange);
    // Refused without a recent click (a shared link opened with ?present): the overlay alone still covers the shell.
    root.requestFullscreen().catch(() => undefined);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
}

/**
 * Presenter mode: one section at a time over the whole window (above the top bar and the sidebar, full screen where
 * available); ← and → (or Page Up/Down) move, Esc leaves.
 */
export function Presenter({ agenda, sections, index, onIndex, onExit }: PresenterProps) {
  const region = useRef<HTMLDivElement>(null);
  const last = sections.length - 1;
  useFullscreen(onExit);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      // Typing a note, or a dialog open over the presentation, keeps its keys.
      if (target instanceof Element && target.closest('input, textarea, select, [role="dialog"]:not([data-presenter])'))
        return;
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
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Presenting the Monday Meeting"
      data-presenter
      data-testid="presenter"
      className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-background"
    >
      <div
        className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-2 border-b bg-background px-4 py-2 md:px-8"
        data-print-hide
      >
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Section {index + 1} of {sections.length}: {section.title}
        </p>
        <div className="flex flex-wrap gap-2">
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
      <div
        ref={region}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 text-base outline-none md:px-8 md:text-lg"
      >
        <AgendaSectionView agenda={agenda} section={section} />
      </div>
    </div>,
    document.body,
  );
}
