import type { EventSuggestion } from '@praxis/shared';

export interface MatchableEvent {
  title: string;
  /** The attendees' e-mail addresses. */
  attendees: readonly string[];
  /** The recurring series the event belongs to, when it is one occurrence of a series. */
  seriesId: string | null;
}

export interface MatchableEngagement {
  id: string;
  name: string;
  clientName: string | null;
  /** The e-mail domains of the client's contacts (lower case). */
  domains: readonly string[];
}

/** Shared mail services say nothing about whose contact an address is. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
]);

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en');

export const domainOf = (email: string): string | null => {
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? fold(email.slice(at + 1).trim()) : '';
  return domain && !PUBLIC_MAIL_DOMAINS.has(domain) ? domain : null;
};

/** The engagement's name as a word (or words) of the title: "Atlas" matches "Atlas weekly", not "Atlassian". */
function nameInTitle(name: string, title: string): boolean {
  const needle = fold(name).trim();
  if (needle.length < 3) return false;
  const haystack = fold(title);
  let from = haystack.indexOf(needle);
  while (from >= 0) {
    const before = haystack[from - 1];
    const after = haystack[from + needle.length];
    const boundary = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
    if (boundary(before) && boundary(after)) return true;
    from = haystack.indexOf(needle, from + 1);
  }
  return false;
}

/**
 * The engagement an event's hours most likely belong to, and why, from what the firm knows — in this order of
 * trust: what the user chose for an earlier occurrence of the same recurring event; a client contact's e-mail
 * domain among the attendees (narrowed by the engagement's name in the title when the client has several); the
 * engagement's name in the title. Only the given engagements (the user's rows) are suggested; null when nothing
 * points anywhere.
 */
export function suggestEngagement(
  event: MatchableEvent,
  engagements: readonly MatchableEngagement[],
  earlierChoices: ReadonlyMap<string, string>,
): EventSuggestion | null {
  const byId = new Map(engagements.map((engagement) => [engagement.id, engagement]));
  const chosen = event.seriesId ? earlierChoices.get(event.seriesId) : undefined;
  const repeated = chosen ? byId.get(chosen) : undefined;
  if (repeated) {
    return {
      engagement_id: repeated.id,
      reason: 'recurring',
      because: `You logged this recurring meeting on ${repeated.name} before`,
    };
  }
  const attendeeDomains = new Set(event.attendees.flatMap((email) => domainOf(email) ?? []));
  const byDomain = engagements.filter((engagement) => engagement.domains.some((d) => attendeeDomains.has(d)));
  const pick = byDomain.find((engagement) => nameInTitle(engagement.name, event.title)) ?? byDomain[0];
  const domain = pick?.domains.find((d) => attendeeDomains.has(d));
  if (pick && domain) {
    return {
      engagement_id: pick.id,
      reason: 'attendee_domain',
      because: `An attendee is from ${domain}, ${pick.clientName ?? pick.name}'s domain`,
    };
  }
  const named = engagements.find((engagement) => nameInTitle(engagement.name, event.title));
  if (named) {
    return { engagement_id: named.id, reason: 'engagement_name', because: `The title names ${named.name}` };
  }
  return null;
}
