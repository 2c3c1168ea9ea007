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
    {
      heading: 'Plans',
      entries: results.plans.map((hit) => ({
        path: `/project-plan-viewer?plan=${hit.id}`,
        label: hit.name,
        description: hit.engagement_name,
      })),
    },
    {
      heading: 'Candidates',
      entries: results.candidates.map((hit) => ({
        path: `/recruiting/candidates/${hit.id}`,
        label: hit.name,
        description: hit.position_title,
      })),
    },
    {
      heading: 'Golden folders',
      entries: results.golden_folders.map((hit) => ({ path: `/golden-folders?folder=${hit.id}`, label: hit.name })),
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}

/**
 * Pages (or actions) whose name or keywords contain the search (case-insensitive), those matching by name first;
 * all of them when the search is empty.
 */
export function matchingPages(pages: readonly PaletteEntry[], search: string): PaletteEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...pages];
  const byName = pages.filter((page) => page.label.toLowerCase().includes(needle));
  const byKeyword = pages.filter(
    (page) => !byName.includes(page) && (page.keywords ?? '').toLowerCase().includes(needle),
  );
  return [...byName, ...byKeyword];
}
