import { useState } from 'react';
import { Camera, ChevronDown, GripVertical, Maximize2, Minimize2, ScanSearch, X } from 'lucide-react';
import type { View } from '@praxis/shared';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useSwitchView } from '../api/switch-view';
import { copyScreenshotToClipboard, TOOLBAR_ATTRIBUTE } from '../lib/take-screenshot';
import { useDraggable } from '../lib/use-draggable';
import { useInspector } from '../lib/use-inspector';
import { InspectorDetails } from './inspector-details';
import { InspectorHighlight } from './inspector-highlight';

type ToolbarView = 'minimal' | 'expanded';

const VIEW_LABELS: Record<View, string> = { admin: 'Admin', employee: 'Employee' };

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Selector copied to clipboard');
  } catch {
    toast.error('Failed to copy to clipboard');
  }
}

/**
 * The admin toolbar (docs/product.md §2) for users on the active admin whitelist: a draggable floating panel with a
 * Minimal and an Expanded view, the Admin / Employee view switch, the element inspector and a screenshot tool.
 * It collapses back to its handle in the header (the shell remembers which).
 */
export function AdminToolbar({ onCollapse }: { onCollapse: () => void }) {
  const me = useCurrentUser();
  const [toolbarView, setToolbarView] = useState<ToolbarView>('minimal');
  const switchView = useSwitchView();
  const inspector = useInspector({ copy: (selector) => void copyText(selector) });
  const { panelRef, handleProps, style } = useDraggable();
  const [isCapturing, setIsCapturing] = useState(false);
  const isExpanded = toolbarView === 'expanded';

  const changeView = (view: View) => {
    if (view === me.view || switchView.isPending) return;
    switchView.mutate(view, {
      onSuccess: (next) => toast.success(`Now viewing as ${VIEW_LABELS[next.view]}`),
      onError: () => toast.error('Failed to change role'),
    });
  };

  const takeScreenshot = async () => {
    setIsCapturing(true);
    try {
      await copyScreenshotToClipboard();
      toast.success('Screenshot copied to clipboard');
    } catch {
      toast.error('Failed to take screenshot');
    } finally {
      setIsCapturing(false);
    }
  };

  return (
    <div {...{ [TOOLBAR_ATTRIBUTE]: '' }}>
      {inspector.mode !== 'off' && inspector.target ? (
        <InspectorHighlight target={inspector.target} isFrozen={inspector.mode === 'frozen'} />
      ) : null}
      <section
        ref={panelRef}
        aria-label="Admin toolbar"
        style={style}
        className={cn(
          'fixed z-[60] flex max-h-[80svh] flex-col gap-2 overflow-y-auto rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg',
          isExpanded ? 'w-80' : 'w-auto',
        )}
      >
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label="Move admin toolbar (drag, or use the arrow keys)"
            title="Drag to move"
            className="flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 active:cursor-grabbing"
            {...handleProps}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
          {isExpanded ? <h2 className="mr-auto text-sm font-semibold">Admin toolbar</h2> : null}
          {me.canSwitchView ? (
            <div role="group" aria-label="View as" className="inline-flex rounded-md border p-0.5">
              {(['admin', 'employee'] as const).map((view) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={me.view === view}
                  disabled={switchView.isPending}
                  onClick={() => changeView(view)}
                  className={cn(
                    'rounded-sm px-2 py-1 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring/50 disabled:opacity-60',
                    me.view === view && 'bg-primary text-primary-foreground',
                  )}
                >
                  {VIEW_LABELS[view]}
                </button>
              ))}
            </div>
          ) : null}
          <Button
            variant={inspector.mode === 'off' ? 'ghost' : 'secondary'}
            size="icon"
            className="size-8"
            aria-pressed={inspector.mode !== 'off'}
            aria-label={inspector.mode === 'off' ? 'Inspect elements' : 'Stop inspecting'}
            title={inspector.mode === 'off' ? 'Inspect elements' : 'Stop inspecting (Esc)'}
            onClick={inspector.mode === 'off' ? inspector.start : inspector.stop}
          >
            {inspector.mode === 'off' ? <ScanSearch aria-hidden /> : <X aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Take screenshot"
            title="Copy a screenshot of the page"
            disabled={isCapturing}
            onClick={() => void takeScreenshot()}
          >
            {isCapturing ? <Spinner /> : <Camera aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-pressed={isExpanded}
            aria-label={isExpanded ? 'Minimal view' : 'Expanded view'}
            title={isExpanded ? 'Minimal view' : 'Expanded view'}
            onClick={() => setToolbarView(isExpanded ? 'minimal' : 'expanded')}
          >
            {isExpanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Collapse admin toolbar"
            title="Collapse to the handle in the header"
            onClick={() => {
              inspector.stop();
              onCollapse();
            }}
          >
            <ChevronDown aria-hidden />
          </Button>
        </div>
        <p
          role="status"
          className={cn('text-xs text-muted-foreground', !isExpanded && !switchView.isPending && 'sr-only')}
        >
          {switchView.isPending
            ? 'Switching...'
            : `Viewing as ${VIEW_LABELS[me.view]}${inspector.mode === 'off' ? '' : ` · Inspector ${inspector.mode}`}`}
        </p>
        {inspector.mode !== 'off' ? (
          <InspectorDetails
            mode={inspector.mode}
            description={inspector.description}
            isDetailsOpen={inspector.isDetailsOpen}
            onToggleDetails={() => inspector.setIsDetailsOpen(!inspector.isDetailsOpen)}
            onCopy={(selector) => void copyText(selector)}
          />
        ) : null}
        {isExpanded && inspector.mode === 'off' ? (
          <p className="text-xs text-muted-foreground">
            Inspect: point at an element; click or Enter freezes it and copies its selector. Ctrl/Cmd+C copies,
            Ctrl/Cmd+F freezes or unfreezes, Ctrl/Cmd+E shows or hides details, Esc stops.
          </p>
        ) : null}
      </section>
    </div>
  );
}
