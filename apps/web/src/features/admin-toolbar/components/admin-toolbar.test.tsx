import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, type Me } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const whitelistedAdmin = (): Me => ({ ...makeMe('admin'), isWhitelisted: true });
const asEmployeeView = (me: Me): Me => ({
  ...me,
  roles: ['employee'],
  permissions: permissionsOf(['employee']),
  view: 'employee',
});

/** The toolbar starts collapsed to its handle in the header: open it as an admin would. */
async function openToolbar(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Admin toolbar' }));
  return screen.findByRole('region', { name: 'Admin toolbar' });
}

/** A window as wide as a phone (below the md breakpoint) or a desktop. */
function stubWidth(isDesktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('admin toolbar', () => {
  beforeEach(() => {
    window.localStorage.clear();
    stubWidth(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts collapsed to a handle in the header, opens and collapses from it, and remembers which', async () => {
    const { user, unmount } = renderApp('/home', createFakeApi({ me: whitelistedAdmin() }));
    const handle = await screen.findByRole('button', { name: 'Admin toolbar' });
    await screen.findByRole('heading', { name: /^Hello, / });
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Admin toolbar' })).not.toBeInTheDocument();

    await user.click(handle);
    const toolbar = await screen.findByRole('region', { name: 'Admin toolbar' });
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    unmount();

    // A reload finds it open, as it was left.
    const second = renderApp('/home', createFakeApi({ me: whitelistedAdmin() }));
    const reopened = await screen.findByRole('region', { name: 'Admin toolbar' });
    expect(toolbar).not.toBe(reopened);
    await second.user.click(within(reopened).getByRole('button', { name: 'Collapse admin toolbar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Admin toolbar' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Admin toolbar' })).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('praxis.admin-toolbar.open')).toBe('false');
  });

  it('is off at phone widths, even when it was left open', async () => {
    window.localStorage.setItem('praxis.admin-toolbar.open', 'true');
    stubWidth(false);
    renderApp('/home', createFakeApi({ me: whitelistedAdmin() }));
    await screen.findByRole('heading', { name: /^Hello, / });
    expect(screen.queryByRole('region', { name: 'Admin toolbar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin toolbar', hidden: true })).toHaveClass('hidden', 'md:inline-flex');
  });

  it('is not there for users who are not on the admin whitelist', async () => {
    // The toolbar's code is loaded up front, so if the shell were going to show it, it would be there by the time
    // the page itself has rendered: absence is proven by the page being there, not by waiting a while.
    await import('./admin-toolbar');
    renderApp('/home', createFakeApi({ me: makeMe('admin') }));
    await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('heading', { name: /^Hello, / });
    expect(screen.queryByRole('region', { name: 'Admin toolbar' })).not.toBeInTheDocument();
  });

  it('switches to the Employee view, which really narrows the interface, and back', async () => {
    let me = whitelistedAdmin();
    let release: () => void = () => undefined;
    const api = createFakeApi({
      me,
      routes: {
        'GET /api/me': () => json(me),
        'PUT /api/me/view': async ({ body }) => {
          await new Promise<void>((resolve) => (release = resolve));
          const { view } = body as { view: 'admin' | 'employee' };
          me = view === 'employee' ? asEmployeeView(whitelistedAdmin()) : whitelistedAdmin();
          return json(me);
        },
      },
    });
    const { user } = renderApp('/home', api);
    const toolbar = await openToolbar(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin Calendar' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(toolbar).getByRole('button', { name: 'Employee' }));
    expect(await within(toolbar).findByText('Switching...')).toBeInTheDocument();
    release();

    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Admin Calendar' })).not.toBeInTheDocument());
    expect(within(toolbar).getByRole('button', { name: 'Employee' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requestsTo('PUT /api/me/view')[0]?.body).toEqual({ view: 'employee' });

    await user.click(within(toolbar).getByRole('button', { name: 'Admin' }));
    release();
    expect(await within(nav).findByRole('link', { name: 'Admin Calendar' })).toBeInTheDocument();
  });

  it("says 'Failed to change role' when the switch fails", async () => {
    const api = createFakeApi({
      me: whitelistedAdmin(),
      routes: { 'PUT /api/me/view': () => json({ code: 'INTERNAL', message: 'Down' }, 503) },
    });
    const { user } = renderApp('/home', api);
    const toolbar = await openToolbar(user);

    await user.click(within(toolbar).getByRole('button', { name: 'Employee' }));
    expect(await screen.findByText('Failed to change role')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Failed to take screenshot' when the image cannot be copied", async () => {
    const { user } = renderApp('/home', createFakeApi({ me: whitelistedAdmin() }));
    const toolbar = await openToolbar(user);
    // Like a browser that cannot copy images.
    vi.stubGlobal('ClipboardItem', undefined);
    await user.click(within(toolbar).getByRole('button', { name: 'Take screenshot' }));
    expect(await screen.findByText('Failed to take screenshot')).toBeInTheDocument();
  });

  it('switches between the Minimal and Expanded views', async () => {
    const { user } = renderApp('/home', createFakeApi({ me: whitelistedAdmin() }));
    const toolbar = await openToolbar(user);
    expect(within(toolbar).queryByRole('heading', { name: 'Admin toolbar' })).not.toBeInTheDocument();

    await user.click(within(toolbar).getByRole('button', { name: 'Expanded view' }));
    expect(within(toolbar).getByRole('heading', { name: 'Admin toolbar' })).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Minimal view' }));
    expect(within(toolbar).queryByRole('heading', { name: 'Admin toolbar' })).not.toBeInTheDocument();
  });

  it('inspects an element, freezes it on click and copies its selector, and stops on Escape', async () => {
    const { user } = renderApp('/home', createFakeApi({ me: whitelistedAdmin() }));
    const toolbar = await openToolbar(user);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(within(toolbar).getByRole('button', { name: 'Inspect elements' }));
    const homeLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' });
    await user.hover(homeLink);
    const details = await within(toolbar).findByRole('region', { name: 'Inspected element' });
    expect(within(details).getByText('<a>')).toBeInTheDocument();
    expect(within(details).getByText('Following pointer')).toBeInTheDocument();

    await user.click(homeLink);
    expect(await within(details).findByText('Frozen')).toBeInTheDocument();
    // The header's logo links home too: the selector is scoped to the sidebar so it finds this link only.
    expect(writeText).toHaveBeenCalledWith('nav[aria-label="Main"] a[href="/home"]');
    expect(await screen.findByText('Selector copied to clipboard')).toBeInTheDocument();

    await user.keyboard('{Control>}e{/Control}');
    expect(within(details).getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Control>}f{/Control}');
    expect(await within(details).findByText('Following pointer')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(within(toolbar).queryByRole('region', { name: 'Inspected element' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Inspect elements' })).toBeInTheDocument();
  });
});
