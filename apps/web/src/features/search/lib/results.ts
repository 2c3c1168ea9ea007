import { ENGAGEMENT_TYPE_LABELS, type SearchResults, engagementPath } from '@praxis/shared';
import type { PaletteEntry } from './recent-results';

export interface PaletteGroup {
  heading: string;
  entries: PaletteEntry[];
}

/** The server's results as palette groups, each entry with the screen it opens. */
export function groupsOf(results: SearchResults): PaletteGroup[] {
  const groups: PaletteGroup[] = [
    {
      heading: 'Consultants',
      entries: results.consultants.map((hit) => ({
        path: `/consultants/${hit.id}`,
        label: hit.name,
        description: hit.matched_skill ? `Skill: ${hit.matched_skill}` : hit.job_title,
      })),
    },
    {
      heading: 'Clients',
      entries: results.clients.map((hit) => ({ path: `/clients/${hit.id}`, label: hit.name })),
    },
    {
      heading: 'Engagements',
      entries: results.engagements.map((hit) => ({
        path: engagementPath(hit.type, hit.id),
        label: hit.name,
        description: [ENGAGEMENT_TYPE_LABELS[hit.type], hit.client_name].filter(Boolean).join(' · '),
      })),
    },
    {
      heading: 'Work items',
      entries: results.work_items.map((hit) => ({ path: `/work-management/${hit.id}`, label: hit.name })),
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}

/** Pages whose name contains the search (case-insensitive); all of them when the search is empty. */
export function matchingPages(pages: readonly PaletteEntry[], search: string): PaletteEntry[] {
  const needle = search.trim().toLowerCase();
  return needle ? pages.filter((page) => page.label.toLowerCase().includes(needle)) : [...pages];
}
