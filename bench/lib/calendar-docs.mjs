// Issue 17's light scenario: a user's private ICS feed (assignments, milestones, time off, firm events, holidays,
// rendered by ical-generator) and the golden-folder full-text search (GIN indexes, prefix terms), each at 10
// connections against the API on PostgreSQL.
import { measure } from './load.mjs';

export const CALENDAR_DOCS_CONNECTIONS = 10;

/** The feed cache's hits and misses so far, from the API's metrics (null when they cannot be read). */
async function feedLookups(origin) {
  try {
    const text = await (await fetch(`${origin}/api/metrics`)).text();
    const count = (result) =>
      Number(
        text.match(new RegExp(`praxis_calendar_feed_cache_lookups_total\\{result="${result}"\\} (\\d+)`))?.[1] ?? 0,
      );
    return { hits: count('hit'), misses: count('miss') };
  } catch {
    return null;
  }
}

/** @param {{ api: { origin: string, signIn: (email: string) => Promise<string> }, http: object, withCpu: Function, postgresPid: number, phase: Function }} ctx */
export async function measureCalendarDocs({ api, profile, withCpu, postgresPid, phase }) {
  const employee = await api.signIn('employee@demo.local');
  const created = await fetch(`${api.origin}/api/calendar/feeds`, {
    method: 'POST',
    headers: { cookie: employee, origin: api.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'user' }),
  });
  if (created.status !== 201) throw new Error(`creating a feed answered ${created.status}`);
  const feedPath = new URL((await created.json()).url).pathname;
  const pm = await api.signIn('pm@demo.local');
  const base = { origin: api.origin, connections: CALENDAR_DOCS_CONNECTIONS, ...profile };

  const lookupsBefore = await feedLookups(api.origin);
  const ics = await phase('ICS feed', () =>
    withCpu({ apiPid: api.pid, postgresPid }, () => measure({ ...base, path: feedPath })),
  );
  const lookupsAfter = await feedLookups(api.origin);
  const hits = lookupsBefore && lookupsAfter ? lookupsAfter.hits - lookupsBefore.hits : 0;
  const misses = lookupsBefore && lookupsAfter ? lookupsAfter.misses - lookupsBefore.misses : 0;
  const cacheHitRatio = hits + misses > 0 ? hits / (hits + misses) : null;
  const search = await phase('golden-folder search', () =>
    withCpu({ apiPid: api.pid, postgresPid }, () =>
      measure({
        ...base,
        path: '/api/golden-folders/search?q=kick%20agen',
        headers: { cookie: pm, origin: api.origin },
      }),
    ),
  );
  return {
    ics: { path: 'GET /api/calendar/ics/{token} (user feed)', ...ics.result, cpu: ics.cpu, cacheHitRatio },
    goldenSearch: { path: 'GET /api/golden-folders/search?q=…', ...search.result, cpu: search.cpu },
  };
}
