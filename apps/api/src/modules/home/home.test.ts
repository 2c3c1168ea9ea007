import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/harness.js';
import { useTestApp } from '../../test/demo-app.js';

const t = useTestApp();

describe('GET /api/home', () => {
  it("shows the demo employee's own engagements, open work items and unread notifications", async () => {
    const cookie = await t.signIn(DEMO.employee);
    await t.request('POST', '/api/work-items', {
      cookie,
      body: { name: 'Home page item', problem_statement: 'Visible on home' },
    });
    const home = await (await t.request('GET', '/api/home', { cookie })).json();
    expect(home.assignments.length).toBeGreaterThan(0);
    expect(home.assignments[0]).toMatchObject({ engagement_name: expect.any(String), client_name: expect.any(String) });
    expect(home.work_items.map((w: { name: string }) => w.name)).toContain('Home page item');
    expect(home.notifications.length).toBe(Math.min(5, home.unread_count));
    expect(home.notifications.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
  });

  it('is empty, not an error, for a brand-new user', async () => {
    const cookie = await t.signUp({ email: 'fresh.home@example.com', password: 'fresh-home-pw', name: 'Fresh Home' });
    const home = await (await t.request('GET', '/api/home', { cookie })).json();
    expect(home).toEqual({
      assignments: [],
      work_items: [],
      notifications: [],
      unread_count: 0,
      upcoming_milestones: [],
    });
  });
});
