import { useMemo, useState, type ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { UserPlus, Users } from 'lucide-react';
import type { Assignment, Engagement } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CellWithNote, DataTable, csvFields, queryError } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, toIsoDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useTeam } from '../api/list-team';
import { useUpdateAssignment } from '../api/update-assignment';
import { formatRange, hours } from '../lib/format';
import { AssignmentDialog } from './assignment-dialog';
import { BurnBar } from './burn-bar';

type Confirm = { kind: 'end' | 'remove'; assignment: Assignment } | null;

const column = createColumnHelper<Assignment>();

/** The team's columns; the actions column only for those who may change the team. */
function teamColumns(canUpdate: boolean, actions: { edit: (a: Assignment) => void; confirm: (c: Confirm) => void }) {
  const today = toIsoDate();
  return [
    column.accessor((assignment) => assignment.consultant.name, {
      id: 'consultant',
      meta: {
        label: 'Consultant',
        primary: true,
        csv: csvFields({ consultant: 'Consultant', job_title: 'Job title' }),
      },
      cell: ({ row: { original: assignment } }) => (
        <CellWithNote note={assignment.consultant.job_title}>
          <Link to={`/consultants/${assignment.consultant_id}`} className="font-medium hover:underline">
            {assignment.consultant.name}
          </Link>
        </CellWithNote>
      ),
    }),
    column.accessor('engagement_role', {
      meta: { label: 'Role' },
      cell: ({ getValue }) => {
        const role = getValue();
        return role ? (
          <Badge variant="secondary">{role}</Badge>
        ) : (
          <span className="text-muted-foreground">Team member</span>
        );
      },
    }),
    column.display({
      id: 'dates',
      meta: {
        label: 'Dates',
        className: 'whitespace-nowrap',
        csv: csvFields({ start_date: 'Start', end_date: 'End' }),
      },
      cell: ({ row: { original: assignment } }) => (
        <>
          {formatRange(assignment.start_date, assignment.end_date)}
          {assignment.end_date !== null && assignment.end_date < today ? (
            <span className="block text-xs text-muted-foreground">Ended</span>
          ) : null}
        </>
      ),
    }),
    column.accessor('hours_allocated', {
      meta: { label: 'Allocated', className: 'text-right tabular-nums' },
      cell: ({ getValue }) => hours(getValue()),
    }),
    column.accessor('hours_used', {
      meta: { label: 'Burn' },
      cell: ({ row: { original: assignment } }) => (
        <BurnBar
          label={`Hours used by ${assignment.consultant.name}`}
          used={assignment.hours_used}
          allocated={assignment.hours_allocated}
        />
      ),
    }),
    ...(canUpdate
      ? [
          column.display({
            id: 'actions',
            meta: { label: 'Actions', csv: false },
            cell: ({ row: { original: assignment } }) => {
              const hasEnded = assignment.end_date !== null && assignment.end_date < today;
              const canEnd = !hasEnded && (assignment.start_date === null || assignment.start_date <= today);
              const name = assignment.consultant.name;
              return (
                <span className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${name}'s assignment`}
                    onClick={() => actions.edit(assignment)}
                  >
                    Edit
                  </Button>
                  {canEnd ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`End ${name}'s assignment`}
                      onClick={() => actions.confirm({ kind: 'end', assignment })}
                    >
                      End
                    </Button>
                  ) : null}
                  {assignment.hours_used === 0 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${name} from the team`}
                      onClick={() => actions.confirm({ kind: 'remove', assignment })}
                    >
                      Remove
                    </Button>
                  ) : null}
                </span>
              );
            },
          }),
        ]
      : []),
  ];
}

/** The Team tab: the assignments on the list kit (stacked cards on phones, CSV export), add / edit / end / remove. */
export function TeamTab({ engagement, extra }: { engagement: Engagement; extra?: ReactNode }) {
  const team = useTeam(engagement.id);
  const canUpdate = engagement.can_manage; // an admin, or this engagement's managers
  const [dialog, setDialog] = useState<{ open: boolean; assignment?: Assignment }>({ open: false });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const columns = useMemo(
    () => teamColumns(canUpdate, { edit: (assignment) => setDialog({ open: true, assignment }), confirm: setConfirm }),
    [canUpdate],
  );

  const addButton = canUpdate ? (
    <Button onClick={() => setDialog({ open: true })}>
      <UserPlus aria-hidden />
      Add team member
    </Button>
  ) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Team</h2>
        {addButton}
      </div>
      {extra}
      <DataTable
        id="engagement-team"
        caption={`Team of ${engagement.name}`}
        columns={columns}
        rows={team.data}
        getRowId={(assignment) => assignment.id}
        rowLabel={(assignment) => assignment.consultant.name}
        error={queryError(team, 'We could not load the team.')}
        csv={{ path: `/api/engagements/${engagement.id}/team`, search: {}, filename: 'team.csv' }}
        empty={
          <EmptyState
            icon={Users}
            title="No one is on this team yet"
            description={
              canUpdate ? 'Add the first team member with their role, dates and hours.' : 'An admin staffs the team.'
            }
            action={addButton}
          />
        }
      />
      <AssignmentDialog
        engagement={engagement}
        assignment={dialog.assignment}
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <ConfirmAssignment engagement={engagement} confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

function ConfirmAssignment({
  engagement,
  confirm,
  onClose,
}: {
  engagement: Engagement;
  confirm: Confirm;
  onClose: () => void;
}) {
  const update = useUpdateAssignment();
  const remove = useDeleteAssignment();
  const name = confirm?.assignment.consultant.name ?? '';
  const today = toIsoDate();
  const run = () => {
    if (!confirm) return;
    const { assignment } = confirm;
    const ids = { engagementId: engagement.id, assignmentId: assignment.id, version: assignment.version };
    const onError = (error: Error) => toast.error(error.message || 'Could not change the assignment.');
    if (confirm.kind === 'end') {
      update.mutate(
        { ...ids, patch: { end_date: today } },
        {
          onSuccess: () => {
            toast.success(`${name}'s assignment ends ${formatDate(today)}`);
            onClose();
          },
          onError,
        },
      );
    } else {
      remove.mutate(ids, {
        onSuccess: () => {
          toast.success(`${name} removed from the team`);
          onClose();
        },
        onError,
      });
    }
  };
  return (
    <ConfirmDialog
      open={confirm !== null}
      onClose={onClose}
      title={confirm?.kind === 'end' ? `End ${name}'s assignment today?` : `Remove ${name} from the team?`}
      description={
        confirm?.kind === 'end'
          ? `The assignment's end date becomes ${formatDate(today)}. Hours already used are kept.`
          : 'Use this for an assignment made by mistake. No hours have been booked on it.'
      }
      confirmLabel={confirm?.kind === 'end' ? 'End assignment' : 'Remove'}
      variant={confirm?.kind === 'remove' ? 'destructive' : 'default'}
      pending={update.isPending || remove.isPending}
      waitForResult
      onConfirm={run}
    />
  );
}
