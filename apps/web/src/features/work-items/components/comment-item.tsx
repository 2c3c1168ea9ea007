import { useState } from 'react';
import { linkMentions, type WorkItemComment } from '@praxis/shared';
import { renderMarkdown } from '@praxis/shared/markdown';
import { ConfirmAction } from '@/components/confirm-action';
import { MarkdownBody } from '@/components/markdown-body';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatActivityTime } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useEditWorkItemComment } from '../api/edit-work-item-comment';

/** One comment: Markdown rendered safely, mentions as links to profiles; its author edits or deletes it (admin: delete). */
export function CommentItem({ itemId, comment }: { itemId: string; comment: WorkItemComment }) {
  const me = useCurrentUser();
  const isAdmin = useCan('work_items.delete');
  const isMine = comment.author_user_id === me.user.id;
  const { edit, remove } = useEditWorkItemComment(itemId);
  const [draft, setDraft] = useState<string | null>(null);
  const fail = (what: string) => (error: Error) => toast.error(error.message || `Could not ${what} the comment.`);
  return (
    <li className="rounded-md border p-3 text-sm">
      <p className="mb-1 flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{comment.author_name ?? 'Former user'}</span>
        {' · '}
        <time dateTime={comment.created_at}>{formatActivityTime(comment.created_at)}</time>
        {comment.edited_at ? <span>· edited</span> : null}
      </p>
      {draft === null ? (
        <MarkdownBody html={renderMarkdown(linkMentions(comment.body))} />
      ) : (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!draft.trim()) return;
            edit.mutate({ comment, body: draft }, { onSuccess: () => setDraft(null), onError: fail('save') });
          }}
        >
          <Textarea aria-label="Edit your comment" value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending || !draft.trim()}>
              Save
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {draft === null && (isMine || isAdmin) ? (
        <div className="mt-2 flex gap-1">
          {isMine ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(comment.body)}>
              Edit<span className="sr-only"> your comment</span>
            </Button>
          ) : null}
          <ConfirmAction
            what="this comment"
            consequence="It is removed for everyone; the item's history keeps that it was deleted."
            onConfirm={() => remove.mutate(comment, { onError: fail('delete') })}
          />
        </div>
      ) : null}
    </li>
  );
}
