import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();

const me = async (cookie: string) => (await t.request('GET', '/api/me', { cookie })).json();
const unread = async (cookie: string) =>
  (await (await t.request('GET', '/api/notifications/unread-count', { cookie })).json()).unread as number;

describe('adding someone to an engagement team', () => {
  it('notifies them, naming who added them and linking to the team', async () => {
    const clients = await (await t.request('GET', '/api/clients?q=Contoso', { cookie: cookies.admin })).json();
    const created = await t.request('POST', '/api/engagements', {
      cookie: cookies.admin,
      body: { name: 'Team notice engagement', client_id: clients.items[0].id, type: 'project' },
    });
    expect(created.status).toBe(201);
    const engagement = await created.json();
    const [adminMe, employeeMe] = await Promise.all([me(cookies.admin), me(cookies.employee)]);
    const before = await unread(cookies.employee);

    const added = await t.request('POST', `/api/engagements/${engagement.id}/team`, {
      cookie: cookies.admin,
      body: {
        consultant_id: employeeMe.consultant.id,
        start_date: '2027-03-01',
        end_date: '2027-03-26',
        hours_allocated: 8,
      },
    });
    expect(added.status).toBe(201);
    expect(await unread(cookies.employee)).toBe(before + 1);
    const list = await (
      await t.request('GET', '/api/notifications?page=1&pageSize=5', { cookie: cookies.employee })
    ).json();
    const adminName = `${adminMe.consultant.firstName} ${adminMe.consultant.lastName}`;
    expect(list.items[0]).toMatchObject({
      title: 'You were added to an engagement: Team notice engagement',
      body: `${adminName} added you to the team of Team notice engagement.`,
      link: `/engagements/projects/${engagement.id}/team`,
    });
  });
});
