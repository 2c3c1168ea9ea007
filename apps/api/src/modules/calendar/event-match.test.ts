import { describe, expect, it } from 'vitest';
import { domainOf, suggestEngagement, type MatchableEngagement } from './event-match.js';

const ATLAS: MatchableEngagement = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Atlas Migration',
  clientName: 'Acme',
  domains: ['acme.com'],
};
const ACME_AUDIT: MatchableEngagement = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Security Audit',
  clientName: 'Acme',
  domains: ['acme.com'],
};
const NORTHWIND: MatchableEngagement = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Northwind Pricing',
  clientName: 'Northwind',
  domains: ['northwind.io'],
};
const ALL = [ATLAS, ACME_AUDIT, NORTHWIND];
const none = new Map<string, string>();
const event = (title: string, attendees: string[] = [], seriesId: string | null = null) => ({
  title,
  attendees,
  seriesId,
});

describe('suggestEngagement', () => {
  it("suggests the client whose contact's domain is among the attendees, and says so", () => {
    expect(suggestEngagement(event('Pricing workshop', ['me@firm.example', 'Kim@NorthWind.io']), ALL, none)).toEqual({
      engagement_id: NORTHWIND.id,
      reason: 'attendee_domain',
      because: "An attendee is from northwind.io, Northwind's domain",
    });
  });

  it('narrows a client with several engagements by the name in the title', () => {
    const suggestion = suggestEngagement(event('Security Audit kickoff', ['cto@acme.com']), ALL, none);
    expect(suggestion?.engagement_id).toBe(ACME_AUDIT.id);
    expect(suggestion?.reason).toBe('attendee_domain');
  });

  it("suggests by the engagement's name in the title as a whole word, whatever the case or width", () => {
    expect(suggestEngagement(event('ATLAS MIGRATION: weekly'), ALL, none)).toEqual({
      engagement_id: ATLAS.id,
      reason: 'engagement_name',
      because: 'The title names Atlas Migration',
    });
    // Full-width letters fold to the same name (NFKC).
    expect(suggestEngagement(event('Ａｔｌａｓ Migration sync'), ALL, none)?.engagement_id).toBe(ATLAS.id);
    expect(suggestEngagement(event('Atlas Migrations retro'), ALL, none)).toBeNull();
  });

  it('prefers what the user chose for the same recurring event before', () => {
    const earlier = new Map([['series-1', NORTHWIND.id]]);
    expect(suggestEngagement(event('Atlas Migration standup', ['a@acme.com'], 'series-1'), ALL, earlier)).toEqual({
      engagement_id: NORTHWIND.id,
      reason: 'recurring',
      because: 'You logged this recurring meeting on Northwind Pricing before',
    });
  });

  it("ignores an earlier choice that is no longer one of the user's rows", () => {
    const earlier = new Map([['series-1', 'gone']]);
    expect(suggestEngagement(event('Atlas Migration standup', [], 'series-1'), ALL, earlier)?.reason).toBe(
      'engagement_name',
    );
  });

  it('says nothing when nothing points anywhere, and public mail domains point nowhere', () => {
    expect(suggestEngagement(event('Lunch', ['friend@gmail.com']), ALL, none)).toBeNull();
    expect(suggestEngagement(event('Lunch', ['x@acme.com']), [], none)).toBeNull();
    const gmailClient = { ...NORTHWIND, domains: ['gmail.com'] };
    expect(suggestEngagement(event('Call', ['x@gmail.com']), [gmailClient], none)).toBeNull();
  });

  it('reads a domain from an address, or none', () => {
    expect(domainOf('Kim@Acme.COM')).toBe('acme.com');
    expect(domainOf('not-an-address')).toBeNull();
    expect(domainOf('@acme.com')).toBeNull();
  });
});
