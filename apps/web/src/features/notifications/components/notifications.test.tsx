import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { FakeEventSource } from '@/test/fake-event-source';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { addTime } from '@praxis/shared/dates';

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'info',
    title: `Notice ${index}`,
    body: `Body ${index}`,
    link: null,
    read_at: null,
    created_at: addTime(Date.now(), { minutes: -index }).toISOString(),
    ...overrides,
  };
}

/** A server holding one user's notifications, answering the notification endpoints like the API does. */
function notificationServer(initial: Notification[]) {
  let rows = [...initial];
  const unread = () => rows.filter((row) => row.read_at === null).length;
  return {
    rows: () => rows,
    routes: {
      'GET /api/notifications/unread-count': () => json({ unread: unread() }),
      'GET /api/notifications': () => json({ items: rows, total: rows.length, page: 1, pageSize: 20 }),
      'POST /api/notifications/read-all': () => {
        const updated = unread();
        rows = rows.map((row) => ({ ...row, read_at: row.read_at ?? new Date().toISOString() }));
        return json({ updated });
      },
      [`POST /api/notifications/${initial[0]?.id ?? ''}/read`]: () => {
        rows = rows.map((row, index) => (index === 0 ? { ...row, read_at: new Date().toISOString() } : row));
        return json(rows[0]);
      },
      [`DELETE /api/notifications/${initial[1]?.id ?? ''}`]: () => {
        rows = rows.filter((_, index) => index !== 1);
        return new Response(null, { status: 204 });
      },
    },
  };
}

/** The home page of a user with `unread` unread notifications; the fake API, to look at the requests. */
function renderHomeWithUnread(unread: number) {
  const api = createFakeApi({
    me: makeMe(),
    routes: { 'GET /api/notifications/unread-count': () => json({ unread }) },
  });
  renderApp('/home', api);
  return api;
}

const eventStreamOpened = () =>
  waitFor(() => expect(FakeEventSource.instances.some((source) => source.url === '/api/events')).toBe(true));

describe('notification bell', () => {
  it('shows the unread count and follows the live event stream without a reload', async () => {
    renderHomeWithUnread(3);

    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
    await eventStreamOpened();

    act(() => FakeEventSource.emit('unread-count', { unread: 4 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    act(() => FakeEventSource.emit('unread-count', { unread: 100 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');

    act(() => FakeEventSource.emit('unread-count', { unread: 99 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 99 unread' })).toHaveTextContent('99');

    act(() => FakeEventSource.emit('unread-count', { unread: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });
});

describe('the live event stream', () => {
  it('stops when the server ends it with the session, and re-reads the session', async () => {
    const api = renderHomeWithUnread(3);
    await eventStreamOpened();
    const opened = FakeEventSource.instances.length;
    const sessionReads = api.requestsTo('GET /api/session').length;

    act(() => FakeEventSource.emit('end', { reason: 'signed-out' }));
    await waitFor(() => expect(api.requestsTo('GET /api/session').length).toBeGreaterThan(sessionReads));
    expect(FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED)).toEqual([]);
    expect(FakeEventSource.instances).toHaveLength(opened);
  });
});

describe('/notifications', () => {
  it('lists my notifications, marks one and all read, and deletes after confirmation', async () => {
    const server = notificationServer([
      notification(1, { link: '/work-management/00000000-0000-4000-8000-000000000009' }),
      notification(2, { body: 'Can you check, @[Priya Shah](a8ca9f62-0000-4000-8000-000000000001)?' }),
      notification(3, { read_at: new Date().toISOString() }),
    ]);
    const api = createFakeApi({ me: makeMe(), routes: server.routes });
    const { user } = renderApp('/notifications', api);

    const list = await screen.findByRole('table', { name: 'All notifications' });
    await within(list).findByRole('link', { name: 'Notice 1' });
    expect(within(list).getAllByRole('row')).toHaveLength(4); // the header row and three notifications
    expect(screen.getByText('You have 2 unread.')).toBeInTheDocument();
    expect(within(list).getByText('Can you check, @Priya Shah?')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Notice 1' })).toHaveAttribute(
      'href',
      '/work-management/00000000-0000-4000-8000-000000000009',
    );

    await user.click(screen.getByRole('button', { name: 'Mark "Notice 1" read' }));
    await waitFor(() => expect(api.requestsTo(`POST /api/notifications/${notification(1).id}/read`)).toHaveLength(1));
    expect(await screen.findByText('You have 1 unread.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete "Notice 2"' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete notification "Notice 2"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Notice 2' })).not.toBeInTheDocument());
    expect(api.requestsTo(`DELETE /api/notifications/${notification(2).id}`)).toHaveLength(1);

    expect(await screen.findByText('You have no unread notifications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('keeps the filter in the URL and says when there is nothing unread', async () => {
    const api = createFakeApi({
      me: makeMe(),
      routes: {
        'GET /api/notifications': () => json({ items: [], total: 0, page: 1, pageSize: 20 }),
      },
    });
    const { user, router } = renderApp('/notifications', api);

    await user.click(await screen.findByRole('button', { name: 'Unread' }));
    expect(router.state.location.search).toBe('?filter=unread');
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/notifications')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Show all notifications' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const server = notificationServer([notification(1), notification(2)]);
    const api = createFakeApi({ me: makeMe(), routes: server.routes });
    const { user } = renderApp('/notifications', api);

    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('You have no unread notifications.')).toBeInTheDocument();
    expect(server.rows().every((row) => row.read_at !== null)).toBe(true);
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    const api = createFakeApi({
      me: makeMe(),
      routes: {
        'GET /api/notifications': () =>
          fail
            ? json({ code: 'FORBIDDEN', message: 'Not yours.' }, 403)
            : json({ items: [notification(1)], total: 1, page: 1, pageSize: 20 }),
      },
    });
    const { user } = renderApp('/notifications', api);

    expect(await screen.findByText('We could not load your notifications.')).toBeInTheDocument();
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: 'Notice 1' })).toBeInTheDocument();
  });
});
