import { useState } from 'react';
import type { Onboarding, OnboardingTask } from '@praxis/shared';
import { ConsultantPicker } from '@/entities/consultant';
import { Badge } from '@/components/ui/badge';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useUpdateTask } from '../api/onboardings';

/** The onboarding's tasks: tick (owner, new hire, admin); admins also hand a task to someone else. */
export function Checklist({ onboarding, canReassign }: { onboarding: Onboarding; canReassign: boolean }) {
  const update = useUpdateTask();
  // A tick shows at once (optimistic, set in the click's own render); the answer or a failure replaces it.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const settle = (id: string) => setTicked(({ [id]: _, ...rest }) => rest);
  const change = (task: OnboardingTask, patch: { done?: boolean; owner_consultant_id?: string | null }) => {
    if (patch.done !== undefined) setTicked((current) => ({ ...current, [task.id]: patch.done === true }));
    update.mutate(
      { id: task.id, version: task.version, patch },
      {
        onSettled: () => settle(task.id),
        onError: (error) =>
          toast.error(
            isApiError(error) && error.status === 409
              ? 'Someone changed this task meanwhile; it was reloaded.'
              : error.message || 'Could not save the task.',
          ),
      },
    );
  };
  return (
    <ul className="flex flex-col divide-y" aria-label={`Checklist of ${onboarding.name}`}>
      {onboarding.tasks.map((task) => {
        const id = `task-${task.id}`;
        const checked = ticked[task.id] ?? task.done_at !== null;
        return (
          <li key={task.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
            <input
              id={id}
              type="checkbox"
              className="size-4 accent-primary"
              checked={checked}
              onChange={(event) => change(task, { done: event.target.checked })}
            />
            <label htmlFor={id} className={`min-w-0 flex-1 text-sm ${task.done_at ? 'line-through opacity-70' : ''}`}>
              {task.title}
            </label>
            <span className="text-xs text-muted-foreground">due {formatDate(task.due_date)}</span>
            {task.overdue ? <Badge variant="danger">Overdue</Badge> : null}
            {canReassign ? (
              <div className="w-full sm:w-56">
                <ConsultantPicker
                  value={task.owner_consultant_id}
                  onChange={(ownerId) => change(task, { owner_consultant_id: ownerId })}
                  placeholder="No owner"
                  aria-describedby={id}
                />
              </div>
            ) : (
              <span className="text-xs text-muted-foreground">{task.owner_name ?? 'No owner'}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
