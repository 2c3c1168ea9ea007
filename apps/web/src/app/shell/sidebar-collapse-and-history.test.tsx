import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { recentPagesKey, withVisit } from './recent-pages';

afterEach(() => window.localStorage.clear());

describe('sidebar collapse', () => {
  it('collapses to icons, keeps every item reachable by name, and remembers it', async () => {
    const { user, unmount } = renderApp('/consultants', createFakeApi({ me: makeMe('admin') }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: 'Collapse sidebar' }));
    expect(nav.closest('aside')).toHaveAttribute('data-collapsed', 'true');
    // Icon-only, but each link keeps its accessible name.
    expect(within(nav).getByRole('link', { name: 'Consultants' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Consultants')).not.toBeInTheDocument();
    unmount();

    renderApp('/home', createFakeApi({ me: makeMe('admin') }));
    const again = await screen.findByRole('navigation', { name: 'Main' });
    expect(again.closest('aside')).toHaveAttribute('data-collapsed', 'true');
    await user.click(within(again).getByRole('button', { name: 'Expand sidebar' }));
    expect(again.closest('aside')).toHaveAttribute('data-collapsed', 'false');
    expect(within(again).getByText('Consultants')).toBeInTheDocument();
  });

  it('widens the sidebar with the group open when a group is chosen while collapsed', async () => {
    window.localStorage.setItem('praxis.sidebar-collapsed', 'true');
    const { user } = renderApp('/home', createFakeApi({ me: makeMe() }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: 'Project Plan' }));
    expect(nav.closest('aside')).toHaveAttribute('data-collapsed', 'false');
    expect(within(nav).getByRole('link', { name: 'Builder' })).toBeVisible();
  });
});

describe('History popup', () => {
  it("says 'No recent pages' before any sidebar page was visited", async () => {
    // A page outside the sidebar (a form) is not one of its pages.
    const { user } = renderApp('/consultants/new', createFakeApi({ me: makeMe() }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: 'History' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('No recent pages')).toBeInTheDocument();
  });

  it('lists the sidebar pages visited, newest first, with relative times', async () => {
    const me = makeMe();
    const twoHoursAgo = Date.now() - 2 * 3_600_000 - 5_000;
    window.localStorage.setItem(
      recentPagesKey(me.user.id),
      JSON.stringify([{ path: '/clients', name: 'Clients', timestamp: twoHoursAgo }]),
    );
    const { user, router } = renderApp('/consultants', createFakeApi({ me }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await router.navigate('/gantt');
    expect(await screen.findByRole('heading', { name: 'Gantt Builder' })).toBeInTheDocument();
    await router.navigate('/consultants/42');
    expect(await screen.findByRole('heading', { name: 'Consultant Profile' })).toBeInTheDocument(); // not a sidebar page itself: not recorded

    await user.click(within(nav).getByRole('button', { name: 'History' }));
    const popup = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(popup)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Gantt Builderjust now', 'Consultantsjust now', 'Clients2h ago']),
    );
    await user.click(within(popup).getByRole('link', { name: /Clients/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps at most 10 entries without duplicates', () => {
    let entries = Array.from({ length: 12 }, (_, index) => ({
      path: `/p${index}`,
      name: `P${index}`,
      timestamp: index,
    }));
    entries = entries.reduce((list, entry) => withVisit(list, entry), [] as typeof entries);
    expect(entries).toHaveLength(10);
    expect(entries[0]?.path).toBe('/p11');
    expect(withVisit(entries, { path: '/p5', name: 'P5', timestamp: 99 }).map((entry) => entry.path)).toEqual([
      '/p5',
      '/p11',
      '/p10',
      '/p9',
      '/p8',
      '/p7',
      '/p6',
      '/p4',
      '/p3',
      '/p2',
    ]);
  });
});
