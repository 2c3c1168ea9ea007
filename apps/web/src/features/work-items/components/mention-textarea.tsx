import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { consultantPicker } from '@/entities/consultant';
import { useDebouncedValue } from '@/components/picker';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** The `@name` being typed just before the caret (after a space or at the start), or null. */
export function mentionQueryAt(text: string, caret: number): { query: string; start: number } | null {
  const match = /(^|\s)@([^\s@[\]()]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { query: match[2] ?? '', start: caret - (match[2]?.length ?? 0) - 1 };
}

/** The mention token the API reads (`@[Name](id)`), without characters that would break it. */
export const mentionToken = (name: string, id: string) => `@[${name.replace(/[[\]\n()]/g, '')}](${id})`;

type MentionTextareaProps = Omit<ComponentProps<typeof Textarea>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A comment box where typing `@` and a few letters suggests people (server search): ↑/↓ choose, Enter or Tab
 * inserts the mention, Escape closes the list. The text keeps the token the API notifies from.
 */
export function MentionTextarea({ value, onValueChange, className, ...props }: MentionTextareaProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ query: string; start: number } | null>(null);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(mention?.query ?? '', 150);
  const options = consultantPicker.useOptions(query, mention !== null);
  const people = mention ? (options.data ?? []).slice(0, 8) : [];
  const isOpen = mention !== null && people.length > 0;

  const track = (text: string, caret: number) => {
    setMention(mentionQueryAt(text, caret));
    setActive(0);
  };
  const insert = (person: { id: string; label: string }) => {
    if (!mention) return;
    const caret = mention.start + 1 + mention.query.length;
    const token = `${mentionToken(person.label, person.id)} `;
    const next = value.slice(0, mention.start) + token + value.slice(caret);
    onValueChange(next);
    setMention(null);
    const at = mention.start + token.length;
    requestAnimationFrame(() => ref.current?.setSelectionRange(at, at));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const chosen = people[active] ?? people[0];
    if (!isOpen || !chosen) return;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => (i + 1) % people.length),
      ArrowUp: () => setActive((i) => (i - 1 + people.length) % people.length),
      Enter: () => insert(chosen),
      Tab: () => insert(chosen),
      Escape: () => setMention(null),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={ref}
        // A textarea keeps its textbox role (HTML allows no other); the list is tied to it by these.
        aria-autocomplete="list"
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen ? `${listId}-${active}` : undefined}
        value={value}
        className={className}
        onChange={(event) => {
          onValueChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
      />
      {isOpen ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className="absolute left-0 z-30 mt-1 max-h-64 w-72 max-w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {people.map((person, index) => (
            <li
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen on mousedown, before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                insert(person);
              }}
              className={cn('cursor-pointer rounded-sm px-2 py-1.5', index === active && 'bg-accent')}
            >
              <span className="block font-medium">{person.label}</span>
              {person.description ? (
                <span className="block text-xs text-muted-foreground">{person.description}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
