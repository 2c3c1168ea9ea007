import { useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Calculator, ChevronLeft, ChevronRight, GripVertical } from 'lucide-react';
import { BOARD_AVAILABILITY, type BoardBooking, type BoardRow, type QueueItem } from '@praxis/shared';
import { toast } from '@/lib/toast';
import { FilterBar, FilterField, FilterSearch, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { cn } from '@/lib/utils';
import { addWeeks, formatDate, startOfWeek, today } from '@/lib/dates';
import { useCatalogueOptions } from '../api/list-options';
import { useCheckBookingMove, useMoveBooking } from '../api/booking-moves';
import { useStaffingBoard, useStaffingQueue } from '../api/staffing-views';
import { hoursText } from '../lib/labels';
import { useFilterParams } from '../lib/use-filter-params';
import { overloadedWeeks, type OverloadedWeek } from '../lib/over-capacity';
import { BoardGrid, type BoardDropTarget, type BoardUnit, type BookingChange } from './board-grid';
import { BudgetFlag } from './budget-flag';
import { useStaffing } from './use-staffing';
import { boardCandidates, WhatIfDialog } from './what-if-dialog';

const AVAILABILITY_LABELS: Record<(typeof BOARD_AVAILABILITY)[number], string> = {
  bench: 'On the bench (< 50 %)',
  free: 'Has free hours',
  full: 'Full',
  over: 'Over 100 %',
  rolling_off: 'Rolling off in 4 weeks',
};

const RATING_OPTIONS = ['1', '2', '3', '4', '5'].map((rating) => ({ value: rating, label: rating }));

function RequestCard({ item, lifted = false }: { item: QueueItem; lifted?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-md border bg-background p-2 text-sm shadow-sm',
        lifted && 'cursor-grabbing shadow-lg ring-2 ring-primary',
      )}
    >
      <GripVertical aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0">
        <span className="block font-medium">{item.engagement_name}</span>
        <span className="block text-muted-foreground">
          {item.job_title ?? 'Any title'} · {hoursText(item.hours_remaining)}/week open
        </span>
        <BudgetFlag risk={item.budget_risk} />
      </span>
    </div>
  );
}

/** The card stays in the list while a copy of it (the drag overlay) follows the pointer. */
function RequestChip({ item, onWhatIf }: { item: QueueItem; onWhatIf: () => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: item.id, data: item });
  return (
    <li className="flex flex-col gap-1" data-request={item.id}>
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${item.engagement_name} onto a person to propose them`}
        className={cn('cursor-grab touch-none', isDragging && 'opacity-50')}
      >
        <RequestCard item={item} />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-label={`What if: ${item.engagement_name}`}
        onClick={onWhatIf}
      >
        <Calculator aria-hidden />
        What if…
      </Button>
    </li>
  );
}

/**
 * The row under the pointer is the target (not the row the dragged card overlaps most, which is the one below
 * when the card is held by its grip); the keyboard, which has no pointer, moves the card's rectangle instead.
 */
const rowUnderPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

interface OverloadedDrop {
  item: QueueItem;
  consultantId: string;
  name: string;
  weeks: OverloadedWeek[];
}

const overloadText = (weeks: OverloadedWeek[]) =>
  weeks
    .slice(0, 4)
    .map(
      (w) => `${formatDate(w.week).replace(/ \d{4}$/, '')}: ${Number.isFinite(w.percent) ? `${w.percent} %` : 'off'}`,
    )
    .join(', ') + (weeks.length > 4 ? ` and ${weeks.length - 4} more weeks` : '');

interface BookingMove {
  row: BoardRow;
  booking: BoardBooking;
  change: BookingChange;
  peak?: number;
}

/**
 * Moving or stretching a booking goes through the engagement team's own update (If-Match, audit, capacity check):
 * a dry run first, and a confirmation when it would book the person past capacity.
 */
function useBookingMoves() {
  const check = useCheckBookingMove();
  const update = useMoveBooking();
  const [overCapacity, setOverCapacity] = useState<BookingMove | null>(null);
  const save = ({ row, booking, change }: BookingMove) =>
    update.mutate(
      { engagementId: booking.engagement_id, assignmentId: booking.id, version: booking.version, patch: change },
      {
        onSuccess: () =>
          toast.success(
            `${row.name} on ${booking.engagement_name}: ${formatDate(change.start_date)} to ${formatDate(change.end_date)}`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  const move = (row: BoardRow, booking: BoardBooking, change: BookingChange) =>
    check.mutate(
      {
        engagementId: booking.engagement_id,
        input: { consultant_id: row.id, assignment_id: booking.id, ...change },
      },
      {
        onSuccess: ({ warnings }) => {
          const [warning] = warnings;
          if (warning) setOverCapacity({ row, booking, change, peak: warning.peak_hours_per_week });
          else save({ row, booking, change });
        },
        onError: (error) => toast.error(error.message),
      },
    );
  const dialog = (
    <ConfirmDialog
      open={overCapacity !== null}
      onClose={() => setOverCapacity(null)}
      title={`Book ${overCapacity?.row.name ?? ''} over capacity?`}
      description={
        overCapacity
          ? `With ${overCapacity.booking.engagement_name} from ${formatDate(overCapacity.change.start_date)} to ${formatDate(overCapacity.change.end_date)}, ${overCapacity.row.name} would be booked up to ${hoursText(overCapacity.peak ?? 0)} in a week, past capacity.`
          : ''
      }
      confirmLabel="Change dates anyway"
      variant="default"
      onConfirm={() => {
        if (overCapacity) save(overCapacity);
      }}
    />
  );
  return { move, dialog };
}

/** /admin-staffing (admin): consultants × 12 weeks with load colours, tentative hours, filters and drag-to-propose. */
export function BoardPage() {
  const { params, set, bind } = useFilterParams();
  const from = params.get('from') ?? startOfWeek(today());
  const filters = Object.fromEntries(
    ['q', 'job_title_id', 'location', 'skill_id', 'min_rating', 'availability'].map((k) => [
      k,
      params.get(k) || undefined,
    ]),
  );
  const board = useStaffingBoard({ from, weeks: 12, ...filters });
  const unit: BoardUnit = params.get('unit') === 'hours' ? 'hours' : 'percent';
  const queue = useStaffingQueue();
  const staffing = useStaffing();
  const bookings = useBookingMoves();
  const products = useCatalogueOptions('platform-products');
  const [announce, setAnnounce] = useState('');
  const [dragged, setDragged] = useState<QueueItem | null>(null);
  const [overloaded, setOverloaded] = useState<OverloadedDrop | null>(null);
  const [whatIf, setWhatIf] = useState<QueueItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const item = event.active.data.current as QueueItem | undefined;
    const target = event.over?.data.current as BoardDropTarget | undefined;
    if (!item || !event.over || !target) return;
    const consultantId = String(event.over.id);
    const weeks = overloadedWeeks(target.row, target.weeks, item);
    if (weeks.length > 0) {
      setAnnounce(`${target.name} would be over capacity: confirm to propose them`);
      setOverloaded({ item, consultantId, name: target.name, weeks });
      return;
    }
    setAnnounce(`Proposing ${target.name} for ${item.engagement_name}`);
    staffing.proposeOne(item.id, consultantId, target.name, false);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Staffing"
        description="Allocation per week: blue under 50 % (bench), green full, red over 100 %; hatched = proposed."
      />
      <FilterBar label="Filter the board">
        <FilterSearch id="board-q" placeholder="Name" {...bind('q')} />
        <FilterField id="board-location" label="Location" className="min-w-36">
          <Input
            id="board-location"
            value={params.get('location') ?? ''}
            onChange={(e) => set('location', e.target.value)}
          />
        </FilterField>
        <FilterSelect
          id="board-skill"
          label="Skill"
          all="Any"
          options={(products.data?.items ?? []).map((product) => ({ value: product.id, label: product.name }))}
          {...bind('skill_id')}
        />
        <FilterSelect
          id="board-rating"
          label="Rating at least"
          all="Any"
          options={RATING_OPTIONS}
          {...bind('min_rating')}
        />
        <FilterSelect
          id="board-availability"
          label="Availability"
          all="Everyone"
          options={labelledOptions(BOARD_AVAILABILITY, AVAILABILITY_LABELS)}
          {...bind('availability')}
        />
      </FilterBar>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Earlier weeks"
          onClick={() => set('from', addWeeks(from, -4))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" size="icon" aria-label="Later weeks" onClick={() => set('from', addWeeks(from, 4))}>
          <ChevronRight aria-hidden />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => set('from', '')}>
          This week
        </Button>
        <p className="text-sm text-muted-foreground">{board.data ? `${board.data.total} consultants` : ''}</p>
        <div role="group" aria-label="Show load as" className="ml-auto flex gap-1">
          <Button
            variant={unit === 'percent' ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={unit === 'percent'}
            onClick={() => set('unit', '')}
          >
            %<span className="sr-only"> of capacity</span>
          </Button>
          <Button
            variant={unit === 'hours' ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={unit === 'hours'}
            onClick={() => set('unit', 'hours')}
          >
            h/day<span className="sr-only"> (booked hours per working day)</span>
          </Button>
        </div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={rowUnderPointer}
        onDragStart={(event) => setDragged((event.active.data.current as QueueItem | undefined) ?? null)}
        onDragCancel={() => setDragged(null)}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: () => '',
            onDragOver: () => '',
            onDragEnd: () => announce,
            onDragCancel: () => 'Cancelled',
          },
        }}
      >
        <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
          <div className="min-w-0">
            <QueryState
              query={board}
              loading={<Skeleton className="h-96 w-full" />}
              errorTitle="We could not load the board."
            >
              {(data) =>
                data.rows.length === 0 ? (
                  <p className="rounded-lg border border-dashed p-6 text-center text-sm">
                    Nobody matches these filters.
                  </p>
                ) : (
                  <BoardGrid weeks={data.weeks} rows={data.rows} unit={unit} onChangeBooking={bookings.move} />
                )
              }
            </QueryState>
          </div>
          <aside aria-label="Open requests" className="flex flex-col gap-2">
            <h2 className="text-sm font-medium">Open requests — drag onto a person to propose</h2>
            {queue.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : (
              <ul className="flex max-h-[calc(100dvh-16rem)] flex-col gap-2 overflow-auto">
                {(queue.data?.items ?? []).map((item) => (
                  <RequestChip key={item.id} item={item} onWhatIf={() => setWhatIf(item)} />
                ))}
              </ul>
            )}
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>{dragged ? <RequestCard item={dragged} lifted /> : null}</DragOverlay>
      </DndContext>
      <ConfirmDialog
        open={overloaded !== null}
        onClose={() => setOverloaded(null)}
        title={`Propose ${overloaded?.name ?? ''} over capacity?`}
        description={
          overloaded
            ? `With ${overloaded.item.engagement_name} (${hoursText(overloaded.item.hours_remaining)}/week), ${overloaded.name} would be booked past capacity — ${overloadText(overloaded.weeks)}.`
            : ''
        }
        confirmLabel="Propose anyway"
        variant="default"
        onConfirm={() => {
          if (overloaded) staffing.proposeOne(overloaded.item.id, overloaded.consultantId, overloaded.name, false);
        }}
      />
      <WhatIfDialog
        request={whatIf}
        candidates={boardCandidates(whatIf, board.data?.rows ?? [])}
        isPending={staffing.isPending}
        onClose={() => setWhatIf(null)}
        onPropose={(candidate) => {
          if (whatIf) staffing.proposeOne(whatIf.id, candidate.consultant_id, candidate.name, false);
          setWhatIf(null);
        }}
      />
      {staffing.overrideDialog}
      {bookings.dialog}
    </div>
  );
}
