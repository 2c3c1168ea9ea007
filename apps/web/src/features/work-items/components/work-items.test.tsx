import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WORK_ITEM_STATUSES, type WorkItemBoard, type WorkItemDetail, type WorkItemSummary } from '@praxis/shared';
import { activateFakeApi, createFakeApi, dispatchFetch, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { useMoveWorkItem } from '../api/move-work-item';
import { workItemKeys } from '../lib/work-item-keys';

const ME = makeMe('employee');

const item = (id: string, status: WorkItemSummary['status'], extra: Partial<WorkItemDetail> = {}): WorkItemDetail => ({
  id,
  name: `Item ${id}`,
  category: 'Process',
  problem_statement: 'It is slow.',
  proposed_solution: null,
  status,
  kind: 'internal',
  engagement_id: null,
  priority: 'medium',
  user_id: 'someone-else',
  consultant_id: null,
  assignee_id: null,
  due_date: '2026-11-21',
  position: 1,
  version: 1,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  requester_name: 'Sam Lee',
  assignee_name: null,
  engagement_name: null,
  error_details: null,
  ...extra,
});

const boardWith = (items: WorkItemSummary[]): WorkItemBoard => ({
  kind: 'internal',
  columns: WORK_ITEM_STATUSES.map((status) => {
    const cards = items.filter((i) => i.status === status);
    return { status, total: cards.length, items: cards };
  }),
});

describe('the internal board', () => {
  it('shows every status column; only the user’s own cards can be picked up', async () => {
    const mine = item('a1', 'Requested', { user_id: ME.user.id, name: 'My own request' });
    const theirs = item('b2', 'Approved', { name: 'Someone else’s request' });
    renderApp(
      '/internal-work-management',
      createFakeApi({ me: ME, routes: { 'GET /api/work-items/board': () => json(boardWith([mine, theirs])) } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Work Management' })).toBeInTheDocument();
    for (const status of WORK_ITEM_STATUSES) {
      expect(await screen.findByRole('region', { name: status })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Move My own request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move Someone else’s request' })).not.toBeInTheDocument();
    const approved = screen.getByRole('region', { name: 'Approved' });
    expect(
      within(approved).getByText('Only the requester, the assignee or an admin can move this card.'),
    ).toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: 'Someone else’s request' })).toHaveAttribute(
      'href',
      '/work-management/b2',
    );
    expect(within(approved).getByText('21 Nov 2026')).toBeInTheDocument();
  });

  it('shows Retry when the board fails to load', async () => {
    let calls = 0;
    renderApp(
      '/internal-work-management',
      createFakeApi({
        me: ME,
        routes: {
          'GET /api/work-items/board': () => {
            calls += 1;
            return json({ code: 'UNAVAILABLE', message: 'Database unavailable.' }, 400);
          },
        },
      }),
    );
    expect(await screen.findByText('We could not load the board.')).toBeInTheDocument();
    expect(calls).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps admin boards away from employees', async () => {
    renderApp('/admin-internal-work-management', createFakeApi({ me: ME }));
    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
  });
});

describe('moving a card', () => {
  function setup(answer: () => Response) {
    const api = createFakeApi({ me: ME, routes: { 'POST /api/work-items/a1/move': answer } });
    vi.stubGlobal('fetch', dispatchFetch);
    activateFakeApi(api);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const key = workItemKeys.board({ kind: 'internal', limit: 100 });
    const board = boardWith([item('a1', 'Requested'), item('x1', 'Approved')]);
    queryClient.setQueryData(key, board);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMoveWorkItem(key), { wrapper });
    const statusOf = (id: string) =>
      queryClient.getQueryData<WorkItemBoard>(key)?.columns.find((c) => c.items.some((i) => i.id === id))?.status;
    return { api, result, statusOf };
  }

  it('moves at once and sends the neighbours it was dropped between, with the version', async () => {
    const { api, result, statusOf } = setup(() => json(item('a1', 'Approved', { version: 2 })));
    act(() => result.current.mutate({ id: 'a1', version: 1, status: 'Approved', index: 0 }));
    await waitFor(() => expect(statusOf('a1')).toBe('Approved'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.requestsTo('POST /api/work-items/a1/move')[0]?.body).toEqual({
      status: 'Approved',
      before_id: null,
      after_id: 'x1',
    });
  });

  it('rolls back when the server refuses the move', async () => {
    const { result, statusOf } = setup(() =>
      json({ code: 'CONFLICT', message: 'This record was changed by someone else.' }, 409),
    );
    act(() => result.current.mutate({ id: 'a1', version: 1, status: 'Done', index: 0 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(statusOf('a1')).toBe('Requested');
  });
});

describe('filing a request', () => {
  it('validates with the shared schema, then creates the request and opens it', async () => {
    const created = item('new1', 'Requested', { user_id: ME.user.id, name: 'Faster approvals' });
    const api = createFakeApi({
      me: ME,
      routes: {
        'POST /api/work-items': () => json(created, 201),
        'GET /api/work-items/new1': () => json(created),
        'GET /api/work-items/new1/comments': () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
        'GET /api/work-items/new1/activity': () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
        'GET /api/consultants': () => json({ items: [], total: 0, page: 1, pageSize: 50 }),
      },
    });
    const { user, router } = renderApp('/my-internal-request/new', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Internal Request' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Describe the problem.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/work-items')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Name/), 'Faster approvals');
    await user.selectOptions(screen.getByLabelText('Category'), 'Finance');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.type(screen.getByLabelText(/^Problem statement/), 'Claims wait three weeks.');
    await user.type(screen.getByLabelText('Proposed solution'), 'Managers approve small claims.');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/work-management/new1'));
    expect(api.requestsTo('POST /api/work-items')[0]?.body).toEqual({
      name: 'Faster approvals',
      category: 'Finance',
      problem_statement: 'Claims wait three weeks.',
      proposed_solution: 'Managers approve small claims.',
      priority: 'high',
      kind: 'internal',
    });
  });
});

describe('the item page', () => {
  it('shows a bug report’s error details and, to a non-owner, the fields read-only', async () => {
    const bug = item('bug1', 'Requested', {
      name: 'TypeError: x is undefined',
      category: 'Bug Report',
      error_details: { message: 'TypeError: x is undefined', details: 'at Board (board.tsx:1)', path: '/home' },
    });
    renderApp(
      '/work-management/bug1',
      createFakeApi({
        me: ME,
        routes: {
          'GET /api/work-items/bug1': () => json(bug),
          'GET /api/work-items/bug1/comments': () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
          'GET /api/work-items/bug1/activity': () =>
            json({
              items: [
                {
                  id: 2,
                  action: 'update',
                  actor_name: 'Alex Morgan',
                  at: '2026-11-02T10:00:00Z',
                  before: { status: 'Requested' },
                  after: { status: 'Approved' },
                },
              ],
              total: 1,
              page: 1,
              pageSize: 100,
            }),
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'TypeError: x is undefined' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error details' })).toBeInTheDocument();
    expect(screen.getByText('at Board (board.tsx:1)')).toBeInTheDocument();
    expect(screen.getByText('Only the requester or an admin can edit this request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/changed status from Requested to Approved/)).toBeInTheDocument();
  });
});

describe('the status menu (docs/product.md §4 workflow)', () => {
  const open = (it: WorkItemDetail) =>
    renderApp(
      `/work-management/${it.id}`,
      createFakeApi({
        me: ME,
        routes: {
          [`GET /api/work-items/${it.id}`]: () => json(it),
          [`GET /api/work-items/${it.id}/comments`]: () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
          [`GET /api/work-items/${it.id}/activity`]: () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
        },
      }),
    );

  it('never offers the requester Under Review, Approved, Done or Rejected on their own request', async () => {
    open(item('own1', 'Requested', { user_id: ME.user.id, name: 'My own request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My own request' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByText(/Admins review, approve and reject requests/)).toBeInTheDocument();
  });

  it('offers the assignee only In Progress and Done besides the current status', async () => {
    open(item('as1', 'Approved', { assignee_id: ME.consultant!.id, name: 'Assigned to me' }));
    const select = await screen.findByRole('combobox', { name: 'Status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Approved', 'In Progress', 'Done']);
  });

  it('lets the requester withdraw their own request while Requested, and not once it is reviewed', async () => {
    const own = item('wd1', 'Requested', { user_id: ME.user.id, name: 'Withdraw me' });
    const api = createFakeApi({
      me: ME,
      routes: {
        [`GET /api/work-items/${own.id}`]: () => json(own),
        [`GET /api/work-items/${own.id}/comments`]: () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
        [`GET /api/work-items/${own.id}/activity`]: () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
        [`DELETE /api/work-items/${own.id}`]: () => new Response(null, { status: 204 }),
        'GET /api/work-items/board': () => json(boardWith([])),
      },
    });
    const { user, router } = renderApp(`/work-management/${own.id}`, api);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Withdraw your request Withdraw me?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.requestsTo(`DELETE /api/work-items/${own.id}`)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal-work-management'));
  });

  it('offers no Withdraw on a reviewed request or on someone else’s', async () => {
    open(item('wd2', 'Under Review', { user_id: ME.user.id, name: 'Under review now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Under review now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});

describe('comments (docs/product.md §11.4)', () => {
  const MENTIONED = '99999999-9999-4999-8999-999999999999';
  const comment = (id: string, body: string, author: string | null) => ({
    id,
    request_id: 'c1',
    author_user_id: author,
    author_name: author ? 'Someone' : null,
    body,
    created_at: '2026-11-20T10:00:00Z',
    edited_at: null,
    version: 2,
  });

  it('renders Markdown safely with mentions as profile links, and lets the author edit with If-Match', async () => {
    const api = createFakeApi({
      me: ME,
      routes: {
        'GET /api/work-items/c1': () => json(item('c1', 'Requested')),
        'GET /api/work-items/c1/activity': () => json({ items: [], total: 0, page: 1, pageSize: 100 }),
        'GET /api/work-items/c1/comments': () =>
          json({
            items: [
              comment('m1', `**Bold** <script>alert(1)</script> for @[Ada Lovelace](${MENTIONED})`, ME.user.id),
              comment('m2', 'Not mine', 'someone-else'),
            ],
            total: 2,
            page: 1,
            pageSize: 100,
          }),
        'PATCH /api/work-items/c1/comments/m1': ({ body }) =>
          json({ ...comment('m1', '', ME.user.id), ...(body as object) }),
      },
    });
    const { user } = renderApp('/work-management/c1', api);
    expect(await screen.findByText('Bold', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument(); // text, not a script
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '@Ada Lovelace' })).toHaveAttribute('href', `/consultants/${MENTIONED}`);
    // Only one's own comment offers Edit.
    expect(screen.getAllByRole('button', { name: 'Edit your comment' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit your comment' }));
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(box);
    await user.type(box, 'Fixed typo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo('PATCH /api/work-items/c1/comments/m1')).toHaveLength(1));
    const [patch] = api.requestsTo('PATCH /api/work-items/c1/comments/m1');
    expect(patch?.body).toEqual({ body: 'Fixed typo' });
    expect(patch?.headers['if-match']).toBe('"2"');
  });
});
