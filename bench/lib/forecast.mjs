// The engagement forecast (GET /api/engagements/{id}/forecast): approved hours, assignments, open proposals and
// each person's days off read and forecast per request, measured sequentially over the firm's running engagements.

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function measureForecast({ api, cookie, samples }) {
  const { items } = await api.get('/api/engagements?status=active&pageSize=200', cookie);
  const engagements = items.filter((e) => e.start_date && e.end_date);
  if (engagements.length === 0) throw new Error('the firm has no running engagement with dates to forecast');
  const path = (n) => `/api/engagements/${engagements[n % engagements.length].id}/forecast`;
  await api.get(path(0), cookie);
  const times = [];
  for (let n = 0; n < samples; n++) {
    const t0 = performance.now();
    await api.get(path(n), cookie);
    times.push(performance.now() - t0);
  }
  return {
    engagements: engagements.length,
    samples: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(...times),
  };
}

// The firm's 12-week forecast (GET /api/command-center/forecast) for the 2,000-person firm, as the admin (with the
// revenue ahead): every active person, assignment, open proposal and day off read and forecast per request.
export async function measureFirmForecast({ api, cookie, samples }) {
  const path = '/api/command-center/forecast';
  const first = await api.get(path, cookie);
  if (!first.weeks || first.weeks.length !== 12) throw new Error('the firm forecast did not answer 12 weeks');
  const times = [];
  for (let n = 0; n < samples; n++) {
    const t0 = performance.now();
    await api.get(path, cookie);
    times.push(performance.now() - t0);
  }
  return {
    path,
    people: first.bench.reduce((most, week) => Math.max(most, week.people.length), 0),
    rollOffs: first.roll_offs.length,
    samples: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(...times),
  };
}
