import type { ImportError } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { didYouMean } from './imports.catalogue.js';
import { cellError, given } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

/** An engagement as the rows that name it (client + name) find it, with its dates. */
export interface EngagementRef {
  id: string;
  client: string;
  name: string;
  start_date: string | null;
  end_date: string | null;
}

/** The key of an engagement: its client's and its own name, any case. */
export const engagementKey = (client: string, name: string) => `${client.toLowerCase()} / ${name.toLowerCase()}`;

/** Consultants by lowercased e-mail, and engagements by client + name: what assignment and hour rows point at. */
export async function peopleAndEngagements(db: DbOrTx) {
  const people = await rowsOf<{ id: string; email: string; is_active: boolean }>(
    db,
    sql`select id, lower(email) as email, is_active from consultants`,
  );
  const engagements = await rowsOf<EngagementRef & Record<string, unknown>>(
    db,
    sql`select e.id, c.name as client, e.name, e.start_date::text, e.end_date::text
        from engagements e join clients c on c.id = e.client_id`,
  );
  return {
    people: new Map(people.map((person) => [person.email, person])),
    engagements: new Map(engagements.map((e) => [engagementKey(e.client, e.name), e])),
  };
}

type Lookups = Awaited<ReturnType<typeof peopleAndEngagements>>;

/**
 * The row's consultant (`email`) and engagement (`client` + `engagement`), or the errors saying which is unknown.
 * New assignments need an active consultant; past hours may be a leaver's.
 */
export function personAndEngagement(
  row: ParsedRow,
  lookups: Lookups,
  errors: ImportError[],
  options: { activeOnly: boolean },
) {
  const email = (given(row, 'email') ?? '').toLowerCase();
  const person = lookups.people.get(email);
  if (!email) errors.push(cellError(row, 'email', 'email is required.'));
  else if (!person) {
    errors.push(
      cellError(row, 'email', `no consultant has the e-mail ${email}${didYouMean(email, lookups.people.keys())}`),
    );
  } else if (options.activeOnly && !person.is_active) errors.push(cellError(row, 'email', `${email} is deactivated.`));
  const client = given(row, 'client') ?? '';
  const name = given(row, 'engagement') ?? '';
  const engagement = lookups.engagements.get(engagementKey(client, name));
  if (!client) errors.push(cellError(row, 'client', 'client is required.'));
  if (!name) errors.push(cellError(row, 'engagement', 'engagement is required.'));
  else if (client && !engagement) {
    const known = [...lookups.engagements.values()]
      .filter((e) => e.client.toLowerCase() === client.toLowerCase())
      .map((e) => e.name);
    errors.push(cellError(row, 'engagement', `no engagement '${name}' of ${client}${didYouMean(name, known)}`));
  }
  return { email, person, engagement };
}
