import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsultantCard, ConsultantProfile } from '@praxis/shared';
import { createFakeApi, json, type FakeHandler } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ME = makeMe('employee');
const OWN_ID = ME.consultant?.id ?? '';
const OTHER_ID = '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';

const consultant = (id: string, first: string, last: string) => ({
  id,
  user_id: null,
  first_name: first,
  last_name: last,
  photo_url: null,
  email: `${first.toLowerCase()}@example.com`,
  phone: null,
  location: 'Lisbon',
  bio: null,
  availability_status: 'available' as const,
  start_date: '2024-03-01',
  hourly_rate: null,
  linkedin_url: null,
  time_zone: 'Europe/Lisbon',
  job_title_id: null,
  job_title: 'Senior Consultant',
  role: 'employee' as const,
  left_on: null,
  version: 2,
});

const CARD: ConsultantCard = {
  ...consultant(OTHER_ID, 'Grace', 'Hopper'),
  top_skills: [{ category: 'Cloud', product: 'Azure', rating: 5 }],
  certifications: [{ name: 'PMP', expires_on: null }],
  languages: [{ name: 'Portuguese', proficiency: 'native' }],
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 60 });
const empty = () => json(page([]));

const LANGUAGE_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const catalogues: Record<string, FakeHandler> = {
  'GET /api/job-titles': () => json([]),
  'GET /api/platform-categories': empty,
  'GET /api/platform-products': empty,
  'GET /api/certifications': empty,
  'GET /api/languages': () =>
    json(
      page([
        {
          id: LANGUAGE_ID,
          name: 'German',
          description: null,
          display_order: 0,
          issuer: null,
          code: 'de',
          platform: null,
          category_id: null,
          usage_count: 0,
          version: 1,
        },
      ]),
    ),
};

const profileOf = (id: string, canEdit: boolean): ConsultantProfile => ({
  consultant: consultant(id, id === OWN_ID ? 'Ada' : 'Grace', id === OWN_ID ? 'Lovelace' : 'Hopper'),
  can_edit: canEdit,
  expertise: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      consultant_id: id,
      category_id: '22222222-2222-4222-8222-222222222222',
      category_name: 'Cloud',
      product_id: null,
      product_name: null,
      rating: 3,
    },
  ],
  education: [],
  certifications: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      certification_id: '44444444-4444-4444-8444-444444444444',
      name: 'ITIL 4 Foundation',
      issued_on: '2020-01-01',
      expires_on: '2021-01-01',
      credential_url: null,
      status: 'expired',
    },
  ],
  languages: [],
  engagements: [],
  allocation: { current_engagements: 0, hours_allocated: 0, hours_used: 0 },
});

/** The fake API, recording the full URLs the directory asked for. */
function apiWith(routes: Record<string, FakeHandler>) {
  const api = createFakeApi({ me: ME, routes: { ...catalogues, ...routes } });
  const urls: string[] = [];
  const original = api.fetch;
  api.fetch = (input, init) => {
    urls.push(String(input));
    return original(input, init);
  };
  return { api, urls };
}

describe('consultant directory', () => {
  it('shows cards and searches on the server, keeping the search in the URL', async () => {
    const { api, urls } = apiWith({ 'GET /api/consultants': () => json(page([CARD])) });
    const { user, router } = renderApp('/consultants', api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Consultants' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByText('Azure')).toBeInTheDocument();
    expect(within(card).getByText('PMP')).toBeInTheDocument();
    expect(within(card).getByText('Portuguese · Native')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'azure');
    await waitFor(() => expect(router.state.location.search).toBe('?q=azure'));
    await waitFor(() =>
      expect(urls.some((url) => url.startsWith('/api/consultants?') && url.includes('q=azure'))).toBe(true),
    );
  });

  it('shows on each card the skill that matched the search', async () => {
    const { api } = apiWith({
      'GET /api/consultants': () => json(page([{ ...CARD, matched_skill: 'Azure DevOps' }])),
    });
    renderApp('/consultants?q=devops', api);
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByText('Matched skill:')).toBeInTheDocument();
    expect(within(card).getByText('Azure DevOps')).toBeInTheDocument();
  });

  it('keeps a filter chosen while the typed search is still pending', async () => {
    const { api } = apiWith({ 'GET /api/consultants': () => json(page([CARD])) });
    const { user, router } = renderApp('/consultants', api);
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.type(screen.getByLabelText('Search'), 'go');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Busy');
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('q')).toBe('go');
      expect(params.get('availability')).toBe('busy');
    });
  });

  it("reports 'Failed to fetch consultants' with Retry when the list fails", async () => {
    let calls = 0;
    const { api } = apiWith({
      'GET /api/consultants': () => {
        calls += 1;
        return calls === 1 ? json({ code: 'FORBIDDEN', message: 'No.' }, 403) : json(page([CARD]));
      },
    });
    const { user } = renderApp('/consultants', api);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch consultants')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('says so when no consultant matches and offers to clear the filters', async () => {
    const { api } = apiWith({ 'GET /api/consultants': empty });
    const { user, router } = renderApp('/consultants?availability=busy', api);
    expect(await screen.findByText('No consultants match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('consultant profile', () => {
  it('is titled My Profile for the own profile, flags expired certifications and lets the owner add a language', async () => {
    const { api } = apiWith({
      [`GET /api/consultants/${OWN_ID}/profile`]: () => json(profileOf(OWN_ID, true)),
      [`POST /api/consultants/${OWN_ID}/languages`]: ({ body }) => json({ id: 'x', ...(body as object) }, 201),
    });
    const { user } = renderApp(`/consultants/${OWN_ID}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a language' });
    await within(form).findByRole('option', { name: 'German' });
    await user.selectOptions(within(form).getByLabelText('Language'), 'German');
    await user.selectOptions(within(form).getByLabelText('Proficiency'), 'Conversational');
    await user.click(within(form).getByRole('button', { name: 'Add language' }));
    await waitFor(() =>
      expect(api.requestsTo(`POST /api/consultants/${OWN_ID}/languages`)[0]?.body).toEqual({
        language_id: LANGUAGE_ID,
        proficiency: 'conversational',
      }),
    );
  });

  it.each([
    ['employee', false],
    ['admin', true],
  ] as const)('shows job title, hourly rate and role in the own-profile form of an %s: %s', async (role, shown) => {
    const api = createFakeApi({
      me: makeMe(role),
      routes: { ...catalogues, [`GET /api/consultants/${OWN_ID}/profile`]: () => json(profileOf(OWN_ID, true)) },
    });
    const { user } = renderApp(`/consultants/${OWN_ID}`, api);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(within(dialog).getByLabelText(/First name/)).toBeInTheDocument();
    for (const label of ['Job title', 'Hourly rate', 'Role']) {
      expect(within(dialog).queryByLabelText(label) !== null).toBe(shown);
    }
  });

  it("shows someone else's profile read-only", async () => {
    const { api } = apiWith({ [`GET /api/consultants/${OTHER_ID}/profile`]: () => json(profileOf(OTHER_ID, false)) });
    renderApp(`/consultants/${OTHER_ID}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a skill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Rating of/ })).not.toBeInTheDocument();
  });

  it('says when the consultant does not exist', async () => {
    const { api } = apiWith({});
    renderApp(`/consultants/${OTHER_ID}`, api);
    expect(await screen.findByText('We could not find this consultant')).toBeInTheDocument();
  });
});

describe('new consultant', () => {
  it('is refused to employees', async () => {
    const { api } = apiWith({});
    renderApp('/consultants/new', api);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('validates with the shared schema, creates, and shows the invitation link once', async () => {
    const admin = makeMe('admin');
    const api = createFakeApi({
      me: admin,
      routes: {
        ...catalogues,
        'POST /api/consultants': ({ body }) =>
          json(
            {
              ...consultant(OTHER_ID, 'Grace', 'Hopper'),
              ...(body as object),
              user_id: null,
              invitation: {
                url: 'http://localhost/invite/abc123',
                expires_at: '2026-12-01T10:00:00.000Z',
                emailed_to: 'grace@example.com',
              },
            },
            201,
          ),
        [`GET /api/consultants/${OTHER_ID}/profile`]: () => {
          const profile = profileOf(OTHER_ID, true);
          return json({ ...profile, consultant: { ...profile.consultant, user_id: null } });
        },
        [`GET /api/consultants/${OTHER_ID}/invitation`]: () =>
          json({ invitation: { created_at: '2026-11-24T10:00:00.000Z', expires_at: '2026-12-01T10:00:00.000Z' } }),
      },
    });
    const { user, router } = renderApp('/consultants/new', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Consultant' })).toBeInTheDocument();
    expect(screen.getByText(/single-use\s+invitation link/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create consultant' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/consultants')).toHaveLength(0);

    await user.type(screen.getByLabelText(/First name/), 'Grace');
    await user.type(screen.getByLabelText(/Last name/), 'Hopper');
    await user.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Create consultant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/consultants/${OTHER_ID}`));
    expect(api.requestsTo('POST /api/consultants')[0]?.body).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
    });
    expect(await screen.findByLabelText(/Invitation link for/)).toHaveValue('http://localhost/invite/abc123');
    expect(screen.getByRole('button', { name: 'Copy invitation link' })).toBeInTheDocument();
    // Sent by e-mail when the server has it on; the link stays here to copy.
    expect(screen.getByText(/^E-mailed to grace@example\.com\./)).toBeInTheDocument();
  });
});
