import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { UserPlus, Users } from 'lucide-react';
import type { Assignment, Engagement } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, toIsoDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useTeam } from '../api/list-team';
import { useUpdateAssignment } from '../api/update-assignment';
import { formatRange, hours } from '../lib/format';
import { AssignmentDialog } from './assignment-dialog';
import { BurnBar } from './burn-bar';

type Confirm = { kind: 'end' | 'remove'; assignment: Assignment } | null;

export function TeamTab({ engagement, extra }: { engagement: Engagement; extra?: ReactNode }) {
  const team = useTeam(engagement.id);
  const canUpdate = engagement.can_manage; // an admin, or this engagement's managers
  const [dialog, setDialog] = useState<{ open: boolean; assignment?: Assignment }>({ open: false });
  const [confirm, setConfirm] = useState<Confirm>(null);

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
      {team.isError ? (
        <ErrorState title="We could not load the team." error={team.error} onRetry={() => void team.refetch()} />
      ) : !team.data ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the team">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : team.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No one is on this team yet"
          description={
            canUpdate ? 'Add the first team member with their role, dates and hours.' : 'An admin staffs the team.'
          }
          action={addButton}
        />
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Team of {engagement.name}</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Consultant
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Role
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Dates
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Allocated
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Burn
                </th>
                {canUpdate ? (
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {team.data.map((assignment) => {
                const today = toIsoDate();
                const hasEnded = assignment.end_date !== null && assignment.end_date < today;
                const canEnd = !hasEnded && (assignment.start_date === null || assignment.start_date <= today);
                return (
                  <tr key={assignment.id} className="border-t">
                    <td className="px-3 py-2">
                      <Link to={`/consultants/${assignment.consultant_id}`} className="font-medium hover:underline">
                        {assignment.consultant.name}
                      </Link>
                      {assignment.consultant.job_title ? (
                        <div className="text-xs text-muted-foreground">{assignment.consultant.job_title}</div>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      {assignment.engagement_role ? (
                        <Badge variant="secondary">{assignment.engagement_role}</Badge>
                      ) : (
                        <span className="text-muted-foreground">Team member</span>
                      )}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatRange(assignment.start_date, assignment.end_date)}
                      {hasEnded ? <div className="text-xs text-muted-foreground">Ended</div> : null}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{hours(assignment.hours_allocated)}</td>
                    <td className="px-3 py-2">
                      <BurnBar
                        label={`Hours used by ${assignment.consultant.name}`}
                        used={assignment.hours_used}
                        allocated={assignment.hours_allocated}
                      />
                    </td>
                    {canUpdate ? (
                      <td className="px-3 py-2">
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Edit ${assignment.consultant.name}'s assignment`}
                            onClick={() => setDialog({ open: true, assignment })}
                          >
                            Edit
                          </Button>
                          {canEnd ? (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`End ${assignment.consultant.name}'s assignment`}
                              onClick={() => setConfirm({ kind: 'end', assignment })}
                            >
                              End
                            </Button>
                          ) : null}
                          {assignment.hours_used === 0 ? (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Remove ${assignment.consultant.name} from the team`}
                              onClick={() => setConfirm({ kind: 'remove', assignment })}
                            >
                              Remove
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
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
    <AlertDialog open={confirm !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {confirm?.kind === 'end' ? `End ${name}'s assignment today?` : `Remove ${name} from the team?`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {confirm?.kind === 'end'
              ? `The assignment's end date becomes ${formatDate(today)}. Hours already used are kept.`
              : 'Use this for an assignment made by mistake. No hours have been booked on it.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant={confirm?.kind === 'remove' ? 'destructive' : 'default'}
            disabled={update.isPending || remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              run();
            }}
          >
            {confirm?.kind === 'end' ? 'End assignment' : 'Remove'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
