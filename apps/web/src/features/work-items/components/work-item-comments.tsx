import { useId, useState, type FormEvent } from 'react';
import { MessageSquare } from 'lucide-react';
import { workItemCommentInputSchema } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { TitledSection } from '@/components/titled-section';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { fieldErrorsOf } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useAddWorkItemComment } from '../api/add-work-item-comment';
import { useWorkItemComments } from '../api/list-work-item-comments';
import { CommentItem } from './comment-item';
import { MentionButton } from './mention-button';
import { MentionTextarea } from './mention-textarea';

export function WorkItemComments({ itemId }: { itemId: string }) {
  const comments = useWorkItemComments(itemId);
  const add = useAddWorkItemComment(itemId);
  const canComment = useCan('work_items.update');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workItemCommentInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a comment first.');
      return;
    }
    setError(null);
    add.mutate(parsed.data.body, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        if (fields.body) setError(fields.body);
        else toast.error(failure instanceof Error ? failure.message : 'Could not add the comment.');
      },
    });
  };

  return (
    <TitledSection id={`${id}-heading`} title="Comments" className="space-y-4">
      <QueryState
        query={comments}
        loading={<SkeletonList label="Loading the comments" count={2} className="space-y-2" itemClassName="h-14" />}
        errorTitle="We could not load the comments."
        empty={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MessageSquare aria-hidden className="size-4" />
            No comments yet{canComment ? ' — start the discussion below.' : '.'}
          </p>
        }
      >
        {({ items }) => (
          <ol className="space-y-3">
            {items.map((comment) => (
              <CommentItem key={comment.id} itemId={itemId} comment={comment} />
            ))}
          </ol>
        )}
      </QueryState>
      {canComment ? (
        <form noValidate onSubmit={onSubmit} className="space-y-2">
          <Label htmlFor={`${id}-body`}>Add a comment</Label>
          <MentionTextarea
            id={`${id}-body`}
            rows={3}
            value={body}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onValueChange={setBody}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Type @ and a name to mention someone. Markdown works: **bold**, lists, links.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <MentionButton
              onMention={(token) =>
                setBody((current) => `${current}${current && !current.endsWith(' ') ? ' ' : ''}${token} `)
              }
            />
            <Button type="submit" size="sm" disabled={add.isPending}>
              {add.isPending ? 'Posting…' : 'Post comment'}
            </Button>
          </div>
        </form>
      ) : null}
    </TitledSection>
  );
}
