import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PaletteEntry } from '../lib/recent-results';

// cmdk and the dialog load on the first open (or when the pointer or focus reaches the button), not with the shell.
const loadDialog = () => import('./palette-dialog');
const PaletteDialog = lazy(() => loadDialog().then((module) => ({ default: module.PaletteDialog })));

export interface CommandPaletteProps {
  /** The screens the user may open (the sidebar's), searchable by name. */
  pages: readonly PaletteEntry[];
  /** The main things the user may start (New Resource Request, Log time…), searchable by name. */
  actions: readonly PaletteEntry[];
  /** Recent results are kept per user. */
  userId: string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl/Cmd+K from anywhere in the shell opens search everywhere (docs/product.md §11.16). */
export function CommandPalette({ pages, actions, userId }: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  // Once loaded it stays mounted, so that closing animates like any dialog.
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setLoaded(true);
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {/* Named by its text, not aria-label: a page's own "Search" field stays the only thing labelled so. */}
      <Button
        variant="outline"
        size="sm"
        className="gap-2 text-muted-foreground"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Search aria-hidden />
        <span className="sr-only lg:not-sr-only">Search everywhere</span>
        <kbd aria-hidden className="hidden rounded border px-1 text-xs lg:inline">
          {isMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      {isLoaded ? (
        <Suspense fallback={null}>
          <PaletteDialog pages={pages} actions={actions} userId={userId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
