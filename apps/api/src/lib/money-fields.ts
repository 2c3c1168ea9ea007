import type { Permission } from '@praxis/shared';

/** Words that make a field money: `budget_amount`, `hourly_rate`, `costPerHour`, `fee`, `day_rate`… */
const MONEY_WORDS = new Set([
  'amount',
  'budget',
  'cost',
  'costs',
  'fee',
  'fees',
  'margin',
  'price',
  'prices',
  'rate',
  'rates',
  'revenue',
  'salary',
]);

/** Whether a field (snake_case or camelCase) holds money, by its words: `hourly_rate` yes, `rating` no. */
export function isMoneyField(field: string): boolean {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => MONEY_WORDS.has(word));
}

/** A value with every money field removed, at any depth (audit images nest records: a team row in a snapshot). */
export function withoutMoney(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMoney);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([field]) => !isMoneyField(field))
      .map(([field, inner]) => [field, withoutMoney(inner)]),
  );
}

/** Audit images as a viewer may read them: without money unless they hold the finance permission. */
export const auditImageFor = (permissions: ReadonlySet<Permission>) =>
  permissions.has('finance.view') ? (value: unknown) => value : withoutMoney;
