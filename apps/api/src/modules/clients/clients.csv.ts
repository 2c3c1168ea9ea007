import { clientSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The clients list as CSV: any field of the item by `columns=`; these by default. */
export const CLIENT_CSV = {
  filename: 'clients',
  fields: Object.keys(clientSchema.shape),
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'status', header: 'Status' },
    { key: 'industry', header: 'Industry' },
    { key: 'website', header: 'Website' },
    { key: 'account_owner_name', header: 'Account owner' },
    { key: 'active_engagement_count', header: 'Active engagements' },
    { key: 'engagement_count', header: 'Engagements' },
    { key: 'contact_count', header: 'Contacts' },
    { key: 'created_at', header: 'Created' },
  ] satisfies CsvColumn[],
};
