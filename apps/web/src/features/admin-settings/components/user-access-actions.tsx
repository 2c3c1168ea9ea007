import type { UserWithRoles } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useChangeUserAccess, type UserAccessAction } from '../api/change-user-access';
import { toastFailure } from '../lib/errors';

const ACTIONS: Record<
  UserAccessAction,
  { label: string; title: (who: string) => string; body: string; done: (who: string) => string; danger: boolean }
> = {
  deactivate: {
    label: 'Deactivate',
    title: (who) => `Deactivate ${who}?`,
    body: 'They are signed out on every device at once and cannot sign in until an admin reactivates the account.',
    done: (who) => `${who} deactivated`,
    danger: true,
  },
  reactivate: {
    label: 'Reactivate',
    title: (who) => `Reactivate ${who}?`,
    body: 'They can sign in again with their usual sign-in.',
    done: (who) => `${who} reactivated`,
    danger: false,
  },
  'sign-out-everywhere': {
    label: 'Sign out everywhere',
    title: (who) => `Sign ${who} out everywhere?`,
    body: 'Every session of this account ends at once, on every device. They can sign in again.',
    done: (who) => `${who} signed out everywhere`,
    danger: true,
  },
};

/** Revoking access from admin settings → users (users.manage). Not offered on one's own account. */
export function UserAccessActions({ user }: { user: UserWithRoles }) {
  const canManage = useCan('users.manage');
  const me = useCurrentUser();
  if (!canManage || me.user.id === user.user_id) return null;
  const actions: UserAccessAction[] = user.deactivated_at ? ['reactivate'] : ['sign-out-everywhere', 'deactivate'];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.map((action) => (
        <AccessAction key={action} action={action} user={user} />
      ))}
    </div>
  );
}

function AccessAction({ action, user }: { action: UserAccessAction; user: UserWithRoles }) {
  const change = useChangeUserAccess();
  const text = ACTIONS[action];
  const who = user.name || user.email;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={change.isPending} aria-label={`${text.label} ${user.email}`}>
          {text.label}
        </Button>
      }
      title={text.title(who)}
      description={text.body}
      confirmLabel={text.label}
      variant={text.danger ? 'destructive' : 'default'}
      onConfirm={() =>
        change.mutate(
          { userId: user.user_id, action },
          {
            onSuccess: () => toast.success(text.done(who)),
            onError: toastFailure(`Could not ${text.label.toLowerCase()} ${who}.`),
          },
        )
      }
    />
  );
}
