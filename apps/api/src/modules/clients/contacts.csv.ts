import { clientContactSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** A client's contacts as CSV: what each row of the contacts card shows by default; any field by `columns=`. */
export const CONTACT_CSV = {
  filename: 'client-contacts',
  fields: Object.keys(clientContactSchema.shape),
  columns: [
    { key: 'first_name', header: 'First name' },
    { key: 'last_name', header: 'Last name' },
    { key: 'is_primary', header: 'Primary' },
    { key: 'title', header: 'Title' },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
  ] satisfies CsvColumn[],
};
