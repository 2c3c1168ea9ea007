import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('sidebar', () => {
  it('marks the active item, opens its group and hides admin items from non-admins', async () => {
    renderApp('/engagements/managed-services/12/team', createFakeApi({ me: makeMe('employee') }));
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
});
