import { templateSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/**
 * The plan templates as CSV: the counts each row of the page shows (milestones, rows, links) are fields of the
 * export besides the item's own; `tasks` names the template's rows.
 */
export const TEMPLATE_CSV = {
  filename: 'plan-templates',
  fields: [...Object.keys(templateSchema.shape), 'milestone_count', 'task_count', 'dependency_count'],
  columns: [
    { key: 'engagement_type', header: 'Engagement type' },
    { key: 'name', header: 'Name' },
    { key: 'milestone_count', header: 'Milestones' },
    { key: 'task_count', header: 'Rows' },
    { key: 'dependency_count', header: 'Links' },
    { key: 'archived_at', header: 'Archived' },
  ] satisfies CsvColumn[],
};
