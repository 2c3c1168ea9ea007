import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type PlainTextFieldProps = Omit<ComponentProps<'input'>, 'id'> & { label: string; error: string | undefined };

/**
 * A labelled text input with its message line under it, laid out like the forms kit's field (the line keeps its
 * height, so a clearing error never moves the button) but held in plain state: the sign-in page has no forms kit.
 */
export function PlainTextField({ label, error, ...input }: PlainTextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      />
      <p
        id={messageId}
        className={cn('min-h-5 text-sm leading-5', error ? 'text-destructive' : 'text-xs text-muted-foreground')}
      >
        {error}
      </p>
    </div>
  );
}
