import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@praxis/shared';
import { createFakeApi } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** What the palette lists for a query, by group: pages and actions answer without the server. */
async function paletteFor(role: Role, query: string) {
  const { user } = renderApp('/home', createFakeApi({ me: makeMe(role) }));
  await user.click(await screen.findByRole('button', { name: 'Search everywhere' }));
  await user.type(await screen.findByRole('combobox', { name: 'Search everywhere' }), query);
  const optionsOf = (name: string) => {
    const group = screen.queryByRole('group', { name });
    return group
      ? within(group)
          .getAllByRole('option')
          .map((option) => option.firstChild?.textContent)
      : [];
  };
  return { pages: optionsOf('Pages'), actions: optionsOf('Actions') };
}

describe('search everywhere in the shell', () => {
  it('finds the staffing screens for an admin, by name and by the word "staffing"', async () => {
    const { pages, actions } = await paletteFor('admin', 'staffing');
    expect(pages).toEqual(['Staffing Board', 'Staffing Queue', 'Resource Requests']);
    expect(actions).toEqual(['New Resource Request']);
  });

  it('finds none of them for an employee, who may not open them', async () => {
    const { pages, actions } = await paletteFor('employee', 'staffing');
    expect(pages).toEqual([]);
    expect(actions).toEqual([]);
  });

  it('finds Monday Meeting for a Project Manager', async () => {
    expect((await paletteFor('Project Manager', 'monday')).pages).toEqual(['Monday Meeting']);
  });

  it('finds Status Updates and offers a new one to an employee', async () => {
    const { pages, actions } = await paletteFor('employee', 'status update');
    expect(pages).toEqual(['Status Updates']);
    expect(actions).toEqual(['New Status Update']);
  });
});
