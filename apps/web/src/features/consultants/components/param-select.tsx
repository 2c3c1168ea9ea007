import { useId, type ReactNode } from 'react';
import { FilterField } from '@/components/filter-bar';
import { NativeSelect } from '@/components/ui/native-select';
import { useUrlParams } from '@/lib/use-url-params';

interface ParamSelectProps {
  /** The URL param the filter sets (`availability`). */
  param: string;
  label: string;
  /** The first choice, the empty value: no filter ("Any availability"). Without it, a value is always chosen. */
  any?: string;
  /** What the select shows when not simply the URL's value (a default for a missing or invalid one). */
  value?: string;
  disabled?: boolean;
  /** Params that depend on this one, cleared when it changes (a new category clears the product). */
  alsoClears?: readonly string[];
  /** The field's width in the bar. */
  className?: string;
  /** The choices' `<option>`s. */
  children: ReactNode;
}

/** A toolbar filter chosen from a list, read from and written to its URL param (the directory, the skills matrix). */
export function ParamSelect({
  param,
  label,
  any,
  value,
  disabled = false,
  alsoClears = [],
  className = 'min-w-36',
  children,
}: ParamSelectProps) {
  const id = useId();
  const { params, set } = useUrlParams();
  const choose = (chosen: string) =>
    set({ [param]: chosen, ...Object.fromEntries(alsoClears.map((key) => [key, undefined])) });
  return (
    <FilterField id={id} label={label} className={className}>
      <NativeSelect
        id={id}
        value={value ?? params.get(param) ?? ''}
        disabled={disabled}
        onChange={(event) => choose(event.target.value)}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {children}
      </NativeSelect>
    </FilterField>
  );
}
