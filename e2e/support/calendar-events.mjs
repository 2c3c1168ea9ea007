// The e2e provider's calendar (e2e/support/oidc-server.mjs): a believable consultant's week for whatever range the
// app asks, in Google Calendar's shape (the shape the API's fake provider speaks, apps/api/src/test). Each day
// has a recurring stand-up, two client meetings whose external attendee is from a demo client's domain (the
// domains rotate so that every client of the demo firm (apps/api/src/db/seed/data-clients.ts) meets within
// any week), a declined invitation and, some days, an all-day event; the last two are never offered as hours.
const CLIENTS = [
  ['Northwind Logistics', 'northwind-logistics.example'],
  ['Contoso Health', 'contosohealth.example'],
  ['Fabrikam Manufacturing', 'fabrikam.example'],
  ['Tailspin Airways', 'tailspin-air.example'],
  ['Woodgrove Bank', 'woodgrovebank.example'],
  ['Litware Insurance', 'litware.example'],
  ['Adventure Works Retail', 'adventure-works.example'],
  ['Proseware Energy', 'proseware-energy.example'],
  ['Wide World Importers', 'wideworldimporters.example'],
  ['Blue Yonder Foods', 'blueyonderfoods.example'],
  ['Lucerne Publishing', 'lucernepublishing.example'],
  ["Margie's Travel", 'margiestravel.example'],
];
const DAY_MS = 86_400_000;

/** The UTC days from `timeMin` up to (not including) `timeMax`, at most 62 of them. */
function daysOf(timeMin, timeMax) {
  const first = Date.parse(`${String(timeMin).slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(String(timeMax));
  if (Number.isNaN(first)) return [];
  const last = Number.isNaN(end) ? first + DAY_MS : end;
  const days = [];
  for (let at = first; at < last && days.length < 62; at += DAY_MS) days.push(at);
  return days;
}

/** The events of `self` (an e-mail address) between the two instants, Google-shaped (`items`). */
export function calendarEvents(self, timeMin, timeMax) {
  return daysOf(timeMin, timeMax).flatMap((at) => {
    const day = new Date(at).toISOString().slice(0, 10);
    const index = Math.floor(at / DAY_MS);
    const me = { email: self, self: true, responseStatus: 'accepted' };
    const meeting = (id, summary, from, to, attendees, extra = {}) => ({
      id: `${id}-${day}`,
      summary,
      start: { dateTime: `${day}T${from}:00Z` },
      end: { dateTime: `${day}T${to}:00Z` },
      attendees: [me, ...attendees],
      ...extra,
    });
    const client = (offset) => CLIENTS[(index + offset) % CLIENTS.length];
    const [morningName, morningDomain] = client(0);
    const [afternoonName, afternoonDomain] = client(6);
    const events = [
      meeting('standup', 'Team stand-up', '08:30', '08:45', [{ email: 'pm@demo.local' }], {
        recurringEventId: 'standup',
      }),
      meeting('working', `Working session with ${morningName}`, '10:00', '11:30', [
        { email: `alex.morgan@${morningDomain}`, responseStatus: 'accepted' },
      ]),
      meeting('review', `${afternoonName} status review`, '14:00', '15:00', [
        { email: `sam.lee@${afternoonDomain}`, responseStatus: 'accepted' },
      ]),
      {
        ...meeting('brownbag', 'Brown-bag lunch', '12:00', '13:00', []),
        attendees: [{ ...me, responseStatus: 'declined' }],
      },
    ];
    if (index % 5 === 0) {
      events.push({ id: `offsite-${day}`, summary: 'Practice offsite', start: { date: day }, end: { date: day } });
    }
    return events;
  });
}
