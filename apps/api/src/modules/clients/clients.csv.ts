import type { Client } from '@praxis/shared';
import { field, type CsvColumn } from '../../lib/csv.js';

/** The clients list as CSV: the list's columns, by their resource field names. */
export const CLIENT_CSV = {
  filename: 'clients',
  columns: [
    field<Client>('name', 'Name'),
    field<Client>('status', 'Status'),
    field<Client>('industry', 'Industry'),
    field<Client>('website', 'Website'),
    field<Client>('account_owner_name', 'Account owner'),
    field<Client>('active_engagement_count', 'Active engagements'),
    field<Client>('engagement_count', 'Engagements'),
    field<Client>('contact_count', 'Contacts'),
    field<Client>('created_at', 'Created'),
  ] satisfies CsvColumn<Client>[],
};
