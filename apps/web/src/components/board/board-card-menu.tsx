import { memo } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface MoveTarget {
  id: string;
  label: string;
}

interface BoardCardMenuProps {
  /** The card's name: the button says "{name} — move to…" (not "Move {name}", the drag handle's name). */
  label: string;
  /** The columns it may go to (its own left out). */
  targets: MoveTarget[];
  onMoveTo: (column: string) => void;
}

/**
 * "Move to…": the way to change a card's column without dragging — on a phone, where a drag competes with scrolling,
 * and for anyone who prefers a menu. The card goes to the end of the chosen column.
 */
export const BoardCardMenu = memo(function BoardCardMenu({ label, targets, onMoveTo }: BoardCardMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-7 shrink-0"
          aria-label={`${label} — move to…`}
          // The menu opens on a press; that press must not start a drag of the card.
          onPointerDown={(event) => event.stopPropagation()}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to…</DropdownMenuLabel>
        {targets.map((target) => (
          <DropdownMenuItem key={target.id} onSelect={() => onMoveTo(target.id)}>
            {target.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
});
