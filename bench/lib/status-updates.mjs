// Issue 18's scenario: the engagement health an admin opens on /status-updates (every active engagement's
// computed temperature: burn, plan progress, milestones, staffing gaps, four weeks of timesheets, last update)
// and the status-update history list, and the Monday meeting's agenda (health, audit changes, allocation of
// everyone, movements, timesheets, risks — one request), each at 10 connections against the API on PostgreSQL.
import { measure } from './load.mjs';

export const STATUS_UPDATES_CONNECTIONS = 10;

/** @param {{ api: { origin: string, pid: number, signIn: (email: string) => Promise<string> }, profile: object, withCpu: Function, postgresPid: number, phase: Function }} ctx */
export async function measureStatusUpdates({ api, profile, withCpu, postgresPid, phase }) {
  const admin = await api.signIn('admin@demo.local');
  const base = {
    origin: api.origin,
    connections: STATUS_UPDATES_CONNECTIONS,
    headers: { cookie: admin, origin: api.origin },
    ...profile,
  };
  const health = await phase('engagement health', () =>
    withCpu({ apiPid: api.pid, postgresPid }, () => measure({ ...base, path: '/api/engagement-health' })),
  );
  const history = await phase('status-update history', () =>
    withCpu({ apiPid: api.pid, postgresPid }, () =>
      measure({ ...base, path: '/api/status-updates?state=sent&pageSize=50' }),
    ),
  );
  const agenda = await phase('monday meeting agenda', () =>
    withCpu({ apiPid: api.pid, postgresPid }, () => measure({ ...base, path: '/api/monday-meeting' })),
  );
  return {
    agenda: { path: 'GET /api/monday-meeting (admin: this week’s agenda)', ...agenda.result, cpu: agenda.cpu },
    health: { path: 'GET /api/engagement-health (admin: every active engagement)', ...health.result, cpu: health.cpu },
    history: { path: 'GET /api/status-updates?state=sent&pageSize=50', ...history.result, cpu: history.cpu },
  };
}
