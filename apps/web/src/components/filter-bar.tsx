import { useId, useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/search-input';
import { LabelledOptions } from '@/components/value-options';
import { cn } from '@/lib/utils';

interface FilterBarProps {
  label: string;
  /** How many filters are set, shown on the phone's Filters button (none given: the button shows no count). */
  active?: number;
  /** Below the md breakpoint the controls fold behind a Filters button (default); false keeps them open. */
  collapse?: boolean;
  children: ReactNode;
}

/**
 * A list's filters: a search landmark ("Filter clients") with its controls in a wrapping row. On a phone the row
 * would fill the first screen, so there it folds behind a Filters button carrying the number of filters set; from
 * md up the button is gone and the wrapper takes no part in the layout (`contents`).
 */
export function FilterBar({ label, active, collapse = true, children }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const bar = (
    <div
      id={panelId}
      role="search"
      aria-label={label}
      className={cn('flex-wrap items-end gap-3', collapse && !open ? 'hidden md:flex' : 'flex')}
    >
      {children}
    </div>
  );
  if (!collapse) return bar;
  return (
    <div className="flex flex-col gap-3 md:contents">
      <Button
        type="button"
        variant="outline"
        className="self-start md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <SlidersHorizontal aria-hidden />
        Filters
        {active ? (
          <Badge variant="default">
            {active}
            <span className="sr-only"> set</span>
          </Badge>
        ) : null}
      </Button>
      {bar}
    </div>
  );
}

interface FilterFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  /** The field's width in the row ("min-w-36", "min-w-56 flex-1"). */
  className?: string;
  children: ReactNode;
}

/** One filter: a small label over its control. */
export function FilterField({ id, label, className, children }: FilterFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first choice, the empty value: no filter ("All statuses"). */
  all: string;
  className?: string;
}

/** A filter chosen from a few values, "All …" first. */
export function FilterSelect({ id, label, value, onChange, options, all, className = 'min-w-36' }: FilterSelectProps) {
  return (
    <FilterField id={id} label={label} className={className}>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        <LabelledOptions options={options} />
      </NativeSelect>
    </FilterField>
  );
}

interface FilterSearchProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** What can be searched ("Client name or industry"). */
  placeholder: string;
}

/** The bar's text search, first and widest. */
export function FilterSearch({ id, value, onChange, placeholder }: FilterSearchProps) {
  return (
    <FilterField id={id} label="Search" className="min-w-56 flex-1">
      <SearchInput id={id} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </FilterField>
  );
}

/** Shown while any filter is set: removes them all. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="ghost" onClick={onClear}>
      <X aria-hidden />
      Clear filters
    </Button>
  );
}
