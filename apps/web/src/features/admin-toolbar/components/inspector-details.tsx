import { ChevronDown, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ElementDescription } from '../lib/describe-element';
import type { InspectorMode } from '../lib/use-inspector';

interface InspectorDetailsProps {
  mode: Exclude<InspectorMode, 'off'>;
  description: ElementDescription | null;
  isDetailsOpen: boolean;
  onToggleDetails: () => void;
  onCopy: (selector: string) => void;
}

/** What the inspector knows about the element: tag, id, classes, size, position, selectors, attributes. */
export function InspectorDetails({ mode, description, isDetailsOpen, onToggleDetails, onCopy }: InspectorDetailsProps) {
  if (!description) {
    return <p className="text-xs text-muted-foreground">Point at an element on the page to inspect it.</p>;
  }
  return (
    <div aria-label="Inspected element" role="region" className="flex flex-col gap-2 text-xs">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono font-semibold">
          &lt;{description.tag}&gt;{description.id ? `#${description.id}` : ''}
        </span>
        <span className="text-muted-foreground">{mode === 'frozen' ? 'Frozen' : 'Following pointer'}</span>
      </div>
      <div className="flex items-center gap-1">
        <code className="min-w-0 flex-1 truncate rounded bg-muted px-1.5 py-1" title={description.primarySelector}>
          {description.primarySelector}
        </code>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label="Copy selector"
          onClick={() => onCopy(description.primarySelector)}
        >
          <Copy aria-hidden />
        </Button>
      </div>
      <button
        type="button"
        aria-expanded={isDetailsOpen}
        onClick={onToggleDetails}
        className="flex items-center gap-1 self-start rounded-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
      >
        <ChevronDown aria-hidden className={cn('size-3.5 transition-transform', !isDetailsOpen && '-rotate-90')} />
        Details
      </button>
      {isDetailsOpen ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Tag</dt>
          <dd className="font-mono">{description.tag}</dd>
          <dt className="text-muted-foreground">Id</dt>
          <dd className="font-mono break-all">{description.id ?? '—'}</dd>
          <dt className="text-muted-foreground">Classes</dt>
          <dd className="max-h-16 overflow-y-auto font-mono break-all">{description.classes.join(' ') || '—'}</dd>
          <dt className="text-muted-foreground">Size</dt>
          <dd>
            {description.size.width} × {description.size.height} px
          </dd>
          <dt className="text-muted-foreground">Position</dt>
          <dd>
            x {description.position.x}, y {description.position.y}
          </dd>
          <dt className="text-muted-foreground">Alternatives</dt>
          <dd>
            <CodeList items={description.alternativeSelectors} />
          </dd>
          <dt className="text-muted-foreground">Attributes</dt>
          <dd>
            <CodeList items={description.attributes.map((attribute) => `${attribute.name}="${attribute.value}"`)} />
          </dd>
        </dl>
      ) : null}
    </div>
  );
}

/** Selectors or attributes, one per line in monospace; a dash when there are none. */
function CodeList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return '—';
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => (
        <li key={item} className="font-mono break-all">
          {item}
        </li>
      ))}
    </ul>
  );
}
