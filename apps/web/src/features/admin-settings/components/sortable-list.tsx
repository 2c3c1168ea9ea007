import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface SortableListProps<T extends { id: string; name: string }> {
  label: string;
  items: T[];
  onReorder: (ids: string[]) => void;
  renderItem: (item: T) => ReactNode;
  disabled?: boolean;
}

/**
 * A list an admin orders by dragging (dnd-kit: pointer, or Space then arrow keys on the handle) or with the
 * move up / move down buttons. `onReorder` receives every id in the new order.
 */
export function SortableList<T extends { id: string; name: string }>({
  label,
  items,
  onReorder,
  renderItem,
  disabled = false,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.name ?? 'item';

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(active.id)} is at position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : '',
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(active.id)} dropped at position ${ids.indexOf(String(over.id)) + 1}.` : 'Dropped.',
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="divide-y rounded-lg border">
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              disabled={disabled}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  item: { id: string; name: string };
  children: ReactNode;
  disabled: boolean;
  isFirst: boolean;
  isLast: boolean;
  onUp: () => void;
  onDown: () => void;
}

function SortableRow({ item, children, disabled, isFirst, isLast, onUp, onDown }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-center gap-2 bg-background px-2 py-2', isDragging && 'relative z-10 shadow-md')}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed"
        aria-label={`Drag ${item.name} to reorder`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
      <MoveButton label={`Move ${item.name} up`} icon={ArrowUp} disabled={disabled || isFirst} onClick={onUp} />
      <MoveButton label={`Move ${item.name} down`} icon={ArrowDown} disabled={disabled || isLast} onClick={onDown} />
    </li>
  );
}

interface MoveButtonProps {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}

/** Moves a row one place up or down: the keyboard and screen-reader way to reorder. */
function MoveButton({ label, icon: Icon, disabled, onClick }: MoveButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden />
    </Button>
  );
}
