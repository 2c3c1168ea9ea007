import { initialsOf } from '@/lib/people';
import { cn } from '@/lib/utils';

interface ConsultantAvatarProps {
  name: string;
  photoUrl: string | null;
  size?: 'md' | 'lg';
}

/** The photo, or the initials when there is none (docs/product.md §13 "Formats"). */
export function ConsultantAvatar({ name, photoUrl, size = 'md' }: ConsultantAvatarProps) {
  const box = size === 'lg' ? 'size-20 text-xl' : 'size-12 text-sm';
  if (photoUrl) {
    return <img src={photoUrl} alt="" className={cn('shrink-0 rounded-full object-cover', box)} loading="lazy" />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground',
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
