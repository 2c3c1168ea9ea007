import type { ReactNode } from 'react';

interface ValueOptionsProps<T extends string> {
  /** The values in the order offered (PLAN_STATUSES). */
  values: readonly T[];
  /** What each reads as (PLAN_STATUS_LABELS). */
  labels: Readonly<Record<T, ReactNode>>;
}

/** A select's `<option>`s for a fixed list of values, each with its label. */
export function ValueOptions<T extends string>({ values, labels }: ValueOptionsProps<T>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

/** A select's `<option>`s for records with an id and a name (catalogue entries, engagements, phases). */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/** A select's `<option>`s for value and label pairs (a FilterSelect's or SelectField's options). */
export function LabelledOptions({ options }: { options: readonly { value: string; label: ReactNode }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
