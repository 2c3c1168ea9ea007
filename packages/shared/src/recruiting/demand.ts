/** A request waits at least this long before it suggests hiring (docs/product.md §11.12). */
export const DEMAND_MIN_DAYS = 7;
/** Roll-offs this far ahead count as people who could take the work instead. */
export const DEMAND_ROLL_OFF_DAYS = 28;

export interface DemandRequest {
  id: string;
  engagement_name: string;
  days_waiting: number;
  job_title_id: string | null;
  job_title: string | null;
}

/** Open requests sharing one must-have skill at one minimum rating, with the supply of that skill. */
export interface DemandGroup {
  category_id: string;
  product_id: string | null;
  /** Product name, or the category's when the requirement is a whole category. */
  skill: string;
  min_rating: number;
  requests: DemandRequest[];
  /** Active people holding the skill at that rating. */
  people_with_skill: number;
  /** Of them, those rolling off within DEMAND_ROLL_OFF_DAYS with no follow-on work. */
  rolling_off: { consultant_id: string; name: string; date: string }[];
}

export interface DemandSignal extends DemandGroup {
  oldest_days: number;
  /** "3 requests for Azure Data Factory ≥ 4 unfilled for 21 days". */
  headline: string;
  /** What the people already here could cover, in words. */
  supply: string;
  /** A position to open from it: a title and the most asked-for job title. */
  suggested: { title: string; job_title_id: string | null; headcount: number };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function mostCommon<T>(values: T[]): T | null {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * Suggested positions from unmet staffing demand (docs/product.md §11.12): every group whose oldest request has waited
 * DEMAND_MIN_DAYS or more, worded with its evidence, largest and oldest first. Roll-offs without follow-on work
 * reduce the headcount to suggest (they can take the work first) but never below one.
 */
export function demandSignals(groups: DemandGroup[]): DemandSignal[] {
  return groups
    .map((group) => {
      const oldest = Math.max(0, ...group.requests.map((request) => request.days_waiting));
      const count = group.requests.length;
      const jobTitleId = mostCommon(group.requests.map((request) => request.job_title_id).filter((id) => id !== null));
      const jobTitle = group.requests.find((request) => request.job_title_id === jobTitleId)?.job_title ?? null;
      const freeing = group.rolling_off.length;
      return {
        ...group,
        oldest_days: oldest,
        headline: `${plural(count, 'request')} for ${group.skill} ≥ ${group.min_rating} unfilled for ${plural(oldest, 'day')}`,
        supply:
          `${group.people_with_skill === 1 ? '1 person' : `${group.people_with_skill} people`} with the skill` +
          (freeing ? `; ${freeing} rolling off without follow-on work could take it first` : ''),
        suggested: {
          title: jobTitle ? `${jobTitle} (${group.skill})` : `${group.skill} consultant`,
          job_title_id: jobTitleId,
          headcount: Math.max(1, count - freeing),
        },
      };
    })
    .filter((signal) => signal.oldest_days >= DEMAND_MIN_DAYS)
    .sort(
      (a, b) =>
        b.requests.length - a.requests.length || b.oldest_days - a.oldest_days || a.skill.localeCompare(b.skill),
    );
}
