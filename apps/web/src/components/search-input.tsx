import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface SearchInputProps extends ComponentProps<typeof Input> {
  /** Classes of the box around the field (its width). */
  wrapperClassName?: string;
}

/** A list's text search: the magnifier inside the field, `type="search"` (the browser's Escape clears it). */
export function SearchInput({ className, wrapperClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search aria-hidden className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
      <Input type="search" className={cn('pl-8', className)} {...props} />
    </div>
  );
}
