import { userWithRolesSchema, whitelistEntrySchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** Sign-in accounts and their roles as CSV (additional roles joined with "; "). */
export const USER_CSV = {
  filename: 'users',
  fields: Object.keys(userWithRolesSchema.shape),
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'primary_role', header: 'Primary role' },
    { key: 'additional_roles', header: 'Additional roles' },
  ] satisfies CsvColumn[],
};

export const WHITELIST_CSV = {
  filename: 'admin-whitelist',
  fields: Object.keys(whitelistEntrySchema.shape),
  columns: [
    { key: 'email', header: 'Email' },
    { key: 'is_active', header: 'Active' },
    { key: 'created_at', header: 'Added' },
  ] satisfies CsvColumn[],
};
