/** A FilterSelect's options for a fixed list of values, each with its label (PLAN_STATUSES with PLAN_STATUS_LABELS). */
export function labelledOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
