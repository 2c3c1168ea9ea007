import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useDebouncedValue } from './use-debounced-value';

export interface PickerOption {
  id: string;
  label: string;
  /** A second line: job title, client, category. */
  description?: string | null | undefined;
}

export interface SearchPickerProps {
  /** The id of the trigger, for a <Label htmlFor>. */
  id?: string;
  /** The chosen record's id; null or '' for none. */
  value: string | null | undefined;
  onChange: (id: string | null, option: PickerOption | null) => void;
  /** Server search: the options matching the text typed (any record, not only the first page). */
  useOptions: (q: string, enabled: boolean) => UseQueryResult<PickerOption[]>;
  /** The chosen record's option, looked up by id (its label when it is not among the results). */
  useSelected: (id: string | null) => UseQueryResult<PickerOption | null>;
  /** Shown when nothing is chosen: "Any client", "Choose a consultant". */
  placeholder: string;
  /** Offer "placeholder" as an option that clears the choice (filters). */
  clearable?: boolean;
  /** What is searched, for the search box ("Search consultants"). */
  searchLabel: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
  className?: string;
}

/**
 * A combobox that searches on the server as you type (cmdk in a popover): keyboard from end to end (arrows,
 * Enter, Escape), a label for the chosen record even when it is not in the latest results.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { id, value, onChange, useOptions, useSelected, placeholder, clearable, searchLabel, className } = props;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const options = useOptions(q, open);
  const selected = useSelected(value || null);
  const label = value ? (selected.data?.label ?? (selected.isError ? 'Unknown' : 'Loading…')) : placeholder;

  const choose = (option: PickerOption | null) => {
    onChange(option?.id ?? null, option);
    setOpen(false);
    setSearch('');
  };

  let body: ReactNode;
  if (options.isError) body = <p className="px-2 py-3 text-sm text-destructive">Could not search. Try again.</p>;
  else if (!options.data) body = <Command.Loading>Searching…</Command.Loading>;
  else body = <Command.Empty>No match for “{search.trim()}”.</Command.Empty>;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        disabled={props.disabled}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-full min-w-0 justify-between px-3 font-normal aria-invalid:border-destructive',
          !value && 'text-muted-foreground',
          className,
        )}
      >
        <span className="truncate">{label}</span>
        <ChevronsUpDown aria-hidden className="opacity-50" />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <Command shouldFilter={false} label={searchLabel}>
          <div className="flex items-center gap-2 border-b px-3">
            <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder={`${searchLabel}…`}
              aria-label={searchLabel}
              className="h-9 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-72 overflow-y-auto p-1">
            {body}
            {clearable && value ? (
              <PickerItem value="__clear__" label={placeholder} isSelected={false} onSelect={() => choose(null)} />
            ) : null}
            {options.data?.map((option) => (
              <PickerItem
                key={option.id}
                value={option.id}
                label={option.label}
                description={option.description}
                isSelected={option.id === value}
                onSelect={() => choose(option)}
              />
            ))}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

interface PickerItemProps {
  value: string;
  label: string;
  description?: string | null | undefined;
  isSelected: boolean;
  onSelect: () => void;
}

function PickerItem({ value, label, description, isSelected, onSelect }: PickerItemProps) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="flex cursor-default items-start gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      <Check aria-hidden className={cn('mt-0.5 size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')} />
      <span className="min-w-0">
        <span className="block truncate">{label}</span>
        {description ? <span className="block truncate text-xs text-muted-foreground">{description}</span> : null}
      </span>
    </Command.Item>
  );
}
