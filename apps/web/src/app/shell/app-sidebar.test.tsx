import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isUpcomingScreen, UPCOMING_SCREENS } from '@/lib/upcoming-screens';
import type { RouteHandle } from '../route-handle';
import { routes } from '../router';
import { createFakeApi } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('sidebar', () => {
  it('marks the active item, opens its group and hides admin items from non-admins', async () => {
    renderApp('/engagements/trust360/12/team', createFakeApi({ me: makeMe('employee') }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Managed Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Engagements' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Project Plan' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Admin Calendar' })).not.toBeInTheDocument();
  });

  it('shows the admin items to admins and opens a group on request', async () => {
    const { user } = renderApp('/home', createFakeApi({ me: makeMe('admin') }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Admin Calendar' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Builder' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Project Plan' }));
    expect(within(nav).getByRole('link', { name: 'Builder' })).toBeVisible();
  });

  it('marks a link "Soon" only while its screen is not built: every sidebar screen now is', async () => {
    renderApp('/home', createFakeApi({ me: makeMe('admin') }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    const soon = links.filter((link) => isUpcomingScreen(link.getAttribute('href') ?? ''));
    expect(soon).toEqual([]);
    expect(within(nav).queryByText('Soon')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Command Center' })).not.toHaveAccessibleDescription();
    expect(links.some((link) => link.getAttribute('aria-describedby'))).toBe(false);
  });
});

describe('screens not built yet', () => {
  it('are exactly the routes that show "not available yet"', () => {
    const upcoming = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [
        ...((route.handle as RouteHandle | undefined)?.upcoming ? [`/${route.path ?? ''}`] : []),
        ...upcoming(route.children ?? []),
      ]);
    expect(upcoming(routes).sort()).toEqual([...UPCOMING_SCREENS].sort());
  });
});
