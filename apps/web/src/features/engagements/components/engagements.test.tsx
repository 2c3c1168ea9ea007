import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Assignment, Engagement } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ENGAGEMENT: Engagement = {
  id: '3d6f1b9e-8b43-4f7c-9d4e-2a1b3c4d5e6f',
  name: 'Apollo ERP rollout',
  type: 'project',
  status: 'active',
  project_temperature: 'yellow',
  start_date: '2026-11-02',
  end_date: '2027-02-26',
  client_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  client: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Northwind Logistics', logo_url: null },
  description: 'ERP for the warehouses.',
  billing_type: 'fixed_fee',
  budget_hours: 800,
  budget_amount: null,
  currency: 'USD',
  project_managers: [{ id: 'c1c1c1c1-0000-4000-8000-000000000001', name: 'Priya Patel' }],
  team_size: 1,
  hours_allocated: 320,
  hours_used: 120,
  can_manage: true,
  version: 3,
  created_at: '2026-10-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

const ASSIGNMENT: Assignment = {
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  engagement_id: ENGAGEMENT.id,
  consultant_id: 'c1c1c1c1-0000-4000-8000-000000000001',
  consultant: {
    id: 'c1c1c1c1-0000-4000-8000-000000000001',
    name: 'Priya Patel',
    photo_url: null,
    job_title: 'Manager',
  },
  engagement_role_id: 'r1r1r1r1-0000-4000-8000-000000000001',
  engagement_role: 'Project Manager',
  start_date: '2026-11-02',
  end_date: '2027-02-26',
  hours_allocated: 320,
  hours_used: 120,
  version: 1,
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

/** Records the full URLs the app fetched (the fake API itself keys routes by path only). */
function withUrls(api: ReturnType<typeof createFakeApi>) {
  const urls: string[] = [];
  return {
    urls,
    api: {
      ...api,
      fetch: ((input, init) => {
        urls.push(String(input));
        return api.fetch(input, init);
      }) as typeof fetch,
    },
  };
}

const baseRoutes = {
  'GET /api/clients': () => json(page([{ id: ENGAGEMENT.client_id, name: 'Northwind Logistics' }])),
  'GET /api/consultants': () => json(page([])),
  'GET /api/engagements/roles': () =>
    json([
      { id: 'b0b0b0b0-0000-4000-8000-000000000001', title: 'Sales' },
      { id: 'b0b0b0b0-0000-4000-8000-000000000002', title: 'Lead Consultant' },
    ]),
};

describe('/engagements/{type}', () => {
  it('lists engagements with temperature chips and sends filters from the URL to the server', async () => {
    const { api, urls } = withUrls(
      createFakeApi({
        me: makeMe('employee'),
        routes: { ...baseRoutes, 'GET /api/engagements': () => json(page([ENGAGEMENT])) },
      }),
    );
    const { user, router } = renderApp('/engagements/projects?temperature=yellow', api);

    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Apollo ERP rollout' })).closest('tr');
    expect(within(row!).getByText('Watch')).toBeInTheDocument();
    expect(within(row!).getByText('Active')).toBeInTheDocument();
    expect(urls.some((url) => url.includes('type=project') && url.includes('temperature=yellow'))).toBe(true);
    // An employee cannot create engagements: no button that would answer 403.
    expect(screen.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'on_hold');
    await waitFor(() => expect(router.state.location.search).toContain('status=on_hold'));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Engagement' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
    await waitFor(() =>
      expect(urls.some((url) => url.includes('status=on_hold') && url.includes('sort=name'))).toBe(true),
    );
  });

  it('says when nothing matches and clears the filters', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: { ...baseRoutes, 'GET /api/engagements': () => json(page([])) },
    });
    const { user, router } = renderApp('/engagements/support-retainers?status=cancelled', api);
    expect(await screen.findByText('No support retainers match these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Support Retainer' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('/engagements/{type}/{id}', () => {
  const detailRoutes = (extra = {}) => ({
    ...baseRoutes,
    [`GET /api/engagements/${ENGAGEMENT.id}`]: () => json(ENGAGEMENT),
    [`GET /api/engagements/${ENGAGEMENT.id}/team`]: () => json([ASSIGNMENT]),
    ...extra,
  });

  it('asks before deleting, naming the engagement and what goes with it', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: detailRoutes({
        [`DELETE /api/engagements/${ENGAGEMENT.id}`]: () => new Response(null, { status: 204 }),
        'GET /api/engagements': () => json(page([])),
      }),
    });
    const { user, router } = renderApp(`/engagements/projects/${ENGAGEMENT.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete engagement Apollo ERP rollout?')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 team assignment and all of its work items/)).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/engagements/${ENGAGEMENT.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete engagement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engagements/projects'));
    expect(api.requestsTo(`DELETE /api/engagements/${ENGAGEMENT.id}`)).toHaveLength(1);
  });

  it('hides edit, delete and team changes from an employee, and shows the team with its burn', async () => {
    const routes = detailRoutes({
      [`GET /api/engagements/${ENGAGEMENT.id}`]: () => json({ ...ENGAGEMENT, can_manage: false }),
    });
    renderApp(`/engagements/projects/${ENGAGEMENT.id}/team`, createFakeApi({ me: makeMe('employee'), routes }));
    expect(await screen.findByRole('link', { name: 'Priya Patel' })).toBeInTheDocument();
    expect(screen.getByText('Project Manager', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Hours used by Priya Patel' })).toHaveAttribute('aria-valuenow', '120');
    expect(screen.queryByRole('button', { name: 'Add team member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("lets the engagement's Project Manager change status, temperature, description and team, not the rest", async () => {
    const api = createFakeApi({
      me: makeMe('Project Manager'),
      routes: detailRoutes({
        [`PATCH /api/engagements/${ENGAGEMENT.id}`]: () => json({ ...ENGAGEMENT, status: 'on_hold', version: 4 }),
      }),
    });
    const { user } = renderApp(`/engagements/projects/${ENGAGEMENT.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Start date/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'on_hold');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requestsTo(`PATCH /api/engagements/${ENGAGEMENT.id}`)).toHaveLength(1));
    const [sent] = api.requestsTo(`PATCH /api/engagements/${ENGAGEMENT.id}`);
    expect(Object.keys(sent!.body as object).sort()).toEqual(['description', 'project_temperature', 'status']);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('button', { name: 'Add team member' })).toBeInTheDocument();
  });

  it('labels the two hours bars of the overview: allocated to the team and budget', async () => {
    renderApp(`/engagements/projects/${ENGAGEMENT.id}`, createFakeApi({ me: makeMe('admin'), routes: detailRoutes() }));
    expect(await screen.findByText('Used of allocated to the team')).toBeVisible();
    expect(screen.getByText('Used of budget')).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Hours used of budget' })).toBeInTheDocument();
  });

  it('warns about over-allocation before saving an assignment', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: detailRoutes({
        'GET /api/consultants': () =>
          json(
            page([
              {
                id: 'c2c2c2c2-0000-4000-8000-000000000002',
                first_name: 'Sam',
                last_name: 'Busy',
                job_title: 'Consultant',
                availability_status: 'busy',
                top_skills: [{ category: 'Cloud', product: 'Azure', rating: 5 }],
              },
            ]),
          ),
        'GET /api/consultants/c2c2c2c2-0000-4000-8000-000000000002': () =>
          json({
            id: 'c2c2c2c2-0000-4000-8000-000000000002',
            first_name: 'Sam',
            last_name: 'Busy',
            job_title: 'Consultant',
          }),
        [`POST /api/engagements/${ENGAGEMENT.id}/team/check`]: () =>
          json({
            warnings: [
              {
                consultant_id: 'c2c2c2c2-0000-4000-8000-000000000002',
                peak_hours_per_week: 52,
                capacity_hours_per_week: 40,
                weeks_over: 3,
                first_week: '2026-11-02',
                message: 'Sam Busy would be allocated up to 52.0 h a week, over the 40 h capacity for 3 weeks.',
              },
            ],
          }),
      }),
    });
    const { user } = renderApp(`/engagements/projects/${ENGAGEMENT.id}/team`, api);
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const dialog = await screen.findByRole('dialog');
    // Whom to assign is searched on the server; the choice shows availability and top skills (docs/product.md §11.2).
    await user.click(within(dialog).getByRole('combobox', { name: /^Consultant/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search consultants' }), 'sam');
    const option = await screen.findByRole('option', { name: /Sam Busy/ });
    expect(option).toHaveTextContent('Consultant · Busy · Azure');
    await user.click(option);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Consultant/ })).toHaveTextContent('Sam Busy'),
    );
    await user.type(within(dialog).getByLabelText(/Hours allocated/), '300');
    expect(await within(dialog).findByText(/would be allocated up to 52.0 h a week/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign anyway' })).toBeEnabled();
    expect(api.requestsTo(`POST /api/engagements/${ENGAGEMENT.id}/team`)).toHaveLength(0);
  });

  it('shows the status updates tab from the status-updates area: the history, empty at first', async () => {
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: detailRoutes({
        'GET /api/status-updates': () => json(page([])),
        [`GET /api/engagements/${ENGAGEMENT.id}/status-updates/prefill`]: () =>
          json({ code: 'NOT_FOUND', message: 'Engagement not found.' }, 404),
      }),
    });
    renderApp(`/engagements/projects/${ENGAGEMENT.id}/status-updates`, api);
    expect(await screen.findByText('No status updates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Status updates' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the plan tab from the plans area: without a plan it offers to start one', async () => {
    const api = createFakeApi({
      me: makeMe('employee'),
      routes: detailRoutes({
        'GET /api/project-plans': () => json(page([])),
        'GET /api/plan-templates': () => json([]),
      }),
    });
    renderApp(`/engagements/projects/${ENGAGEMENT.id}/plan`, api);
    expect(await screen.findByText('No plan yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells an employee who opens the Activity tab by its address that it is not theirs, without asking for it', async () => {
    const routes = detailRoutes({
      [`GET /api/engagements/${ENGAGEMENT.id}`]: () => json({ ...ENGAGEMENT, can_manage: false }),
      [`GET /api/engagements/${ENGAGEMENT.id}/activity`]: () => json({ code: 'FORBIDDEN', message: 'No.' }, 403),
    });
    const api = createFakeApi({ me: makeMe('employee'), routes });
    renderApp(`/engagements/projects/${ENGAGEMENT.id}/activity`, api);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(api.requestsTo(`GET /api/engagements/${ENGAGEMENT.id}/activity`)).toHaveLength(0);
  });

  it('is Not Found for an unknown tab', async () => {
    renderApp(`/engagements/projects/${ENGAGEMENT.id}/budget`, createFakeApi({ me: makeMe(), routes: detailRoutes() }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
