import { Link } from 'react-router';
import { Check, Trash2 } from 'lucide-react';
import { mentionsAsText, type Notification } from '@praxis/shared';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';

interface NotificationItemProps {
  notification: Notification;
}

/** A notification's title (a link to what it is about), its text and when it came. */
export function NotificationSummary({ notification }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const isUnread = notification.read_at === null;
  const onMarkRead = () =>
    markRead.mutate(notification.id, {
      onError: () => toast.error('Failed to mark the notification read. Please try again.'),
    });
  return (
    <div className="min-w-0 flex-1 space-y-1 text-left">
      <div className="flex flex-wrap items-center gap-2">
        {isUnread ? <Badge variant="default">Unread</Badge> : null}
        {notification.link ? (
          <Link
            to={notification.link}
            // Opening the linked item is reading the notification.
            onClick={() => (isUnread ? onMarkRead() : undefined)}
            className="font-medium underline-offset-4 hover:underline focus-visible:underline"
          >
            {notification.title}
          </Link>
        ) : (
          <span className="font-medium">{notification.title}</span>
        )}
      </div>
      {notification.body ? (
        // Mentions read as names (notifications filed before they were written that way hold the raw token).
        <p className="text-sm font-normal text-muted-foreground">{mentionsAsText(notification.body)}</p>
      ) : null}
      <p className="text-xs font-normal text-muted-foreground">
        <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
          {formatRelativeTime(notification.created_at)} · {formatDateTime(notification.created_at)}
        </time>
      </p>
    </div>
  );
}

/** Mark read and Delete (with confirmation naming the notification). */
export function NotificationActions({ notification }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const isUnread = notification.read_at === null;

  const onMarkRead = () =>
    markRead.mutate(notification.id, {
      onError: () => toast.error('Failed to mark the notification read. Please try again.'),
    });
  const onDelete = () =>
    remove.mutate(notification.id, {
      onSuccess: () => toast.success('Notification deleted'),
      onError: () => toast.error('Failed to delete the notification. Please try again.'),
    });

  return (
    <div className="flex shrink-0 justify-end gap-1">
      {isUnread ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onMarkRead}
          disabled={markRead.isPending}
          aria-label={`Mark "${notification.title}" read`}
        >
          <Check aria-hidden />
          Mark read
        </Button>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" disabled={remove.isPending} aria-label={`Delete "${notification.title}"`}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        }
        title={`Delete notification "${notification.title}"?`}
        description="It disappears from your notifications. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </div>
  );
}
